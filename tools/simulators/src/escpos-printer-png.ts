import { PNG } from 'pngjs';
import type { RasterImage } from './escpos-printer-decode.ts';

/** A decoded raster image as a PNG (black dots on white), to look at what a Hindi or Chinese receipt printed. */
export function rasterPng(image: RasterImage): Buffer {
  const png = new PNG({ width: image.widthDots, height: image.height });
  for (let dot = 0; dot < image.dots.length; dot += 1) {
    const value = image.dots[dot] ? 0 : 255;
    png.data[dot * 4] = value;
    png.data[dot * 4 + 1] = value;
    png.data[dot * 4 + 2] = value;
    png.data[dot * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}
