/** The period rule of a filter form (shared/forms/period-filter.tsx), pure: for the screens' view models. */
export interface PeriodFilters {
  from: string | null;
  to: string | null;
}

export type PeriodProblems = Partial<Record<'from' | 'to', string>>;

/** A period's problems by field: both dates required, then the screen's range rule (`rangeProblems`). */
export function periodFilterProblems(
  f: PeriodFilters,
  rangeProblems: (from: string, to: string) => readonly { field: string; code: string }[],
): PeriodProblems {
  const out: PeriodProblems = {};
  if (!f.from) out.from = 'REQUIRED';
  if (!f.to) out.to = 'REQUIRED';
  if (!f.from || !f.to) return out;
  for (const p of rangeProblems(f.from, f.to))
    if (p.field === 'from' || p.field === 'to') out[p.field] = p.code;
  return out;
}
