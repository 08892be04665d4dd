// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormControl, type FieldValues, type ResolverOptions } from 'react-hook-form';
import { translate } from '@extranet/i18n';
import { pipeFormOptions, pipeResolver, scrollToFirstError } from './react-hook-form.js';
import { validateNewPassword } from './domain/auth.js';

const en = (key: string) => translate('en', key);

function options(fields: Record<string, unknown>, names?: string[]): ResolverOptions<FieldValues> {
  return {
    fields: fields as ResolverOptions<FieldValues>['fields'],
    names,
    shouldUseNativeValidation: false,
  };
}

describe('pipeResolver', () => {
  const resolver = pipeResolver<FieldValues>(
    { email: 'required|email', 'contacts.*.phone': 'required|min_length:6', note: 'max_length:3' },
    { translate: en, fieldLabels: { email: 'Work e-mail' } },
  );

  it('returns the values when everything passes', async () => {
    const values = { email: 'a@b.co', contacts: [{ phone: '123456' }], note: '' };
    expect(await resolver(values, undefined, options({}))).toEqual({ values, errors: {} });
  });

  it('returns nested errors with translated messages and labels', async () => {
    const result = await resolver(
      { email: '', contacts: [{ phone: '12' }], note: 'long' },
      undefined,
      options({}),
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: 'required', message: 'Work e-mail is required' },
      contacts: [{ phone: { type: 'min_length', message: 'Phone number must be at least 6 characters' } }],
      note: { type: 'max_length', message: 'This field must be at most 3 characters' },
    });
  });

  it('skips disabled fields (register option or disabled element)', async () => {
    const values = { email: '', contacts: [{ phone: '1' }], note: 'long' };
    const fields = {
      email: { name: 'email', ref: { disabled: true } },
      contacts: [{ phone: { name: 'contacts.0.phone', ref: {}, disabled: true } }],
      note: { name: 'note', ref: { disabled: false } },
    };
    const result = await resolver(values, undefined, options(fields, ['email', 'contacts.0.phone', 'note']));
    expect(Object.keys(result.errors)).toEqual(['note']);
  });

  it('orders errors as the fields were registered and attaches their elements', async () => {
    const noteRef = { name: 'note' };
    const emailRef = { name: 'email' };
    const fields = { note: { name: 'note', ref: noteRef }, email: { name: 'email', ref: emailRef } };
    const result = await resolver(
      { email: '', note: 'long', contacts: [] },
      undefined,
      options(fields, ['note', 'email']),
    );
    expect(Object.keys(result.errors)).toEqual(['note', 'email']);
    expect(result.errors.note?.ref).toBe(noteRef);
  });

  it('runs domain validators after the schema', async () => {
    const withPassword = pipeResolver<FieldValues>(
      {},
      { translate: en, validators: [(v) => validateNewPassword(v as never)] },
    );
    const result = await withPassword(
      { password: 'Extranet#2026', confirmPassword: 'x' },
      undefined,
      options({}),
    );
    expect(result.errors).toEqual({
      confirmPassword: { type: 'password.mismatch', message: 'The passwords do not match' },
    });
  });
});

describe('scrollToFirstError', () => {
  it('scrolls the first error with an element into view and focuses it without a second scroll', () => {
    const first = { scrollIntoView: vi.fn(), focus: vi.fn() };
    const second = { scrollIntoView: vi.fn(), focus: vi.fn() };
    const errors = {
      a: { type: 'required', message: 'x' },
      b: [{ c: { type: 'required', message: 'y', ref: first } }],
      d: { type: 'x', ref: second },
    };
    expect(scrollToFirstError(errors as never)).toBe(first);
    expect(first.scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    expect(first.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(second.scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing without elements', () => {
    expect(scrollToFirstError({ a: { type: 'required', message: 'x' } } as never)).toBeUndefined();
  });
});

describe('with a real react-hook-form control in a DOM', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function setup() {
    const form = createFormControl<{ name: string; email: string; code: string }>({
      ...pipeFormOptions({ name: 'required', email: 'required|email', code: 'length:4' }, { translate: en }),
      defaultValues: { name: '', email: '', code: '' },
    });
    const inputs = (['name', 'email', 'code'] as const).map((name) => {
      const input = document.createElement('input');
      input.name = name;
      input.scrollIntoView = vi.fn();
      document.body.append(input);
      const registration = form.register(name, name === 'code' ? { disabled: true } : undefined);
      registration.ref(input);
      return { input, registration };
    });
    return { form, inputs };
  }

  it('validates a field as soon as it changes (mode onChange)', async () => {
    const { form, inputs } = setup();
    const email = inputs[1]!;
    email.input.value = 'not-an-email';
    await email.registration.onChange({ target: email.input, type: 'change' });
    expect(form.control._formState.errors.email?.message).toBe('E-mail must be a valid e-mail address');
    email.input.value = 'owner@hotel.id';
    await email.registration.onChange({ target: email.input, type: 'change' });
    expect(form.control._formState.errors.email).toBeUndefined();
  });

  it('on submit, scrolls to and focuses the first invalid field, skipping the disabled one', async () => {
    const { form, inputs } = setup();
    const [name, email, code] = inputs.map((i) => i.input) as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ];
    name.value = 'Budi';
    await inputs[0]!.registration.onChange({ target: name, type: 'change' });
    const onValid = vi.fn();
    await form.handleSubmit(onValid, scrollToFirstError)();
    expect(onValid).not.toHaveBeenCalled();
    expect(Object.keys(form.control._formState.errors)).toEqual(['email']);
    expect(email.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(name.scrollIntoView).not.toHaveBeenCalled();
    expect(code.scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(email);
  });
});
