import { idID } from './id-ID.js';
import type { ReactAriaStrings } from './types.js';

export type { ReactAriaFormatter, ReactAriaMessage, ReactAriaStrings } from './types.js';

/**
 * Our dictionaries for react-aria, by locale: only the languages react-aria does not ship (Indonesian).
 * `@extranet/i18n/vite` adds them to react-aria's own string tables at build time.
 */
export const reactAriaStrings: Record<string, ReactAriaStrings> = { 'id-ID': idID };

/** The same dictionaries by react-aria string folder, then locale: the shape the Vite plugin injects. */
export function reactAriaStringsByFolder(): Record<string, Record<string, ReactAriaStrings[string]>> {
  const byFolder: Record<string, Record<string, ReactAriaStrings[string]>> = {};
  for (const [locale, folders] of Object.entries(reactAriaStrings)) {
    for (const [folder, messages] of Object.entries(folders)) {
      (byFolder[folder] ??= {})[locale] = messages;
    }
  }
  return byFolder;
}

export default reactAriaStringsByFolder();
