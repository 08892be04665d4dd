/**
 * File sizes as the product writes them, each in the unit its limits were set in (SPEC 9): MB of 1,048,576
 * bytes (5 MB a photo, 25 MB an upload, 5 MB a tax document, 2 MB a payment proof) and, below 1 MB, KB of 1,000
 * bytes (the photo minimum of 100,000 bytes), so every limit reads as the round number of its rule instead of
 * "5,2 MB" or "97,7 KB". At most one decimal, in the locale's format.
 *
 * `rounding` states a limit without overstating it: an upper limit rounds down and a lower one up, so a file of
 * the size shown is always accepted; a file's own size rounds to the nearest tenth.
 */
export type BytesRounding = 'nearest' | 'down' | 'up';

const KB = 1_000;
const MB = 1_048_576;

export function formatBytes(bytes: number, locale = 'id-ID', rounding: BytesRounding = 'nearest'): string {
  const [unit, size] = bytes >= MB ? ['MB', MB] : bytes >= KB ? ['KB', KB] : ['B', 1];
  // Rounded to a millionth first: 5.2 * 10 is 52.00000000000001 in floating point, not more than 52 tenths.
  const tenths = Math.round((bytes / size) * 10 * 1e6) / 1e6;
  const round = rounding === 'down' ? Math.floor : rounding === 'up' ? Math.ceil : Math.round;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(round(tenths) / 10);
  return `${number} ${unit}`;
}
