import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessDeniedContent } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';

export function AccessDeniedPage() {
  const t = useT();
  // The route guard passes why (a SPEC 4 rule such as NOT_A_HOME) in the navigation state.
  const state: unknown = useLocation().state;
  const reason =
    state && typeof state === 'object' && 'reason' in state && typeof state.reason === 'string'
      ? state.reason
      : undefined;
  useEffect(() => {
    document.title = `${t('shell.accessDenied.title')} · ${t('shell.productName')}`;
  }, [t]);
  return <AccessDeniedContent reason={reason} />;
}
