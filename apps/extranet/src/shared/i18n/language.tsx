import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { isLanguageLoaded, loadLanguage, t as translateKey, type Language } from '@extranet/i18n';

/** Matches the server's `lang` cookie (readable, 15 days, SPEC 9). */
const LANG_COOKIE_MAX_AGE = 1296000;

export type Translate = (key: string, params?: Record<string, unknown>) => string;

interface LanguageContextValue {
  lang: Language;
  setLang: (lang: Language) => void;
  t: Translate;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function readLangCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): Language {
  const match = /(?:^|;\s*)lang=(id|en)(?:;|$)/.exec(cookie);
  return match?.[1] === 'en' ? 'en' : 'id';
}

export function writeLangCookie(lang: Language): void {
  document.cookie = `lang=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function LanguageProvider({
  children,
  initial,
  fixed,
  onChange,
}: {
  children: ReactNode;
  initial?: Language;
  /** Pages whose address names the language (/v3/en/...) show it whatever the cookie says. */
  fixed?: Language;
  onChange?: (lang: Language) => void;
}) {
  const [chosen, setLangState] = useState<Language>(() => initial ?? readLangCookie());
  const wanted = fixed ?? chosen;
  // The app holds only the catalogs it loaded (src/main.tsx loads the first language before rendering): a
  // language whose catalog is still on its way is shown once it has arrived, the previous one meanwhile, so
  // keys never flash.
  const ready = isLanguageLoaded(wanted);
  const [shown, setShown] = useState<Language>(wanted);
  if (ready && shown !== wanted) setShown(wanted);
  const lang = ready ? wanted : shown;
  const [, catalogArrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (isLanguageLoaded(wanted)) return;
    let live = true;
    loadLanguage(wanted).then(
      () => {
        if (live) catalogArrived();
      },
      () => undefined, // offline: stay in the language shown
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const setLang = useCallback(
    (next: Language) => {
      const apply = () => {
        writeLangCookie(next);
        setLangState(next);
        onChange?.(next);
      };
      // Switching waits for the new language's catalog; when it cannot load, the language stays as it was.
      if (isLanguageLoaded(next)) apply();
      else loadLanguage(next).then(apply, () => undefined);
    },
    [onChange],
  );

  const value = useMemo<LanguageContextValue>(
    () => ({ lang, setLang, t: (key, params) => translateKey(key, params, lang) }),
    [lang, setLang],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider');
  return value;
}

/** The translator of the current language. */
export function useT(): Translate {
  return useLanguage().t;
}
