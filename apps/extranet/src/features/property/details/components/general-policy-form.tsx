import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';
import { PageLoading, RequestErrorScreen } from '../../../../shared/components/status-screens';
import { applyServerFieldErrors, useValidatedForm } from '../../../../shared/forms/use-validated-form';
import { FormNumberField, FormRadioGroup } from '../../../../shared/rates/fields';
import * as css from '../../../../shared/styles/page.css';
import * as ui from '../../../../shared/rates/rates-ui.css';
import { currentHotel, useSession } from '../../../../shared/session/session';
import { propertyDetailsKey, useGeneralPolicy } from '../api/get-general-policy';
import { updateGeneralPolicy } from '../api/update-general-policy';
import {
  POLICY_FIELDS,
  policyValues,
  toPolicyInput,
  validatePolicyValues,
  type GeneralPolicy,
  type PolicyValues,
  kindKey,
} from '../model';
import { FormSelect, FormSwitch, FormTime } from './policy-fields';

export interface GeneralPolicyFormProps {
  hotelId: number;
  /** registration: a step of the wizard ("save and continue"); content: the hotel details page. */
  mode: 'registration' | 'content';
  /** Called with the saved policy (the wizard goes to its next step). */
  onSaved?: (policy: GeneralPolicy) => void;
}

const GENDERS = ['ALL', 'MALE_ONLY', 'FEMALE_ONLY'] as const;
const MARRIAGE = ['NONE', 'MARRIED_ONLY'] as const;

function PolicyForm({ hotelId, mode, onSaved, policy }: GeneralPolicyFormProps & { policy: GeneralPolicy }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  // A home's own wording ("property details"); the wizard may render before the session has loaded.
  const accommodationType = currentHotel(useSession().data)?.accommodationType === 'NHA' ? 'NHA' : 'HOTEL';
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<PolicyValues>([validatePolicyValues], policyValues(policy));
  const { control } = form;
  const save = useMutation({
    mutationFn: (values: PolicyValues) => updateGeneralPolicy(hotelId, toPolicyInput(values)),
    onSuccess: async (saved) => {
      setProblem(null);
      form.reset(policyValues(saved));
      if (mode === 'content') showSuccess(t(kindKey('propertyDetails.policy.saved', accommodationType)));
      await queryClient.invalidateQueries({ queryKey: propertyDetailsKey(hotelId) });
      onSaved?.(saved);
    },
    onError: (error) => {
      if (applyServerFieldErrors<PolicyValues>(error, form.setError, POLICY_FIELDS)) return;
      setProblem(errorMessage(error, t(kindKey('propertyDetails.policy.saveFailed', accommodationType))));
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values), scrollToFirstError);
  const age = useWatch({ control, name: 'age' });
  const payDeposit = useWatch({ control, name: 'payDeposit' });
  const p = (key: string) => t(`propertyDetails.policy.${key}`);
  return (
    <form className={ui.formLayout} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={p('general')}>
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      {mode === 'registration' && !policy.complete ? <p className={ui.help}>{p('incomplete')}</p> : null}
      <section className={ui.section} aria-labelledby="policy-general">
        <h2 id="policy-general" className={ui.sectionTitle}>
          {p('general')}
        </h2>
        <div className={ui.checkGrid}>
          <FormSwitch control={control} name="allowAlcoholicDrink" label={p('alcohol')} />
          <FormSwitch control={control} name="allowPets" label={p('pets')} />
          <FormSwitch control={control} name="allowSmoking" label={p('smoking')} />
        </div>
        <div className={ui.fieldGrid}>
          <FormSelect
            control={control}
            name="genderType"
            label={p('gender')}
            options={GENDERS.map((id) => ({ id, label: p(`gender${id}`) }))}
          />
          <FormSelect
            control={control}
            name="marriageRegulation"
            label={p('marriage')}
            options={MARRIAGE.map((id) => ({ id, label: p(`marriage${id}`) }))}
          />
        </div>
        <FormRadioGroup
          control={control}
          name="age"
          label={p('age')}
          orientation="horizontal"
          options={[
            { value: 'ALL', label: p('allAges') },
            { value: 'MIN', label: p('minimumAge') },
          ]}
        />
        {age === 'MIN' ? (
          <div className={ui.fieldGrid}>
            <FormNumberField control={control} name="setMinAge" label={p('setMinAge')} isRequired />
          </div>
        ) : null}
        <FormSwitch control={control} name="payDeposit" label={p('deposit')} />
        {payDeposit ? (
          <div className={ui.fieldGrid}>
            <FormNumberField
              control={control}
              name="depositAmount"
              label={p('depositAmount')}
              isRequired
              money
            />
          </div>
        ) : null}
        <div className={ui.fieldGrid} role="group" aria-label={p('breakfast')}>
          <FormTime control={control} name="breakfastTime.start" label={p('breakfastStart')} />
          <FormTime control={control} name="breakfastTime.end" label={p('breakfastEnd')} />
        </div>
      </section>
      <section id="children-policies" className={ui.section} aria-labelledby="policy-children" tabIndex={-1}>
        <h2 id="policy-children" className={ui.sectionTitle}>
          {p('children')}
        </h2>
        <p className={ui.help}>{p('childrenHelp')}</p>
        <div className={ui.fieldGrid}>
          <FormNumberField
            control={control}
            name="childrenPolicy.childAgeFrom"
            label={p('childAgeFrom')}
            isRequired
          />
          <FormNumberField
            control={control}
            name="childrenPolicy.childAgeTo"
            label={p('childAgeTo')}
            isRequired
          />
          <FormNumberField
            control={control}
            name="childrenPolicy.adultMinAge"
            label={p('adultMinAge')}
            isRequired
          />
        </div>
      </section>
      <div className={ui.stickyActions}>
        <Button type="submit" loading={save.isPending}>
          {p(mode === 'registration' ? 'saveAndContinue' : 'save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The general policy and children policies of a property, saved with one PUT. The registration wizard embeds
 * it (mode "registration": the button reads "save and continue" and `onSaved` moves on); the hotel details
 * page shows it in mode "content".
 */
export function GeneralPolicyForm(props: GeneralPolicyFormProps) {
  const query = useGeneralPolicy(props.hotelId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <RequestErrorScreen error={query.error} onRetry={() => void query.refetch()} />;
  return <PolicyForm key={query.data.updatedAt ?? 'new'} {...props} policy={query.data} />;
}
