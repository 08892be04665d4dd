import { TRAVELLER_TYPES, type TravellerType } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { DateRangePicker } from '@extranet/ui/date-range-picker';
import { Select } from '@extranet/ui/select';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { SCORES, withFilter, type ReviewFilters } from '../model';
import * as css from './guest-reviews.css';

const ANY = 'any';

/** The page's filters; each change goes to the URL (and so to the server) at once. */
export function ReviewFiltersForm({
  filters,
  period,
  errors,
  onChange,
}: {
  /** Messages of invalid filters, by field. */
  errors: Partial<Record<'from' | 'to' | 'scoreMin' | 'scoreMax', string>>;
  filters: ReviewFilters;
  /** The period the server applied (its default when the URL has none). */
  period: { from: string; to: string } | undefined;
  onChange: (next: ReviewFilters) => void;
}) {
  const t = useT();
  const scoreOptions = [
    { id: ANY, label: t('guestReviews.filters.anyScore') },
    ...SCORES.map((s) => ({ id: String(s), label: String(s) })),
  ];
  const score = (v: string | null) => (v === null || v === ANY ? undefined : Number(v));
  const from = filters.from ?? period?.from;
  const to = filters.to ?? period?.to;
  return (
    <section className={page.card} aria-label={t('guestReviews.filters.title')}>
      <div className={css.filters}>
        <Select
          label={t('guestReviews.filters.basis')}
          options={[
            { id: 'REVIEW', label: t('guestReviews.filters.basisReview') },
            { id: 'STAY', label: t('guestReviews.filters.basisStay') },
          ]}
          value={filters.basis}
          onChange={(v) => onChange(withFilter(filters, { basis: v === 'STAY' ? 'STAY' : 'REVIEW' }))}
        />
        <DateRangePicker
          className={css.wideField}
          label={t('guestReviews.filters.period')}
          value={from && to ? { start: from, end: to } : null}
          {...(errors.from || errors.to ? { error: errors.from ?? errors.to } : {})}
          onChange={(range) =>
            onChange(
              withFilter(
                filters,
                range ? { from: range.start, to: range.end } : { from: undefined, to: undefined },
              ),
            )
          }
        />
        <Select
          label={t('guestReviews.filters.scoreMin')}
          options={scoreOptions}
          value={filters.scoreMin === undefined ? ANY : String(filters.scoreMin)}
          {...(errors.scoreMin ? { error: errors.scoreMin } : {})}
          onChange={(v) => onChange(withFilter(filters, { scoreMin: score(v) }))}
        />
        <Select
          label={t('guestReviews.filters.scoreMax')}
          options={scoreOptions}
          value={filters.scoreMax === undefined ? ANY : String(filters.scoreMax)}
          {...(errors.scoreMax ? { error: errors.scoreMax } : {})}
          onChange={(v) => onChange(withFilter(filters, { scoreMax: score(v) }))}
        />
        <Select
          label={t('guestReviews.filters.travellerType')}
          options={[
            { id: ANY, label: t('guestReviews.filters.allTravellers') },
            ...TRAVELLER_TYPES.map((type) => ({ id: type, label: t(`guestReviews.travellerType.${type}`) })),
          ]}
          value={filters.travellerType ?? ANY}
          onChange={(v) =>
            onChange(
              withFilter(filters, {
                travellerType: v === null || v === ANY ? undefined : (v as TravellerType),
              }),
            )
          }
        />
        <Select
          label={t('guestReviews.filters.reply')}
          options={[
            { id: ANY, label: t('guestReviews.filters.allReplies') },
            { id: 'false', label: t('guestReviews.filters.unreplied') },
            { id: 'true', label: t('guestReviews.filters.replied') },
          ]}
          value={filters.replied === undefined ? ANY : String(filters.replied)}
          onChange={(v) =>
            onChange(
              withFilter(filters, { replied: v === 'true' ? true : v === 'false' ? false : undefined }),
            )
          }
        />
        <div>
          <Button variant="ghost" onClick={() => onChange({ basis: 'REVIEW', page: 1, size: filters.size })}>
            {t('guestReviews.filters.reset')}
          </Button>
        </div>
      </div>
    </section>
  );
}
