/**
 * Sizes as the uploader states them, each limit in the unit its rule was set in (SPEC 9): the maxima in MB of
 * 1,048,576 bytes (5 MB a photo, 25 MB an upload), the minimum in KB of 1,000 bytes (100,000 bytes, "100 KB"),
 * so every limit reads as the round number of its rule instead of "5,2 MB" or "97,7 KB". The number is in the
 * language's format, the unit from the catalog. A limit is never overstated: an upper limit is rounded down, a
 * lower one up, so a file of the size shown is always accepted.
 */
type Translate = (key: string, params?: Record<string, string | number>) => string;

export type BytesLimit = 'max' | 'min';

const KB = 1_000;
const MB = 1_048_576;

export function formatBytes(t: Translate, bytes: number, lang: string, limit: BytesLimit = 'max'): string {
  const locale = lang === 'en' ? 'en-US' : 'id-ID';
  const mb = bytes >= MB;
  const tenths = (bytes / (mb ? MB : KB)) * 10;
  // Math.round first: 5.2 * 10 is 52.00000000000001 in floating point, not more than 52 tenths.
  const exact = Math.round(tenths * 1e6) / 1e6;
  const value = (limit === 'max' ? Math.floor(exact) : Math.ceil(exact)) / 10;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return t(mb ? 'propertyPhotos.upload.sizeMb' : 'propertyPhotos.upload.sizeKb', { value: number });
}
