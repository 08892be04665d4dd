/** Real photos for the tests and the bench, made with sharp: noise compresses badly, so sizes are realistic. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A JPEG of noise; `orientation` writes an EXIF orientation tag (6 = the camera was turned 90°). */
export async function noisyJpeg(
  width: number,
  height: number,
  options: { quality?: number; orientation?: number } = {},
): Promise<Buffer> {
  const image = noise(width, height).jpeg({ quality: options.quality ?? 90 });
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
}

export async function noisyPng(width: number, height: number): Promise<Buffer> {
  return noise(width, height).png().toBuffer();
}

/** A multipart/form-data body of files (field `files`) and text fields, as a browser sends it. */
export function multipartBody(
  files: readonly { name: string; bytes: Buffer; type?: string }[],
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----photos${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
