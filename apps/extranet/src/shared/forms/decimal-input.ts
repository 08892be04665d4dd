/**
 * A decimal typed in a text field (percentages, coordinates): a comma is its decimal point, as Indonesian writes
 * it ("12,5" is 12.5). The shared validator reads a comma as a thousands separator ("1,500" is 1500), which no
 * such field has, so these fields hand it the value with a point.
 */
export function decimalInput(value: string): string {
  return value.trim().replace(',', '.');
}

/** The number a decimal field holds, or null when it is empty. */
export function decimalOrNull(value: string): number | null {
  const typed = decimalInput(value);
  return typed === '' ? null : Number(typed);
}
