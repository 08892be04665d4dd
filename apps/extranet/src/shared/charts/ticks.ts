/**
 * The labels of a chart's category axis that fit its width: every n-th one when they do not all fit, so labels
 * never overlap (docs/decisions/charts.md). Pure, no chart library, so it is tested on its own.
 */
export function fittingTicks<K>(keys: readonly K[], innerWidth: number, labelWidth: number): K[] {
  const fit = Math.max(1, Math.floor(innerWidth / labelWidth));
  const every = Math.max(1, Math.ceil(keys.length / fit));
  return keys.filter((_, i) => i % every === 0);
}
