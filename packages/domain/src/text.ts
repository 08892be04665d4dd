/**
 * Length of a text as people count characters and as every limit of the product does (SPEC 5 lengths, chat,
 * passwords, the form counters): code points, so an emoji counts once, not as two UTF-16 units.
 */
export function textLength(value: string): number {
  return Array.from(value).length;
}
