import { useState, type FormEvent } from 'react';
import {
  MARKET_CITIES,
  MARKET_PROPERTY_TYPES,
  type MarketCity,
  type MarketPropertyType,
} from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { EmptyState } from '@extranet/ui/empty-state';
import { Pagination } from '@extranet/ui/pagination';
import { Select } from '@extranet/ui/select';
import { TextField } from '@extranet/ui/text-field';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { useMarketProperties } from '../api/list-market-properties';
import {
  emptyFilters,
  isChosen,
  queryOf,
  type Choice,
  type MarketFilters,
  type MarketProperty,
} from '../model';
import * as css from './competitive-set.css';
import { MembersTable } from './members-table';

const ANY = 'ANY';

/** The marketplace search: filters (city, stars, type, name), one page of results with a choose box per row. */
export function MarketSearch({
  hotelId,
  choice,
  full,
  onToggle,
}: {
  hotelId: number;
  choice: Choice;
  full: boolean;
  onToggle: (p: MarketProperty) => void;
}) {
  const t = useT();
  const f = useFormat();
  const [draft, setDraft] = useState<MarketFilters>(emptyFilters);
  const [filters, setFilters] = useState<MarketFilters>(emptyFilters);
  const [pageNo, setPageNo] = useState(1);
  const result = useMarketProperties(hotelId, queryOf(filters, pageNo));
  const any = { id: ANY, label: t('analytics.competitiveSet.filters.any') };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPageNo(1);
  };
  return (
    <section className={page.card} aria-labelledby="market-search-title">
      <h2 id="market-search-title" className={page.cardTitle}>
        {t('analytics.competitiveSet.filters.title')}
      </h2>
      <form className={css.filters} noValidate onSubmit={submit} aria-labelledby="market-search-title">
        <Select
          label={t('analytics.competitiveSet.filters.city')}
          value={draft.city || ANY}
          onChange={(v) => setDraft({ ...draft, city: v === ANY || !v ? '' : (v as MarketCity) })}
          options={[any, ...MARKET_CITIES.map((c) => ({ id: c, label: t(`analytics.cities.${c}`) }))]}
        />
        <Select
          label={t('analytics.competitiveSet.filters.stars')}
          value={draft.stars || ANY}
          onChange={(v) => setDraft({ ...draft, stars: v === ANY || !v ? '' : v })}
          options={[
            any,
            ...[1, 2, 3, 4, 5].map((s) => ({
              id: String(s),
              label: t('analytics.competitiveSet.filters.starsValue', { count: s }),
            })),
          ]}
        />
        <Select
          label={t('analytics.competitiveSet.filters.type')}
          value={draft.type || ANY}
          onChange={(v) => setDraft({ ...draft, type: v === ANY || !v ? '' : (v as MarketPropertyType) })}
          options={[any, ...MARKET_PROPERTY_TYPES.map((c) => ({ id: c, label: t(`analytics.types.${c}`) }))]}
        />
        <TextField
          label={t('analytics.competitiveSet.filters.name')}
          type="search"
          value={draft.name}
          maxLength={80}
          onChange={(name) => setDraft({ ...draft, name })}
        />
        <Button type="submit">{t('analytics.adr.period.show')}</Button>
      </form>
      {result.isPending ? (
        <ListSkeleton label={t('analytics.competitiveSet.loading')} />
      ) : result.isError ? (
        <RequestErrorScreen headingLevel={2} error={result.error} onRetry={() => void result.refetch()} />
      ) : result.data.items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('analytics.competitiveSet.empty.title')}
          description={t('analytics.competitiveSet.empty.body')}
        />
      ) : (
        <>
          <p className={css.small} role="status">
            {t('analytics.competitiveSet.table.total', { count: f.count(result.data.pageInfo.total) })}
          </p>
          <MembersTable
            label={t('analytics.competitiveSet.table.label')}
            items={result.data.items}
            choose={(p) => {
              const chosen = isChosen(choice, p.marketPropertyId);
              return (
                <Checkbox
                  aria-label={t('analytics.competitiveSet.table.chooseOne', { name: p.name })}
                  isSelected={chosen}
                  isDisabled={!chosen && full}
                  onChange={() => onToggle(p)}
                />
              );
            }}
          />
          <Pagination
            aria-label={t('analytics.competitiveSet.table.pages')}
            page={result.data.pageInfo.page + 1}
            pageSize={result.data.pageInfo.size}
            total={result.data.pageInfo.total}
            onPageChange={setPageNo}
          />
        </>
      )}
    </section>
  );
}
