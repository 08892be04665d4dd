import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, PASSWORD_REQUIRES_SPECIAL_CHARACTER } from '@extranet/validation';
import { useT } from '../i18n/language';
import { FormTextField } from './form-text-field';
import * as css from './forms.css';

export interface PasswordRuleState {
  length: boolean;
  lower: boolean;
  upper: boolean;
  digit: boolean;
  /** A character other than a letter or digit (the stricter of the spec's texts; see the validation package). */
  special: boolean;
  match: boolean;
}

/** The rules of SPEC 5 a new password must meet, checked live as the user types. */
export function passwordRuleState(password: string, confirmation: string): PasswordRuleState {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: !PASSWORD_REQUIRES_SPECIAL_CHARACTER || /[^A-Za-z0-9]/.test(password),
    match: password !== '' && password === confirmation,
  };
}

export function PasswordRules({
  password,
  confirmation,
  id,
}: {
  password: string;
  confirmation: string;
  id?: string;
}) {
  const t = useT();
  const state = passwordRuleState(password, confirmation);
  return (
    <div id={id} className={css.rules}>
      <p className={css.rulesTitle}>{t('auth.register.rules.title')}</p>
      <ul className={css.rulesList}>
        {(Object.keys(state) as (keyof PasswordRuleState)[])
          .filter((rule) => rule !== 'special' || PASSWORD_REQUIRES_SPECIAL_CHARACTER)
          .map((rule) => (
            <li key={rule} className={state[rule] ? css.ruleMet : css.rule}>
              <span aria-hidden="true" className={css.ruleMark}>
                {state[rule] ? '✓' : '•'}
              </span>
              <span>{t(`auth.register.rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}</span>
              <span className={css.srOnly}>
                {' '}
                ({state[rule] ? t('auth.register.rules.met') : t('auth.register.rules.notMet')})
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}

/**
 * The new password, its confirmation and the live rules, bound to a form whose fields are named `password` and
 * `confirmPassword` (registration, password reset, change password).
 */
export function NewPasswordFields<V extends FieldValues & { password: string; confirmPassword: string }>({
  control,
  passwordLabel,
}: {
  control: Control<V>;
  passwordLabel: ReactNode;
}) {
  const t = useT();
  const password = useWatch({ control, name: 'password' as Path<V> }) as string | undefined;
  const confirmation = useWatch({ control, name: 'confirmPassword' as Path<V> }) as string | undefined;
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as Path<V>}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as Path<V>}
        label={t('auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <PasswordRules password={password ?? ''} confirmation={confirmation ?? ''} />
    </>
  );
}
