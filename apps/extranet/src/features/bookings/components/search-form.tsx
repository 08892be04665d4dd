import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { BOOKING_STATUSES } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { Select } from '@extranet/ui/select';
import { TextField } from '@extranet/ui/text-field';
import { validateBookingSearch } from '@extranet/validation';
import { useT } from '../../../shared/i18n/language';
import { useValidatedForm } from '../../../shared/forms/use-validated-form';
import * as page from '../../../shared/styles/page.css';
import { EMPTY_FILTERS, SORTS, type SearchFilters } from '../model';
import * as css from './bookings.css';

/** A select's "any" choice: the form holds '' for it. */
const ANY = 'ANY';
const toChoice = (value: string) => value || ANY;
const fromChoice = (value: string | number | null) => (value === null || value === ANY ? '' : String(value));

export interface SearchFormProps {
  filters: SearchFilters;
  rooms: readonly { roomId: number; name: string }[];
  ratePlans: readonly { ratePlanId: number; name: string }[];
  onSearch: (filters: SearchFilters) => void;
}

/** The search's filters: applied on submit (the URL then holds them), reset when the URL changes. */
export function SearchForm({ filters, rooms, ratePlans, onSearch }: SearchFormProps) {
  const t = useT();
  const form = useValidatedForm<SearchFilters>([validateBookingSearch], filters);
  const { control, handleSubmit, reset } = form;
  const key = JSON.stringify(filters);
  useEffect(() => {
    reset(JSON.parse(key) as SearchFilters);
  }, [key, reset]);
  const date = (name: 'stayFrom' | 'stayTo' | 'bookedFrom' | 'bookedTo') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={t(`bookings.filters.${name}`)}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
        />
      )}
    />
  );
  const select = (
    name: 'arrivalDay' | 'status' | 'roomId' | 'ratePlanId',
    label: string,
    options: { id: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          value={toChoice(field.value)}
          onChange={(v) => field.onChange(fromChoice(v))}
          options={options}
        />
      )}
    />
  );
  return (
    <section className={page.card} aria-labelledby="bookings-filters-title">
      <h2 id="bookings-filters-title" className={page.cardTitle}>
        {t('bookings.filters.title')}
      </h2>
      <form
        noValidate
        role="search"
        aria-labelledby="bookings-filters-title"
        onSubmit={(e) => void handleSubmit(onSearch)(e)}
        className={css.filters}
      >
        <Controller
          control={control}
          name="q"
          render={({ field }) => (
            <TextField
              className={css.wide}
              type="search"
              label={t('bookings.filters.q')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={100}
            />
          )}
        />
        {date('stayFrom')}
        {date('stayTo')}
        {date('bookedFrom')}
        {date('bookedTo')}
        {select('arrivalDay', t('bookings.filters.arrival'), [
          { id: ANY, label: t('bookings.filters.arrivalAny') },
          { id: 'TODAY', label: t('bookings.filters.arrivalToday') },
          { id: 'TOMORROW', label: t('bookings.filters.arrivalTomorrow') },
        ])}
        {select('status', t('bookings.filters.status'), [
          { id: ANY, label: t('bookings.filters.statusAny') },
          ...BOOKING_STATUSES.map((s) => ({ id: s, label: t(`bookings.status.${s}`) })),
        ])}
        {select('roomId', t('bookings.filters.room'), [
          { id: ANY, label: t('bookings.filters.roomAny') },
          ...rooms.map((r) => ({ id: String(r.roomId), label: r.name })),
        ])}
        {select('ratePlanId', t('bookings.filters.ratePlan'), [
          { id: ANY, label: t('bookings.filters.ratePlanAny') },
          ...ratePlans.map((p) => ({ id: String(p.ratePlanId), label: p.name })),
        ])}
        <Controller
          control={control}
          name="sort"
          render={({ field }) => (
            <Select
              label={t('bookings.filters.sort')}
              value={field.value}
              onChange={(v) => field.onChange(v ?? EMPTY_FILTERS.sort)}
              options={SORTS.map((s) => ({ id: s, label: t(`bookings.filters.sortOptions.${s}`) }))}
            />
          )}
        />
        <div className={`${css.formActions} ${css.wide}`}>
          <Button type="submit">{t('bookings.filters.search')}</Button>
          <Button type="button" variant="ghost" onClick={() => onSearch(EMPTY_FILTERS)}>
            {t('bookings.filters.reset')}
          </Button>
        </div>
      </form>
    </section>
  );
}
