import { describe, expect, it } from 'vitest';
import { validateInsuranceContact } from './insurance.js';

const base = {
  name: 'Rina Wulandari',
  email: 'rina@example.com',
  phone: '81234567890',
  position: 'Front office',
};
const codes = (input: Partial<Record<keyof typeof base, string | null>>) =>
  Object.fromEntries(validateInsuranceContact({ ...base, ...input }).map((e) => [e.field, e.code]));

describe('validateInsuranceContact', () => {
  it.each([
    [{}, {}],
    [{ name: '' }, { name: 'required' }],
    [{ name: 'Al' }, { name: 'min_length' }],
    [{ name: 'A'.repeat(51) }, { name: 'max_length' }],
    [{ email: null }, { email: 'required' }],
    [{ email: 'rina@' }, { email: 'email' }],
    [{ phone: '' }, { phone: 'required' }],
    [{ phone: '+6281234567' }, { phone: 'phone.countryCode' }],
    [{ phone: '12345' }, { phone: 'phone.invalid' }],
    [{ position: '   ' }, { position: 'not_contains_only_spaces' }],
    [{ position: 'x'.repeat(101) }, { position: 'max_length' }],
  ])('%j gives %j', (input, expected) => {
    expect(codes(input)).toEqual(expected);
  });
});
