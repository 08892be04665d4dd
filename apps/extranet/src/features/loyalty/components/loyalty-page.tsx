import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { errorMessage } from '../../../shared/api/error-message';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import * as page from '../../../shared/styles/page.css';
import { loyaltyKey, useLoyalty } from '../api/get-loyalty';
import { joinLoyalty } from '../api/join-loyalty';
import { requestLoyaltyChange } from '../api/request-loyalty-change';
import { unjoinLoyalty } from '../api/unjoin-loyalty';
import type { EditMode } from '../model';
import { EligibilityCard } from './eligibility-card';
import { HistoryTable } from './history-table';
import { ParticipationCard } from './participation-card';
import { SelectionForm } from './selection-form';

/** /v3/loyalty (and /v3/promotions-and-campaigns/elite-rewards): the property's loyalty programme. */
export function LoyaltyPage() {
  const t = useT();
  usePageTitle(t('loyalty.title'));
  const { hotelId } = useHotelContext();
  const query = useLoyalty(hotelId);
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [editing, setEditing] = useState<EditMode | null>(null);

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      const next = await action();
      queryClient.setQueryData(loyaltyKey(hotelId), next);
      showSuccess(done);
      setEditing(null);
    } catch (error) {
      showError(errorMessage(error, failed));
      await queryClient.invalidateQueries({ queryKey: loyaltyKey(hotelId) });
      throw error;
    }
  };

  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('loyalty.title')}</h1>
        <p className={page.subtitle}>{t('loyalty.subtitle')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('loyalty.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <EligibilityCard eligibility={query.data.eligibility} />
          <ParticipationCard loyalty={query.data} />
          {editing ? (
            <SelectionForm
              key={editing}
              mode={editing}
              loyalty={query.data}
              onCancel={() => setEditing(null)}
              onSubmit={(pairs) =>
                run(
                  () =>
                    editing === 'JOIN'
                      ? joinLoyalty(hotelId, { pairs })
                      : requestLoyaltyChange(hotelId, { pairs }),
                  t(`loyalty.done.${editing}`),
                  t('loyalty.failed'),
                )
              }
            />
          ) : (
            <div className={page.actions}>
              {query.data.events.includes('JOIN') ? (
                <Button onClick={() => setEditing('JOIN')}>{t('loyalty.actions.join')}</Button>
              ) : null}
              {query.data.events.includes('REQUEST_CHANGE') ? (
                <Button variant="secondary" onClick={() => setEditing('REQUEST_CHANGE')}>
                  {t('loyalty.actions.requestChange')}
                </Button>
              ) : null}
              {query.data.events.includes('UNJOIN') ? (
                <ConfirmDialog
                  title={t('loyalty.actions.unjoinConfirm')}
                  message={t('loyalty.actions.unjoinBody')}
                  confirmLabel={t('loyalty.actions.unjoin')}
                  cancelLabel={t('loyalty.edit.cancel')}
                  tone="danger"
                  onConfirm={() =>
                    run(() => unjoinLoyalty(hotelId), t('loyalty.done.UNJOIN'), t('loyalty.failed'))
                  }
                  trigger={<Button variant="danger">{t('loyalty.actions.unjoin')}</Button>}
                />
              ) : null}
            </div>
          )}
          <HistoryTable history={query.data.history} />
        </>
      )}
    </div>
  );
}
