import { useEffect, useState, type FormEvent } from 'react';
import { BOOKING_STATUSES, CS_CHECK_IN_MAX_DAYS, CS_QUERY_MAX } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { Select } from '@extranet/ui/select';
import { TextField } from '@extranet/ui/text-field';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { EMPTY_FILTERS, filterProblems, type CsFilters, type CsTab, type FilterProblem } from '../model';
import * as css from './customer-service.css';

const ANY = 'ANY';

/**
 * The search of a tab: applied on submit (the URL then holds it, so a link can be shared), reset when the URL
 * changes. Problems (the server's rules) show after a submit, on their field.
 */
export function SearchForm({
  tab,
  filters,
  onSearch,
}: {
  tab: CsTab;
  filters: CsFilters;
  onSearch: (filters: CsFilters) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(filters);
  // A link whose filters break a rule shows why at once (nothing was searched).
  const [submitted, setSubmitted] = useState(() => Object.keys(filterProblems(filters, tab)).length > 0);
  const key = JSON.stringify(filters);
  useEffect(() => {
    const next = JSON.parse(key) as CsFilters;
    setDraft(next);
    setSubmitted(Object.keys(filterProblems(next, tab)).length > 0);
  }, [key, tab]);
  const problems = submitted ? filterProblems(draft, tab) : {};
  const errorOf = (p: FilterProblem | undefined) =>
    p ? { error: t(`errors.field.${p.code}`, p.limit === undefined ? {} : { limit: p.limit }) } : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(filterProblems(draft, tab)).length === 0) onSearch(draft);
  };
  const titleId = `cs-${tab}-search`;
  return (
    <section className={page.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={page.cardTitle}>
        {t('customerService.filters.title')}
      </h2>
      <form noValidate role="search" aria-labelledby={titleId} onSubmit={submit} className={css.filters}>
        <TextField
          className={css.wide}
          type="search"
          name="q"
          label={t('customerService.filters.q')}
          description={t(
            tab === 'bookings'
              ? 'customerService.filters.qHelpBookings'
              : 'customerService.filters.qHelpProperties',
          )}
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          maxLength={CS_QUERY_MAX}
          {...errorOf(problems.q)}
        />
        {tab === 'bookings' ? (
          <>
            <Select
              label={t('customerService.filters.status')}
              value={draft.status || ANY}
              onChange={(v) =>
                setDraft({ ...draft, status: !v || v === ANY ? '' : (v as CsFilters['status']) })
              }
              options={[
                { id: ANY, label: t('customerService.filters.statusAny') },
                ...BOOKING_STATUSES.map((s) => ({ id: s, label: t(`bookings.status.${s}`) })),
              ]}
            />
            <DateField
              label={t('customerService.filters.from')}
              name="from"
              value={draft.from || null}
              onChange={(v) => setDraft({ ...draft, from: v ?? '' })}
              {...errorOf(problems.from)}
            />
            <DateField
              label={t('customerService.filters.to')}
              name="to"
              value={draft.to || null}
              onChange={(v) => setDraft({ ...draft, to: v ?? '' })}
              {...errorOf(problems.to)}
            />
            <p className={`${css.help} ${css.wide}`}>
              {t('customerService.filters.rangeHelp', { limit: CS_CHECK_IN_MAX_DAYS })}
            </p>
          </>
        ) : null}
        <div className={`${css.formActions} ${css.wide}`}>
          <Button type="submit">{t('customerService.filters.search')}</Button>
          <Button type="button" variant="ghost" onClick={() => onSearch(EMPTY_FILTERS)}>
            {t('customerService.filters.reset')}
          </Button>
        </div>
      </form>
    </section>
  );
}
