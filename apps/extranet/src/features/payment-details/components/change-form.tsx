import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHODS, PAYOUT_CURRENCIES } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { EXCHANGE_RATE_DATES, PAYMENT_PLANS, validatePaymentDetailChange } from '@extranet/validation';
import { useT } from '../../../shared/i18n/language';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { FormRadioGroup } from '../../../shared/rates/fields';
import { errorMessage } from '../../../shared/api/error-message';
import { PinDialog } from '../../../shared/pin/pin-dialog';
import * as page from '../../../shared/styles/page.css';
import { paymentDetailsKey } from '../api/get-payment-details';
import { requestPaymentDetailChange } from '../api/request-payment-detail-change';
import { changeBody, changeValues, type ChangeValues, type PaymentDetails } from '../model';
import * as css from './payment-details.css';

const FIELDS = [
  'method',
  'bankName',
  'branch',
  'accountNumber',
  'accountHolder',
  'swiftCode',
  'paymentPlan',
  'payoutCurrency',
  'exchangeRateDate',
] as const;

/** The bank fields count only for a bank transfer: hidden, they are neither checked nor sent. */
const checked = (v: ChangeValues) => validatePaymentDetailChange(changeBody(v));

/**
 * Asking a change of the payment details (SENT to a market manager): checked values, then the PIN dialog, then
 * one service call with the PIN's proof.
 */
export function ChangeForm({
  hotelId,
  current,
  onDone,
}: {
  hotelId: number;
  current: PaymentDetails | null;
  onDone: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<ChangeValues>([checked], changeValues(current));
  const method = useWatch({ control: form.control, name: 'method' });
  /** The checked values waiting for the PIN (the dialog is open while set). */
  const [awaitingPin, setAwaitingPin] = useState<ChangeValues | null>(null);
  const send = useMutation({
    mutationFn: ({ values, proof }: { values: ChangeValues; proof: string }) =>
      requestPaymentDetailChange(hotelId, changeBody(values), proof),
    onSuccess: (view) => {
      queryClient.setQueryData(paymentDetailsKey(hotelId), view);
      showSuccess(t('paymentDetails.sent'));
      onDone();
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      setProblem(errorMessage(error, t('paymentDetails.submitError')));
    },
  });
  const { control } = form;
  return (
    <>
      <form
        className={page.form}
        noValidate
        aria-labelledby="payment-change-title"
        onSubmit={form.handleSubmit((v) => {
          setProblem(null);
          setAwaitingPin(v);
        })}
      >
        <h2 id="payment-change-title" className={page.cardTitle}>
          {t('paymentDetails.change')}
        </h2>
        {problem ? (
          <div className={page.alert.error} role="alert">
            {problem}
          </div>
        ) : null}
        <FormRadioGroup
          control={control}
          name="method"
          label={t('paymentDetails.fields.method')}
          isRequired
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`paymentDetails.method.${m}`) }))}
        />
        {method === 'BANK_TRANSFER' ? (
          <div className={css.grid}>
            <FormTextField
              control={control}
              name="bankName"
              label={t('paymentDetails.fields.bankName')}
              isRequired
              maxLength={100}
            />
            <FormTextField
              control={control}
              name="branch"
              label={t('paymentDetails.fields.branch')}
              isRequired
              maxLength={100}
            />
            <FormTextField
              control={control}
              name="accountNumber"
              label={t('paymentDetails.fields.accountNumber')}
              isRequired
              maxLength={40}
              inputMode="numeric"
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="accountHolder"
              label={t('paymentDetails.fields.accountHolder')}
              isRequired
              maxLength={100}
            />
            <FormTextField
              control={control}
              name="swiftCode"
              label={t('paymentDetails.fields.swiftCode')}
              isRequired
              maxLength={11}
              autoComplete="off"
            />
          </div>
        ) : null}
        <FormRadioGroup
          control={control}
          name="paymentPlan"
          label={t('paymentDetails.fields.paymentPlan')}
          isRequired
          orientation="horizontal"
          options={PAYMENT_PLANS.map((p) => ({ value: p, label: t(`paymentDetails.plan.${p}`) }))}
        />
        <FormRadioGroup
          control={control}
          name="payoutCurrency"
          label={t('paymentDetails.fields.payoutCurrency')}
          isRequired
          orientation="horizontal"
          options={PAYOUT_CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <FormRadioGroup
          control={control}
          name="exchangeRateDate"
          label={t('paymentDetails.fields.exchangeRateDate')}
          isRequired
          options={EXCHANGE_RATE_DATES.map((d) => ({ value: d, label: t(`paymentDetails.rateDate.${d}`) }))}
        />
        <div className={page.actions}>
          <Button variant="secondary" onClick={onDone}>
            {t('paymentDetails.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('paymentDetails.submit')}
          </Button>
        </div>
      </form>
      {/* Outside the form: the dialog's own submit must not bubble (through the portal) into this form's. */}
      <PinDialog
        open={awaitingPin !== null}
        onOpenChange={(open) => {
          if (!open) setAwaitingPin(null);
        }}
        description={t('paymentDetails.submitPin')}
        onProof={(proof) => {
          if (awaitingPin) send.mutate({ values: awaitingPin, proof });
        }}
      />
    </>
  );
}
