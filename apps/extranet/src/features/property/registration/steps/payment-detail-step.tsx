import { useWatch } from 'react-hook-form';
import { PAYMENT_METHODS, PAYOUT_CURRENCIES } from '@extranet/domain';
import { accountNumberDigits, validatePaymentDetail, type FieldError } from '@extranet/validation';
import { useT } from '../../../../shared/i18n/language';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { FormRadioGroup } from '../../../../shared/rates/fields';
import * as page from '../../../../shared/styles/page.css';
import { savePaymentDetail } from '../api/save-steps';
import * as css from '../registration.css';
import type { StepProps } from './step-props';
import { SaveAndContinue, StepProblem } from './step-actions';
import { useStepForm } from './use-step-form';
import { FormSelect } from './form-select';

interface Values {
  method: string | null;
  bankName: string;
  branch: string;
  accountNumber: string;
  accountHolder: string;
  swiftCode: string;
  payoutCurrency: string | null;
}

const FIELDS: readonly string[] = [
  'method',
  'bankName',
  'branch',
  'accountNumber',
  'accountHolder',
  'swiftCode',
  'payoutCurrency',
];

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The bank fields count only for a bank transfer: hidden, they are neither checked nor sent. */
function checked(v: Values): FieldError[] {
  if (v.method === 'BANK_TRANSFER') return validatePaymentDetail(v);
  return validatePaymentDetail({ method: v.method, payoutCurrency: v.payoutCurrency });
}

/** PAYMENT_DETAIL: the method; the bank account for a bank transfer; the payout currency. */
export function PaymentDetailStep(props: StepProps) {
  const t = useT();
  const { hotelId, registration } = props;
  const saved = registration.paymentDetail;
  const { form, save, onSubmit, problem } = useStepForm<Values>({
    props,
    validators: [checked],
    defaultValues: {
      method: saved?.method ?? null,
      bankName: saved?.bankName ?? '',
      branch: saved?.branch ?? '',
      accountNumber: saved?.accountNumber ?? '',
      accountHolder: saved?.accountHolder ?? '',
      swiftCode: saved?.swiftCode ?? '',
      payoutCurrency: saved?.payoutCurrency ?? 'IDR',
    },
    write: (v) => {
      const bank = v.method === 'BANK_TRANSFER';
      return savePaymentDetail(hotelId, {
        method: (v.method ?? 'BANK_TRANSFER') as (typeof PAYMENT_METHODS)[number],
        bankName: bank ? orNull(v.bankName) : null,
        branch: bank ? orNull(v.branch) : null,
        accountNumber: bank ? orNull(accountNumberDigits(v.accountNumber)) : null,
        accountHolder: bank ? orNull(v.accountHolder) : null,
        swiftCode: bank ? orNull(v.swiftCode.toUpperCase()) : null,
        payoutCurrency: v.payoutCurrency,
      });
    },
    fieldOf: (field) => (FIELDS.includes(field) ? (field as keyof Values) : undefined),
  });
  const { control } = form;
  const method = useWatch({ control, name: 'method' });
  return (
    <form className={page.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <StepProblem problem={problem} />
      <section className={page.card}>
        <FormRadioGroup
          control={control}
          name="method"
          label={t('registration.payment.method')}
          isRequired
          options={PAYMENT_METHODS.map((m) => ({
            value: m,
            label: t(`registration.payment.methods.${m}`),
            description: t(`registration.payment.methodHelp.${m}`),
          }))}
        />
        <div className={css.fieldGrid}>
          <FormSelect
            control={control}
            name="payoutCurrency"
            label={t('registration.payment.payoutCurrency')}
            isRequired
            options={PAYOUT_CURRENCIES.map((c) => ({ id: c, label: c }))}
          />
        </div>
      </section>
      {method === 'BANK_TRANSFER' ? (
        <section className={page.card} aria-labelledby="bank-title">
          <h2 id="bank-title" className={page.cardTitle}>
            {t('registration.payment.bankTitle')}
          </h2>
          <div className={css.fieldGrid}>
            <FormTextField
              control={control}
              name="bankName"
              label={t('registration.payment.bankName')}
              isRequired
              maxLength={100}
            />
            <FormTextField
              control={control}
              name="branch"
              label={t('registration.payment.branch')}
              isRequired
              maxLength={100}
            />
            <FormTextField
              control={control}
              name="accountNumber"
              label={t('registration.payment.accountNumber')}
              description={t('registration.payment.accountNumberHelp')}
              isRequired
              maxLength={40}
              inputMode="numeric"
            />
            <FormTextField
              control={control}
              name="accountHolder"
              label={t('registration.payment.accountHolder')}
              isRequired
              maxLength={100}
            />
            <FormTextField
              control={control}
              name="swiftCode"
              label={t('registration.payment.swiftCode')}
              description={t('registration.payment.swiftHelp')}
              isRequired
              maxLength={11}
              autoComplete="off"
            />
          </div>
        </section>
      ) : null}
      <SaveAndContinue pending={save.isPending} />
    </form>
  );
}
