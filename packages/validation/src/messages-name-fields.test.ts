/**
 * Every message a validator can give names its field and says something: no "This field is required" beside a
 * field the reader cannot see named, and no "Invalid value" for a message key missing from the catalogs. Each
 * exported `validate*` is given an empty input, an input whose every property is blank text, one whose every
 * property is an object, and a few shaped inputs that reach the deeper rules.
 */
import { describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';
import * as validation from './index.js';
import { FALLBACK_MESSAGE } from './messages.js';

const everyProperty = (value: () => unknown): object =>
  new Proxy(
    {},
    {
      get: (_target, key) =>
        typeof key === 'symbol' || key === 'then' || key === 'toJSON' ? undefined : value(),
      has: () => true,
    },
  );

const INPUTS: unknown[] = [
  {},
  everyProperty(() => '   '),
  everyProperty(() => ({ a: 1 })),
  {
    method: 'BANK_TRANSFER',
    bankName: 'BCA',
    accountNumber: '1234567890',
    accountHolder: '   ',
    payoutCurrency: 'IDR',
  },
  { allowAllAge: false, setMinAge: 3, payDeposit: true, childrenPolicy: { childAgeFrom: 10, childAgeTo: 5 } },
  { allowAllAge: false, setMinAge: 30, childrenPolicy: { childAgeFrom: 1, childAgeTo: 40, adultMinAge: 2 } },
  { cardNumber: '4111', cvc: '1', currency: 'XYZ', balance: 1.234, expiryMonth: 1, expiryYear: 2000 },
  {
    kind: 'FREE_NIGHT',
    freeNight: { minNights: 0, freeNights: 0, maxFreeNights: -1 },
    tiers: [{ minNights: 0 }],
  },
];

const validators = Object.entries(validation).filter(
  (entry): entry is [string, (input: unknown) => unknown] =>
    /^validate[A-Z]/.test(entry[0]) && typeof entry[1] === 'function',
);

describe('validation messages', () => {
  it.each(['en', 'id'] as const)('name their field and exist in %s', (lang) => {
    const unnamed = translate(lang, 'validations.fields.default');
    const vague: string[] = [];
    let messages = 0;
    for (const [name, validate] of validators) {
      for (const input of INPUTS) {
        let errors: unknown;
        try {
          errors = validate(input);
        } catch {
          continue; // an input of a shape the validator does not take
        }
        if (!Array.isArray(errors)) continue;
        for (const e of validation.localizeFieldErrors(errors as validation.FieldError[], { lang })) {
          messages++;
          if (e.message.includes(unnamed!) || e.message === FALLBACK_MESSAGE)
            vague.push(`${name} ${e.field} ${e.code}: ${e.message}`);
        }
      }
    }
    expect(messages).toBeGreaterThan(200);
    expect([...new Set(vague)]).toEqual([]);
  });
});
