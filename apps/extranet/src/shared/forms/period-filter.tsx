/**
 * The filter form of a screen read over a period (activity log, performance report): two required dates, the
 * screen's own selects between them and the button, and the period rule's field errors once the form was sent
 * (`errors.field.<code>`, with the range limit). What is shown changes only on "Show", never while typing.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { useT } from '../i18n/language';
import * as page from '../styles/page.css';
import * as css from './period-filter.css';
import type { PeriodFilters, PeriodProblems } from './period-problems';

export function PeriodFilterForm<F extends PeriodFilters>({
  initial,
  labels,
  limit,
  problemsOf,
  onShow,
  help,
  framed = true,
  children,
}: {
  initial: F;
  /** The form's accessible name, the two dates and the button. */
  labels: { form: string; from: string; to: string; show: string };
  /** The longest period, for the range error's text. */
  limit: number;
  problemsOf: (f: F) => PeriodProblems;
  onShow: (f: F) => void;
  /** A line under the fields (the period's limit). */
  help?: string;
  /** In a card (default), or bare where the screen lays the form out in a card of its own. */
  framed?: boolean;
  /** The screen's other fields, between the dates and the button. */
  children?: (filters: F, set: (f: F) => void) => ReactNode;
}) {
  const t = useT();
  const [filters, setFilters] = useState(initial);
  const [shown, setShown] = useState(false);
  const problems = shown ? problemsOf(filters) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.keys(problemsOf(filters)).length === 0) onShow(filters);
  };
  const errorOf = (code: string | undefined) => (code ? { error: t(`errors.field.${code}`, { limit }) } : {});
  return (
    <form className={framed ? page.card : undefined} noValidate aria-label={labels.form} onSubmit={submit}>
      <div className={css.fields}>
        <DateField
          label={labels.from}
          name="from"
          value={filters.from}
          onChange={(v) => setFilters({ ...filters, from: v })}
          isRequired
          {...errorOf(problems.from)}
        />
        <DateField
          label={labels.to}
          name="to"
          value={filters.to}
          onChange={(v) => setFilters({ ...filters, to: v })}
          isRequired
          {...errorOf(problems.to)}
        />
        {children?.(filters, setFilters)}
        <Button type="submit">{labels.show}</Button>
      </div>
      {help && <p className={css.help}>{help}</p>}
    </form>
  );
}
