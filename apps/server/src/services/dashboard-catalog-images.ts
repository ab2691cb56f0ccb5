/**
 * Uploaded images (issue 16 §4: product pictures, the store's logo): the type is read from the bytes (never from the
 * file name or the declared type), the size is bounded, and every image is decoded and written again by sharp as
 * WebP within IMAGE_MAX_SIDE pixels: what is stored and served is always an image sharp produced, so a file that
 * only claims to be a picture (an HTML or SVG page) is never served back.
 */
import crypto from 'node:crypto';
import { IMAGE_MAX_SIDE, IMAGE_UPLOAD_MAX_BYTES, type CatalogImage } from '@opentill/contracts';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** The formats sharp may read from an upload (by its own detection). */
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif']);
/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded: 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export const imageUrl = (id: number) => `/api/images/${String(id)}`;

/** Checks, resizes and stores an upload; answers its id and URL. */
export async function imageStore(db: Database, storeId: number, bytes: Buffer): Promise<CatalogImage> {
  if (bytes.length === 0) throw new HttpError(400, 'invalid', 'file: the file is empty', 'file');
  if (bytes.length > IMAGE_UPLOAD_MAX_BYTES)
    throw new HttpError(
      413,
      'too_large',
      `file: an image may be at most ${String(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024)} MB`,
    );
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !READABLE.has(format))
    throw new HttpError(415, 'unsupported_media_type', 'file: must be a JPEG, PNG, WebP or GIF image', 'file');
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(400, 'invalid', 'file: the image could not be read (damaged or too large)', 'file');
  }
  const sha256 = crypto.createHash('sha256').update(output.data).digest('hex');
  const [row] = await db
    .insert(t.images)
    .values({
      storeId,
      contentType: 'image/webp',
      bytes: output.data,
      sha256,
      width: output.info.width,
      height: output.info.height,
    })
    .returning({ id: t.images.id });
  if (!row) throw new Error('image not inserted');
  return { id: row.id, url: imageUrl(row.id), width: output.info.width, height: output.info.height };
}

/** An image's bytes for GET /api/images/:id, or null. */
export async function imageRead(
  db: Database,
  id: number,
): Promise<{ contentType: string; bytes: Buffer; sha256: string } | null> {
  const [row] = await db
    .select({ contentType: t.images.contentType, bytes: t.images.bytes, sha256: t.images.sha256 })
    .from(t.images)
    .where(eq(t.images.id, id));
  if (!row) return null;
  return { contentType: row.contentType, bytes: Buffer.from(row.bytes), sha256: row.sha256 };
}
