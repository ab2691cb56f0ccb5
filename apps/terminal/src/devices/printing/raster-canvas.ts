/**
 * Draws printout lines with the system fonts on a canvas, for the lines printed as raster images (print-raster.ts).
 * One dot is one canvas pixel; a line is as tall as the printer's font A line (24 dots and its spacing). Lines are laid
 * out in columns of monospaced text, so each stretch of text between column gaps starts at its column and is squeezed
 * to its room: amounts stay right-aligned whatever width the script's glyphs have.
 */
import type { Bitmap, LinesRenderer } from './print-raster.ts';

/** Fonts in order: the Latin mono of the text lines, then the scripts (Debian: fonts-lohit-deva, fonts-wqy-microhei). */
const FONT_FAMILY =
  '"DejaVu Sans Mono", "Liberation Mono", monospace, "Noto Sans Devanagari", "Lohit Devanagari", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';

/** Stretches of a line: text separated by two or more spaces, each with the column it starts at. */
function stretches(line: string): { column: number; text: string }[] {
  const found: { column: number; text: string }[] = [];
  const pattern = /\S+(?: \S+)*/g;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    found.push({ column: match.index, text: match[0] });
  }
  return found;
}

export const canvasLinesRenderer: LinesRenderer = (lines, columns, dots): Bitmap => {
  const cell = dots / columns;
  const lineHeight = Math.round(cell * 2.5);
  const canvas = document.createElement('canvas');
  canvas.width = dots;
  canvas.height = lineHeight * lines.length;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas to draw the printout');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.textBaseline = 'middle';
  context.font = `${String(Math.round(cell * 1.9))}px ${FONT_FAMILY}`;
  lines.forEach((line, row) => {
    const parts = stretches(line);
    parts.forEach((part, index) => {
      const end = parts[index + 1]?.column ?? columns;
      const room = (end - part.column) * cell - (index + 1 < parts.length ? cell : 0);
      const x = part.column * cell;
      // A stretch that ends at the right edge (an amount) is drawn right-aligned to it.
      const rightAligned = part.column + part.text.length === line.length && index > 0;
      const width = Math.min(context.measureText(part.text).width, room);
      context.fillText(part.text, rightAligned ? x + room - width : x, row * lineHeight + lineHeight / 2, room);
    });
  });
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width: image.width, height: image.height, data: image.data };
};
