/** A property's contact as the contacts form and the server check it (SPEC 5). */
import { CONTACT_KINDS } from '@extranet/domain';
import { ErrorList, type FieldError } from './field-errors.js';
import { checkContact, type ContactInput } from './domain/property.js';

export interface PropertyContactInput extends ContactInput {
  /** Country calling code of the mobile number ("+62"). */
  mobileCode: string | null | undefined;
  kinds?: readonly string[] | null;
}

const CALLING_CODE = /^\+[1-9][0-9]{0,3}$/;

/**
 * Name 3 to 50 characters, position required, a well-formed e-mail, the mobile number without its country
 * code (6 to 15 digits) with a calling code; phone and fax optional; kinds among the four.
 */
export function validatePropertyContact(input: PropertyContactInput): FieldError[] {
  const list = new ErrorList();
  checkContact(list, '', input);
  if (!CALLING_CODE.test((input.mobileCode ?? '').trim())) list.add('mobileCode', 'phone.code');
  const kinds = input.kinds ?? [];
  if (kinds.some((k) => !(CONTACT_KINDS as readonly string[]).includes(k))) list.add('kinds', 'contact.kind');
  return list.errors;
}
