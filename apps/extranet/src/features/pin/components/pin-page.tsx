import { useQueryClient } from '@tanstack/react-query';
import { PIN_EXPIRY_DAYS, PIN_HISTORY, PIN_LENGTH, PIN_MAX_ATTEMPTS } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { errorMessage } from '../../../shared/api/error-message';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { useSignedInSession } from '../../../shared/session/session';
import * as page from '../../../shared/styles/page.css';
import { forgetPin } from '../api/forget-pin';
import { pinStatusKey, usePinStatus } from '../../../shared/pin/get-pin-status';
import { requestPinReset } from '../api/request-pin-reset';
import { pinView, type PinStatus, type PinView } from '../model';
import { ChangePinForm, CreatePinForm } from './pin-forms';

const TONE = { NONE: 'neutral', ACTIVE: 'success', BLOCKED: 'danger', EXPIRED: 'warning' } as const;

/** Ask a reset: "request-reset" for a blocked PIN, "forget" otherwise; confirmed first. */
function ResetRequest({ accountId, view }: { accountId: number; view: PinView }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const ask = async () => {
    try {
      const status = await (view.blocked ? requestPinReset(accountId) : forgetPin(accountId));
      queryClient.setQueryData(pinStatusKey(accountId), status);
      showSuccess(t('pin.reset.done'));
    } catch (error) {
      showError(errorMessage(error, t('pin.reset.failed')));
      void queryClient.invalidateQueries({ queryKey: pinStatusKey(accountId) });
      throw error;
    }
  };
  return (
    <ConfirmDialog
      title={t('pin.reset.confirmTitle')}
      message={t('pin.reset.confirmBody')}
      confirmLabel={t('pin.reset.request')}
      cancelLabel={t('pin.reset.cancel')}
      onConfirm={ask}
      trigger={<Button variant={view.blocked ? 'primary' : 'secondary'}>{t('pin.reset.request')}</Button>}
    />
  );
}

function StatusCard({ status, view }: { status: PinStatus; view: PinView }) {
  const t = useT();
  const f = useFormat();
  return (
    <section className={page.card} aria-labelledby="pin-status">
      <h2 id="pin-status" className={page.cardTitle}>
        {t('pin.statusLabel')}
      </h2>
      <div className={page.actions}>
        <span className={page.pill[TONE[status.state]]}>{t(`pin.state.${status.state}`)}</span>
        {status.expiresAt && status.state !== 'BLOCKED' ? (
          <span className={page.muted}>{t('pin.validUntil', { date: f.dateTime(status.expiresAt) })}</span>
        ) : null}
        {view.attemptsLeft !== null && !view.blocked ? (
          <span className={page.muted}>
            {t('pin.attempts', { left: view.attemptsLeft, max: status.maxAttempts })}
          </span>
        ) : null}
      </div>
    </section>
  );
}

function Notices({ view }: { view: PinView }) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      {view.blocked ? (
        <div className={page.alert.error} role="alert">
          <strong>{t('pin.blocked.title')}</strong>
          <span>{t('pin.blocked.body', { max: PIN_MAX_ATTEMPTS })}</span>
        </div>
      ) : null}
      {view.expired ? (
        <div className={page.alert.warning} role="status">
          <strong>{t('pin.expired.title')}</strong>
          <span>{t('pin.expired.body', { days: PIN_EXPIRY_DAYS })}</span>
        </div>
      ) : null}
      {view.decided?.status === 'APPROVED' ? (
        <div className={page.alert.info} role="status">
          {t('pin.reset.approved', { at: f.dateTime(view.decided.at) })}
        </div>
      ) : null}
      {view.decided?.status === 'REJECTED' && !view.resetPending ? (
        <div className={page.alert.warning} role="status">
          {t('pin.reset.rejected', { at: f.dateTime(view.decided.at), reason: view.decided.reason ?? '' })}
        </div>
      ) : null}
    </>
  );
}

function PinPanels({ accountId, status }: { accountId: number; status: PinStatus }) {
  const t = useT();
  const f = useFormat();
  const view = pinView(status);
  const pendingAt = status.resetRequest?.requestedAt;
  return (
    <>
      <StatusCard status={status} view={view} />
      <Notices view={view} />
      {view.form !== 'none' ? (
        <section className={page.card} aria-labelledby="pin-form-title">
          <h2 id="pin-form-title" className={page.cardTitle}>
            {t(view.form === 'create' ? 'pin.create.title' : 'pin.change.title')}
          </h2>
          <p className={page.muted}>{t('pin.rules', { length: PIN_LENGTH, history: PIN_HISTORY })}</p>
          {view.form === 'create' ? (
            <CreatePinForm key="create" accountId={accountId} />
          ) : (
            <ChangePinForm key="change" accountId={accountId} />
          )}
        </section>
      ) : null}
      {view.resetPending && pendingAt ? (
        <section className={page.card} aria-labelledby="pin-reset-title">
          <h2 id="pin-reset-title" className={page.cardTitle}>
            {t('pin.reset.pendingTitle')}
          </h2>
          <p className={page.muted}>{t('pin.reset.pendingBody', { at: f.dateTime(pendingAt) })}</p>
        </section>
      ) : view.canAskReset ? (
        <section className={page.card} aria-labelledby="pin-reset-title">
          <h2 id="pin-reset-title" className={page.cardTitle}>
            {t('pin.reset.title')}
          </h2>
          <p className={page.muted}>{t('pin.reset.body')}</p>
          <div className={page.actions}>
            <ResetRequest accountId={accountId} view={view} />
          </div>
        </section>
      ) : null}
    </>
  );
}

/** /v3/finance/pin (route id `pin`): create, change, and ask a reset of the signed-in user's own PIN. */
export function PinPage() {
  const t = useT();
  usePageTitle(t('pin.title'));
  const accountId = Number(useSignedInSession().account.accountId);
  const query = usePinStatus(accountId);
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('pin.title')}</h1>
        <p className={page.subtitle}>{t('pin.subtitle')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('pin.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PinPanels accountId={accountId} status={query.data} />
      )}
    </div>
  );
}
