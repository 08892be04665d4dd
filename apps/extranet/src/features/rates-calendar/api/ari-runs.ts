/**
 * The run-length series of the calendar read (`GET /api/v1/hotels/{hotelId}/ari`,
 * docs/decisions/ari-storage-and-payload.md), expanded by the rates calendar's decoder.
 */

/** `[value, count, ...]` -> one value per day; days past the runs are null, runs past `days` are cut. */
export function expandRuns<T>(runs: readonly (T | number | null)[] | undefined, days: number): (T | null)[] {
  const out: (T | null)[] = new Array<T | null>(days).fill(null);
  let day = 0;
  for (let i = 0; i + 1 < (runs?.length ?? 0) && day < days; i += 2) {
    const value = runs![i] as T | null;
    const end = Math.min(days, day + Math.max(0, Number(runs![i + 1]) || 0));
    for (; day < end; day++) out[day] = value;
  }
  return out;
}
