import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { tp } from '@extranet/i18n';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useLanguage, useT } from '../../../shared/i18n/language';

/**
 * Unsaved edits of the grid are never dropped silently: leaving the page inside the app (side menu, any link,
 * back and forward) asks first in a dialog; closing or reloading the tab asks through the browser's own
 * question (`beforeunload`, whose text browsers do not let a page choose).
 */
export function LeaveGuard({ pendingCount }: { pendingCount: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const dirty = pendingCount > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // The edits were saved or discarded while the question was open: nothing is left to lose.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('rates.calendar.leave.title')}
      message={tp('rates.calendar.leave.message', pendingCount, {}, lang)}
      confirmLabel={t('rates.calendar.leave.confirm')}
      cancelLabel={t('rates.calendar.leave.stay')}
      tone="danger"
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
      onCancel={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
    />
  );
}
