import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { RadioGroup } from '@extranet/ui/radio-group';
import { useToast } from '@extranet/ui/toast';
import { COMMISSION_CALCULATION_MODES } from '@extranet/domain';
import { validateCommissionProposal } from '@extranet/validation';
import { errorMessage } from '../../../shared/api/error-message';
import { useT } from '../../../shared/i18n/language';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import * as page from '../../../shared/styles/page.css';
import { commissionKey } from '../api/list-commissions';
import { commissionLogKey } from '../api/list-commission-log';
import { requestCommissionChanges } from '../api/request-commission-changes';
import {
  commissionBody,
  commissionFormValues,
  proposalToValidate,
  type Commission,
  type CommissionFormValues,
} from '../model';
import * as css from './finance.css';

const FIELDS = [
  'propertyPercentage',
  'preferredPartnerPercentage',
  'addOnsPercentage',
  'calculationMode',
] as const;

/** The proposed values (validated as typed, by the rules the server runs), saved as the draft of a change. */
export function CommissionForm({
  hotelId,
  commission,
  onDone,
}: {
  hotelId: number;
  commission: Commission;
  onDone: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useValidatedForm<CommissionFormValues>(
    [(v) => validateCommissionProposal(proposalToValidate(v))],
    commissionFormValues(commission),
  );
  const save = async (values: CommissionFormValues) => {
    setPending(true);
    setProblem(null);
    try {
      const next = await requestCommissionChanges(hotelId, commissionBody(values));
      queryClient.setQueryData(commissionKey(hotelId), next);
      await queryClient.invalidateQueries({ queryKey: commissionLogKey(hotelId) });
      showSuccess(t('finance.commission.draftSaved'));
      onDone();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS))
        setProblem(errorMessage(error, t('finance.commission.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      className={page.form}
      noValidate
      onSubmit={form.handleSubmit((v) => void save(v))}
      aria-labelledby="commission-form-title"
    >
      <h2 id="commission-form-title" className={page.cardTitle}>
        {t('finance.commission.changeTitle')}
      </h2>
      <p className={page.muted}>{t('finance.commission.changeHelp')}</p>
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <div className={css.fields}>
        <FormTextField
          control={form.control}
          name="propertyPercentage"
          label={t('finance.commission.property')}
          inputMode="decimal"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="preferredPartnerPercentage"
          label={t('finance.commission.preferredPartner')}
          inputMode="decimal"
          isRequired
        />
        <FormTextField
          control={form.control}
          name="addOnsPercentage"
          label={t('finance.commission.addOns')}
          inputMode="decimal"
          isRequired
        />
      </div>
      <Controller
        control={form.control}
        name="calculationMode"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t('finance.commission.mode')}
            orientation="horizontal"
            options={COMMISSION_CALCULATION_MODES.map((m) => ({ value: m, label: t(`finance.modes.${m}`) }))}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            isRequired
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        )}
      />
      <div className={page.actions}>
        <Button type="button" variant="secondary" onClick={onDone} disabled={pending}>
          {t('finance.commission.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('finance.commission.saveDraft')}
        </Button>
      </div>
    </form>
  );
}
