import { useCallback, useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@extranet/i18n';
import { saveAccountLanguage } from '../api/set-language';
import { useLanguage } from '../i18n/language';
import { SESSION_KEY, useSession, type Session } from './session';

/**
 * A language chosen while signed in is kept on the account (every device it signs in on shows it). The
 * cached session takes it at once, so the account's language is never applied back over the choice; the
 * session is read again once the server has it.
 */
export function keepAccountLanguage(queryClient: QueryClient, lang: Language): void {
  const session = queryClient.getQueryData<Session | null>(SESSION_KEY);
  if (!session || session.account.language === lang) return;
  queryClient.setQueryData<Session>(SESSION_KEY, {
    ...session,
    account: { ...session.account, language: lang },
  });
  saveAccountLanguage(lang).then(
    () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    () => undefined, // not kept this time (offline): the choice still holds on this device
  );
}

/** Shows the account's language (Session account.language) wherever the account is signed in. */
export function AccountLanguage() {
  const { data: session } = useSession();
  const { lang, setLang } = useLanguage();
  const shown = useRef(lang);
  shown.current = lang;
  const kept = session?.account.language ?? null;
  useEffect(() => {
    if (kept && kept !== shown.current) setLang(kept);
  }, [kept, setLang]);
  return null;
}

/**
 * After a sign-in: the screens show the account's language at once (the session answer names it; the server
 * has set the lang cookie to it).
 */
export function useApplyAccountLanguage(): (session: Session) => void {
  const { lang, setLang } = useLanguage();
  return useCallback(
    (session: Session) => {
      const kept = session.account.language;
      if (kept && kept !== lang) setLang(kept);
    },
    [lang, setLang],
  );
}
