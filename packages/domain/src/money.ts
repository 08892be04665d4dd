/** Money in whole rupiah (IDR has no minor unit in use). */

/** `percent` (a number, or numeric(5, 2) as text) of an amount, in whole rupiah, half up; exact for any total. */
export function percentOf(amount: number, percent: string | number): number {
  const bp = BigInt(Math.round(Number(percent) * 100));
  return Number((BigInt(Math.round(amount)) * bp + 5000n) / 10000n);
}
