import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { Language } from '@extranet/i18n';

/**
 * Looks up a message of the `ui` namespace (keys like `ui.dialog.close`) with `%name%` placeholders filled.
 * The app passes `@extranet/i18n`'s `translate`/`t` bound to the user's language, so ui itself ships no text.
 */
export type UiTranslate = (key: string, params?: Record<string, unknown>) => string | undefined;

export interface UiContextValue {
  /** The user's language; also decides number, currency and date formatting. */
  language: Language;
  /** BCP 47 locale used for formatting (`id-ID` or `en-GB`). */
  locale: string;
  translate: UiTranslate;
}

export interface UiProviderProps {
  language: Language;
  translate: UiTranslate;
  /** Overrides the formatting locale derived from `language`. */
  locale?: string;
  children?: ReactNode;
}

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

/** Without a provider, keys are shown as they are, so a missing provider is visible at once, never blank. */
const fallback: UiContextValue = { language: 'id', locale: LOCALES.id, translate: () => undefined };

const UiContext = createContext<UiContextValue>(fallback);

/** Gives every component of the library its language, formatting locale and built-in strings. */
export function UiProvider({ language, translate, locale, children }: UiProviderProps) {
  const resolvedLocale = locale ?? LOCALES[language];
  const value = useMemo<UiContextValue>(
    () => ({ language, locale: resolvedLocale, translate }),
    [language, resolvedLocale, translate],
  );
  return (
    <UiContext.Provider value={value}>
      <I18nProvider locale={resolvedLocale}>{children}</I18nProvider>
    </UiContext.Provider>
  );
}

export function useUi(): UiContextValue {
  return useContext(UiContext);
}

/** Returns `t(key, params)` for the built-in strings; an unknown key is returned as is. */
export function useUiText(): (key: string, params?: Record<string, unknown>) => string {
  const { translate } = useContext(UiContext);
  return useMemo(
    () => (key: string, params?: Record<string, unknown>) => translate(key, params) ?? key,
    [translate],
  );
}
