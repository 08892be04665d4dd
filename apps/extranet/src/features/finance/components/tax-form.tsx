import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { TAX_ACCOUNT_TYPES } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { RadioGroup } from '@extranet/ui/radio-group';
import { useToast } from '@extranet/ui/toast';
import { validateTaxAccount } from '@extranet/validation';
import { errorMessage } from '../../../shared/api/error-message';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { useT } from '../../../shared/i18n/language';
import { PinDialog } from '../../../shared/pin/pin-dialog';
import * as page from '../../../shared/styles/page.css';
import { taxAccountKey } from '../api/get-tax-account';
import { saveTaxAccount } from '../api/save-tax-account';
import { taxFormValues, type TaxAccount, type TaxFormValues } from '../model';
import { DocumentField } from './document-field';
import * as css from './finance.css';

const FIELDS = [
  'taxAccountType',
  'taxAccountName',
  'taxAccountNumber',
  'nitku',
  'branchTaxAccountName',
  'branchTaxAccountNumber',
  'taxAccountDocument',
  'branchTaxAccountDocument',
  'otherDocument',
] as const;

/**
 * The tax-number form (SPEC 2): type, name, NPWP, NITKU and the documents; COMPANY adds the branch and another
 * document. Checked as typed by validateTaxAccount (the server's validator); the server's field errors land on
 * their fields. Saving asks the PIN first (PinDialog), then one call (saveTaxAccount) with the PIN's proof.
 */
export function TaxForm({
  hotelId,
  account,
  onDone,
}: {
  hotelId: number;
  account: TaxAccount | null;
  onDone: (() => void) | null;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useValidatedForm<TaxFormValues>([(v) => validateTaxAccount(v)], taxFormValues(account));
  const type = useWatch({ control: form.control, name: 'taxAccountType' });
  /** The checked values waiting for the PIN (the dialog is open while set). */
  const [awaitingPin, setAwaitingPin] = useState<TaxFormValues | null>(null);
  const save = async (values: TaxFormValues, proof: string) => {
    setPending(true);
    setProblem(null);
    try {
      queryClient.setQueryData(
        taxAccountKey(hotelId),
        await saveTaxAccount(hotelId, values, account !== null, proof),
      );
      showSuccess(t('finance.tax.saved'));
      onDone?.();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS))
        setProblem(errorMessage(error, t('finance.tax.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <form
        className={page.form}
        noValidate
        onSubmit={form.handleSubmit((v) => {
          setProblem(null);
          setAwaitingPin(v);
        })}
        aria-labelledby="tax-form-title"
      >
        <h2 id="tax-form-title" className={page.cardTitle}>
          {account ? t('finance.tax.view') : t('finance.tax.add')}
        </h2>
        {problem ? (
          <div className={page.alert.error} role="alert">
            {problem}
          </div>
        ) : null}
        <Controller
          control={form.control}
          name="taxAccountType"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={t('finance.tax.type')}
              orientation="horizontal"
              options={TAX_ACCOUNT_TYPES.map((v) => ({ value: v, label: t(`finance.tax.types.${v}`) }))}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
              isRequired
              {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
            />
          )}
        />
        <div className={css.fields}>
          <FormTextField
            control={form.control}
            name="taxAccountName"
            label={t('finance.tax.name')}
            isRequired
          />
          <FormTextField
            control={form.control}
            name="taxAccountNumber"
            label={t('finance.tax.number')}
            description={t('finance.tax.numberHelp')}
            inputMode="numeric"
            isRequired
          />
          <FormTextField
            control={form.control}
            name="nitku"
            label={t('finance.tax.nitku')}
            description={t('finance.tax.nitkuHelp')}
            inputMode="numeric"
          />
        </div>
        <DocumentField
          control={form.control}
          name="taxAccountDocument"
          label={t('finance.tax.document')}
          stored={account?.taxAccountDocument ?? null}
          required
        />
        {type === 'COMPANY' ? (
          <>
            <div className={css.fields}>
              <FormTextField
                control={form.control}
                name="branchTaxAccountName"
                label={t('finance.tax.branchName')}
              />
              <FormTextField
                control={form.control}
                name="branchTaxAccountNumber"
                label={t('finance.tax.branchNumber')}
                description={t('finance.tax.numberHelp')}
                inputMode="numeric"
              />
            </div>
            <DocumentField
              control={form.control}
              name="branchTaxAccountDocument"
              label={t('finance.tax.branchDocument')}
              stored={account?.branchTaxAccountDocument ?? null}
            />
            <DocumentField
              control={form.control}
              name="otherDocument"
              label={t('finance.tax.otherDocument')}
              stored={account?.otherDocument ?? null}
            />
          </>
        ) : null}
        <div className={page.actions}>
          {onDone ? (
            <Button type="button" variant="secondary" onClick={onDone} disabled={pending}>
              {t('finance.tax.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {t('finance.tax.save')}
          </Button>
        </div>
      </form>
      {/* Outside the form: the dialog's own submit must not bubble (through the portal) into this form's. */}
      <PinDialog
        open={awaitingPin !== null}
        onOpenChange={(open) => {
          if (!open) setAwaitingPin(null);
        }}
        description={t('finance.tax.savePin')}
        onProof={(proof) => {
          if (awaitingPin) void save(awaitingPin, proof);
        }}
      />
    </>
  );
}
