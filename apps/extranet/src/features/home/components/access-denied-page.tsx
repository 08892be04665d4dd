import { useEffect } from 'react';
import { AccessDeniedContent } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';

export function AccessDeniedPage() {
  const t = useT();
  useEffect(() => {
    document.title = `${t('shell.accessDenied.title')} · ${t('shell.productName')}`;
  }, [t]);
  return <AccessDeniedContent />;
}
