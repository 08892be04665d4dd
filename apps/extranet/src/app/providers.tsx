import { useMemo, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@extranet/ui/toast';
import { UiProvider } from '@extranet/ui/provider';
import { translate } from '@extranet/i18n';
import { isApiError } from '@extranet/api';
import { LanguageProvider, useLanguage } from '../shared/i18n/language';
import { keepAccountLanguage } from '../shared/session/account-language';
import { SESSION_KEY } from '../shared/session/session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors (4xx) are answers, not hiccups: retrying them only delays the message.
        retry: (count, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

function UiBridge({ children }: { children: ReactNode }) {
  const { lang } = useLanguage();
  const uiTranslate = useMemo(
    () => (key: string, params?: Record<string, unknown>) => translate(lang, key, params),
    [lang],
  );
  return (
    <UiProvider language={lang} translate={uiTranslate}>
      <ToastProvider>{children}</ToastProvider>
    </UiProvider>
  );
}

/** Query cache, language (re-renders everything on change), ui labels and the one toast. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider
        onChange={(lang) => {
          // Server answers carry translated messages and labels: fetch them again in the new language. The
          // session has none; it is read again once the account has kept the language.
          void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
          keepAccountLanguage(queryClient, lang);
        }}
      >
        <UiBridge>{children}</UiBridge>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
