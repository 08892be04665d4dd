import { unwrap, type Schemas } from '@extranet/api';
import { api } from './client';

/** `PUT /api/v1/auth/session/language`: the language is kept on the account, for every device. */
export function saveAccountLanguage(language: Schemas['LanguageRequest']['language']) {
  return unwrap(api.PUT('/api/v1/auth/session/language', { body: { language } }));
}
