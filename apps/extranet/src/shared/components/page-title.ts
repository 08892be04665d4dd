import { useEffect } from 'react';
import { useT } from '../i18n/language';

/** Sets the document title ("<page> · Partner Extranet") while the page is shown. */
export function usePageTitle(title: string): void {
  const t = useT();
  useEffect(() => {
    document.title = `${title} · ${t('shell.productName')}`;
  }, [title, t]);
}
