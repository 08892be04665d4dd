import { useMemo } from 'react';
import { holidayNamesByDate } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { useLanguage } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';
import { useHolidays } from '../api/list-holidays';

const NONE: Readonly<Record<string, string>> = {};

/**
 * The holidays of a window as the calendar and the list mark them: `YYYY-MM-DD` -> the name in the user's
 * language (an expected date says so). Until they arrive, or when they cannot be read, no day is marked.
 */
export function useHolidayNames(window: { from: string; to: string }) {
  const { lang, t } = useLanguage();
  const query = useHolidays(window);
  const names = useMemo(
    () =>
      query.data
        ? holidayNamesByDate(query.data, lang, (name) => t('rates.holidays.tentative', { name }))
        : NONE,
    [query.data, lang, t],
  );
  return { names, failed: query.isError, retry: () => void query.refetch() };
}

/** Says the holidays could not be read (the dates still work without them), with a retry. */
export function HolidaysFailed({ retry }: { retry: () => void }) {
  const { t } = useLanguage();
  return (
    <div className={css.alert.warning} role="alert">
      <span>{t('rates.holidays.loadFailed')}</span>{' '}
      <Button variant="secondary" size="sm" onClick={retry}>
        {t('rates.holidays.retry')}
      </Button>
    </div>
  );
}
