/** Test photos for the browser tests: noise drawn with the server's sharp (noise keeps a JPEG above the minimum size). */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// sharp is a dependency of the server: loaded from there.
const serverRequire = createRequire(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../server/package.json'),
);
/** The part of sharp's API used here (its types live with the server). */
type Encoded = { toBuffer(): Promise<Buffer> };
type Sharp = (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 3 } },
) => { jpeg(options: { quality: number }): Encoded; png(): Encoded };
const sharpModule = serverRequire('sharp') as Sharp | { default: Sharp };
const sharp = typeof sharpModule === 'function' ? sharpModule : sharpModule.default;

/** `width` x `height` pixels of noise, to encode as JPEG or PNG. */
export function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A JPEG of noise (quality 85). */
export function noiseJpeg(width: number, height: number): Promise<Buffer> {
  return noise(width, height).jpeg({ quality: 85 }).toBuffer();
}
