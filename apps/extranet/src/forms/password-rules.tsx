import { PASSWORD_MIN_LENGTH } from '@extranet/validation';
import { useT } from '../i18n/language';
import * as css from './forms.css';

export interface PasswordRuleState {
  length: boolean;
  lower: boolean;
  upper: boolean;
  digit: boolean;
  match: boolean;
}

/** The rules of SPEC 5 a new password must meet, checked live as the user types. */
export function passwordRuleState(password: string, confirmation: string): PasswordRuleState {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    digit: /\d/.test(password),
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
        {(Object.keys(state) as (keyof PasswordRuleState)[]).map((rule) => (
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
