import { unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../../shared/api/client';

/** `POST /registrations`: fixes category, place type and currency; the session moves to the property. */
export function createRegistration(body: Schemas['CreateRegistrationInput']) {
  return unwrap(api.POST('/api/v1/registrations', { body }));
}
