import { useEffect, useRef, type PointerEvent } from 'react';
import { SIGNATURE_BOX, SIGNATURE_MAX_CHARS } from '../../devices/customer-display/display-protocol.ts';

type Point = readonly [number, number];

/** The strokes as an SVG path in the signature box (whole units): what the terminal receives (issue 20 §6). */
export function signaturePath(strokes: readonly (readonly Point[])[]): string {
  return strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => stroke.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${String(x)} ${String(y)}`).join(' '))
    .join(' ');
}

/** Paints the strokes (signature box units) on the canvas at its pixel size, in the canvas's text colour. */
function strokesDraw(element: HTMLCanvasElement | null, strokes: readonly (readonly Point[])[]): void {
  const context = element?.getContext('2d');
  if (!element || !context) return;
  const scale = element.width / SIGNATURE_BOX.width;
  context.clearRect(0, 0, element.width, element.height);
  context.lineWidth = Math.max(2, 5 * scale);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = getComputedStyle(element).color;
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    context.moveTo(first[0] * scale, first[1] * scale);
    // A tap is a dot.
    if (rest.length === 0) context.lineTo(first[0] * scale + 0.1, first[1] * scale);
    for (const [x, y] of rest) context.lineTo(x * scale, y * scale);
    context.stroke();
  }
}

/**
 * A signature pad (issue 20 §6): pointer events on a canvas, so a finger, a stylus and a mouse all sign. Points are
 * kept in the 1000x400 signature box (the pad keeps that shape), drawn again when the pad is resized, and stop being
 * taken once the path would pass what the terminal accepts. Reports the path, or null while nothing is signed.
 */
export function SignaturePad({
  label,
  onChange,
  clearSignal,
}: {
  label: string;
  onChange: (path: string | null) => void;
  /** Changing it clears the pad. */
  clearSignal: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef(false);
  /** The path's length so far, about: the pad stops taking points before the terminal's limit. */
  const chars = useRef(0);
  const draw = () => strokesDraw(canvas.current, strokes.current);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.round(element.clientWidth * ratio);
      element.height = Math.round(element.clientHeight * ratio);
      strokesDraw(element, strokes.current);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new clear signal clears (onChange is the parent's stable setter).
  useEffect(() => {
    strokes.current = [];
    chars.current = 0;
    strokesDraw(canvas.current, []);
    onChange(null);
  }, [clearSignal, onChange]);

  const point = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.round(((event.clientX - box.left) / box.width) * SIGNATURE_BOX.width);
    const y = Math.round(((event.clientY - box.top) / box.height) * SIGNATURE_BOX.height);
    return [Math.min(Math.max(x, 0), SIGNATURE_BOX.width), Math.min(Math.max(y, 0), SIGNATURE_BOX.height)];
  };
  const report = () => {
    const path = signaturePath(strokes.current);
    onChange(path === '' ? null : path);
  };
  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    if (chars.current > SIGNATURE_MAX_CHARS - 24) return;
    drawing.current = true;
    strokes.current.push([point(event)]);
    chars.current += 12;
    draw();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const stroke = strokes.current.at(-1);
    // At most 12 characters a point ("L1000 400 "): past the terminal's limit the pad takes no more.
    if (!stroke || chars.current > SIGNATURE_MAX_CHARS - 24) return;
    stroke.push(point(event));
    chars.current += 12;
    draw();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    report();
  };
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      className="aspect-[5/2] w-full touch-none rounded-2xl border-2 border-dashed border-slate-400 bg-white text-ink"
    />
  );
}
