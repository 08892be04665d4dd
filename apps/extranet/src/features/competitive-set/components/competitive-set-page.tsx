import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMPETITIVE_SET_LOCK_DAYS, COMPETITIVE_SET_MAX, COMPETITIVE_SET_MIN } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { errorMessage } from '../../../shared/api/error-message';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { competitiveSetKey, useCompetitiveSet } from '../api/get-competitive-set';
import { useDefaultCompetitiveSet } from '../api/get-default-competitive-set';
import { saveCompetitiveSet } from '../api/save-competitive-set';
import { saveDefaultCompetitiveSet } from '../api/save-default-competitive-set';
import { choiceProblem, toggle, type Choice, type CompetitiveSet } from '../model';
import * as css from './competitive-set.css';
import { MarketSearch } from './market-search';
import { MembersTable } from './members-table';

const bounds = { min: COMPETITIVE_SET_MIN, max: COMPETITIVE_SET_MAX };

/** The saved set while it is locked: when it was saved, the unlock date, its members (SPEC 4, 9). */
function LockedSet({ set }: { set: CompetitiveSet }) {
  const t = useT();
  const f = useFormat();
  return (
    <section
      className={page.card}
      aria-labelledby="competitive-set-lock-title"
      data-testid="competitive-set-lock"
    >
      <h2 id="competitive-set-lock-title" className={page.cardTitle}>
        {t('analytics.competitiveSet.lockedTitle')}
      </h2>
      <p className={css.lockDate}>
        {t('analytics.competitiveSet.lockedBody', {
          savedOn: f.date(set.savedOn ?? ''),
          unlockDate: f.date(set.unlockDate ?? ''),
        })}
      </p>
      <MembersTable label={t('analytics.competitiveSet.savedTitle')} items={set.members} />
    </section>
  );
}

/** Choosing and saving a set: the suggested set, the search, the choice so far and its save. */
function ChooseSet({ hotelId, set }: { hotelId: number; set: CompetitiveSet }) {
  const t = useT();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [choice, setChoice] = useState<Choice>(set.members);
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const suggested = useDefaultCompetitiveSet(hotelId, true);
  const onSaved = (next: CompetitiveSet, message: string) => {
    setProblem(null);
    queryClient.setQueryData(competitiveSetKey(hotelId), next);
    void queryClient.invalidateQueries({ queryKey: ['average-daily-rate', hotelId] });
    showSuccess(message);
  };
  const save = useMutation({
    mutationFn: (ids: number[]) => saveCompetitiveSet(hotelId, ids),
    onSuccess: (next) =>
      onSaved(next, t('analytics.competitiveSet.saved', { unlockDate: f.date(next.unlockDate ?? '') })),
    onError: (error) => setProblem(errorMessage(error, t('analytics.competitiveSet.failed'))),
  });
  const saveDefault = useMutation({
    mutationFn: () => saveDefaultCompetitiveSet(hotelId),
    onSuccess: (next) => onSaved(next, t('analytics.competitiveSet.defaultSaved')),
    onError: (error) => setProblem(errorMessage(error, t('analytics.competitiveSet.failed'))),
  });
  const sizeProblem = choiceProblem(choice);
  const shownProblem = tried && sizeProblem ? t(`errors.field.${sizeProblem}`, bounds) : null;
  return (
    <>
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={page.card} aria-labelledby="competitive-set-saved-title">
        <h2 id="competitive-set-saved-title" className={page.cardTitle}>
          {t('analytics.competitiveSet.savedTitle')}
        </h2>
        {set.members.length === 0 ? <p className={page.muted}>{t('analytics.competitiveSet.none')}</p> : null}
        {suggested.data ? (
          <div>
            <Button
              variant="secondary"
              className={css.wrappingButton}
              loading={saveDefault.isPending}
              onClick={() => saveDefault.mutate()}
            >
              {t('analytics.competitiveSet.useDefault', { count: suggested.data.members.length })}
            </Button>
          </div>
        ) : null}
      </section>
      <MarketSearch
        hotelId={hotelId}
        choice={choice}
        full={choice.length >= COMPETITIVE_SET_MAX}
        onToggle={(p) => setChoice((c) => toggle(c, p))}
      />
      <section className={page.card} aria-labelledby="competitive-set-choice-title">
        <h2 id="competitive-set-choice-title" className={page.cardTitle}>
          {t('analytics.competitiveSet.chosenList')}
        </h2>
        <p role="status" data-testid="competitive-set-count">
          {t('analytics.competitiveSet.chosen', { count: choice.length, ...bounds })}
        </p>
        {choice.length > 0 ? (
          <ul className={css.chosenList}>
            {choice.map((p) => (
              <li key={p.marketPropertyId} className={css.chip}>
                {p.name}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('analytics.competitiveSet.remove', { name: p.name })}
                  onClick={() => setChoice((c) => toggle(c, p))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {shownProblem ? (
          <p className={page.alert.error} role="alert" id="competitive-set-error">
            {shownProblem}
          </p>
        ) : null}
        <div className={page.actions}>
          <Button
            loading={save.isPending}
            onClick={() => {
              setTried(true);
              if (!sizeProblem) save.mutate(choice.map((p) => p.marketPropertyId));
            }}
          >
            {t('analytics.competitiveSet.save')}
          </Button>
          {choice.length > 0 ? (
            <Button variant="secondary" onClick={() => setChoice([])}>
              {t('analytics.competitiveSet.clear')}
            </Button>
          ) : null}
        </div>
      </section>
    </>
  );
}

/**
 * /v3/analytics/competitive-set (docs/decisions/competitive-set.md): the 15 to 30 marketplace properties the
 * property compares its prices with; a saved set is locked for 30 days and shows its unlock date.
 */
export function CompetitiveSetPage() {
  const t = useT();
  usePageTitle(t('analytics.competitiveSet.title'));
  const { hotelId } = useHotelContext();
  const set = useCompetitiveSet(hotelId);
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('analytics.competitiveSet.title')}</h1>
        <p className={page.subtitle}>
          {t('analytics.competitiveSet.subtitle', { ...bounds, days: COMPETITIVE_SET_LOCK_DAYS })}
        </p>
      </header>
      {set.isPending ? (
        <ListSkeleton label={t('analytics.competitiveSet.loading')} />
      ) : set.isError ? (
        <RequestErrorScreen headingLevel={2} error={set.error} onRetry={() => void set.refetch()} />
      ) : set.data.locked ? (
        <LockedSet set={set.data} />
      ) : (
        <ChooseSet key={set.data.savedAt ?? 'none'} hotelId={hotelId} set={set.data} />
      )}
    </div>
  );
}
