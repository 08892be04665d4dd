import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { GENERAL_INFO_FIELDS } from '@extranet/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { Select } from '@extranet/ui/select';
import { TextArea } from '@extranet/ui/text-area';
import { TimeField } from '@extranet/ui/time-field';
import { useToast } from '@extranet/ui/toast';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { errorMessage } from '../../../shared/api/error-message';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import { generalInfoKey, useGeneralInfo } from './api/get-general-info';
import { updateGeneralInfo } from './api/update-general-info';
import { ChangeRequestStatus } from './change-request-status';
import { LocationFields } from './location-fields';
import {
  generalInfoValidator,
  toGeneralInfoInput,
  valuesFromGeneralInfo,
  type GeneralInfoValues,
} from './model';
import { PhoneField } from '../../../shared/forms/phone-field';

export type PropertyFormMode = 'registration' | 'content';

export interface GeneralInfoFormProps {
  hotelId: number;
  /** registration: the wizard's step ("save and continue"); content: the Property page. */
  mode: PropertyFormMode;
  /** After a save (or a change request sent). */
  onSaved?: (outcome: Schemas['GeneralInfoSaved']['outcome']) => void;
}

const STARS = ['0', '1', '2', '3', '4', '5'] as const;

function Editor({
  hotelId,
  mode,
  onSaved,
  answer,
}: GeneralInfoFormProps & { answer: Schemas['GeneralInfoAnswer'] }) {
  const t = useT();
  const { showSuccess } = useToast();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const info = answer.generalInfo;
  const hotel = info.accommodationType === 'HOTEL';
  // A request waiting for review is what the owner last asked for: the form starts from it.
  const pending = answer.changeRequest?.status === 'SENT' ? answer.changeRequest.proposed : null;
  const form = useValidatedForm<GeneralInfoValues>(
    [generalInfoValidator(hotel, mode === 'registration')],
    valuesFromGeneralInfo(pending ? { ...info, ...pending } : info),
  );
  const { control, setValue } = form;
  const save = useMutation({
    mutationFn: (values: GeneralInfoValues) => updateGeneralInfo(hotelId, toGeneralInfoInput(values, hotel)),
    onSuccess: (saved) => {
      setProblem(null);
      const { outcome, ...next } = saved;
      queryClient.setQueryData(generalInfoKey(hotelId), next);
      showSuccess(t(outcome === 'SAVED' ? 'propertyInfo.general.saved' : 'propertyInfo.general.requested'));
      onSaved?.(outcome);
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, [...GENERAL_INFO_FIELDS])) return;
      setProblem(errorMessage(error, t('propertyInfo.general.saveFailed')));
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values), scrollToFirstError);
  const requestMode = answer.editMode === 'CHANGE_REQUEST';
  const submitLabel =
    mode === 'registration'
      ? 'propertyInfo.general.saveAndContinue'
      : requestMode
        ? 'propertyInfo.general.sendRequest'
        : 'propertyInfo.general.save';
  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('propertyInfo.page.title')}
    >
      {requestMode ? (
        <div className={page.alert.info} role="note">
          {t('propertyInfo.general.changeRequestMode')}
        </div>
      ) : null}
      {answer.changeRequest ? <ChangeRequestStatus request={answer.changeRequest} /> : null}
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section} aria-labelledby="gi-details">
        <h2 id="gi-details" className={ui.sectionTitle}>
          {t('propertyInfo.general.title')}
        </h2>
        <FormTextField
          control={control}
          name="name"
          label={t('propertyInfo.general.name')}
          isRequired
          maxLength={200}
        />
        <dl className={page.facts}>
          <div className={page.fact}>
            <dt className={page.factLabel}>{t('propertyInfo.general.propertyType')}</dt>
            <dd className={page.factValue}>
              {info.propertyType
                ? t(`registration.propertyType.types.${info.propertyType}`)
                : t('propertyInfo.general.noPropertyType')}
            </dd>
          </div>
          <div className={page.fact}>
            <dt className={page.factLabel}>{t('propertyInfo.general.picContact')}</dt>
            <dd className={page.factValue}>
              {answer.picContact
                ? `${answer.picContact.name} · ${answer.picContact.email}`
                : t('propertyInfo.general.noPicContact')}
            </dd>
          </div>
        </dl>
        {hotel ? (
          <Controller
            control={control}
            name="starRating"
            render={({ field, fieldState }) => (
              <Select
                label={t('propertyInfo.general.starRating')}
                name={field.name}
                options={[
                  { id: '', label: t('propertyInfo.general.noStar') },
                  ...STARS.slice(1).map((s) => ({
                    id: s,
                    label: t('propertyInfo.general.stars', { count: s }),
                  })),
                ]}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <TextArea
              label={t('propertyInfo.general.description')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rows={5}
              maxLength={5000}
              {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
            />
          )}
        />
      </section>
      <section className={ui.section} aria-labelledby="gi-location">
        <h2 id="gi-location" className={ui.sectionTitle}>
          {t('propertyInfo.general.location')}
        </h2>
        <FormTextField
          control={control}
          name="address"
          label={t('propertyInfo.general.address')}
          isRequired
          autoComplete="street-address"
          maxLength={500}
        />
        <LocationFields control={control} setValue={setValue} />
        <div className={ui.fieldGrid}>
          {(['latitude', 'longitude'] as const).map((name) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={t(`propertyInfo.general.${name}`)}
              description={t('propertyInfo.general.coordinatesHelp')}
              inputMode="decimal"
              maxLength={12}
              isRequired={mode === 'registration'}
            />
          ))}
        </div>
      </section>
      <section className={ui.section} aria-labelledby="gi-contact">
        <h2 id="gi-contact" className={ui.sectionTitle}>
          {t('propertyInfo.general.contact')}
        </h2>
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <Controller
              control={control}
              name="phoneCode"
              render={({ field: code, fieldState: codeState }) => (
                <PhoneField
                  label={t('propertyInfo.general.phone')}
                  codeLabel={t('propertyInfo.general.phoneCode')}
                  code={code.value}
                  onCodeChange={code.onChange}
                  number={field.value}
                  onNumberChange={field.onChange}
                  onBlur={field.onBlur}
                  description={t('propertyInfo.general.phoneHelp')}
                  error={fieldState.error?.message}
                  codeError={codeState.error?.message}
                  isRequired
                  name="phone"
                  inputRef={field.ref}
                />
              )}
            />
          )}
        />
        <div className={ui.fieldGrid}>
          <FormTextField
            control={control}
            name="email"
            label={t('propertyInfo.general.email')}
            type="email"
            autoComplete="email"
            isRequired
            maxLength={254}
          />
          <FormTextField
            control={control}
            name="website"
            label={t('propertyInfo.general.website')}
            description={t('propertyInfo.general.websiteHelp')}
            type="url"
            maxLength={500}
          />
        </div>
      </section>
      <section className={ui.section} aria-labelledby="gi-times">
        <h2 id="gi-times" className={ui.sectionTitle}>
          {t('propertyInfo.general.times')}
        </h2>
        <div className={ui.fieldGrid}>
          {(['checkInTime', 'checkOutTime'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <TimeField
                  label={t(
                    name === 'checkInTime' ? 'propertyInfo.general.checkIn' : 'propertyInfo.general.checkOut',
                  )}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
                />
              )}
            />
          ))}
        </div>
      </section>
      <div className={ui.stickyActions}>
        <Button type="submit" loading={save.isPending}>
          {t(submitLabel)}
        </Button>
      </div>
    </form>
  );
}

/** The general-info form of a property (the Property page and the registration wizard's general-info step). */
export function GeneralInfoForm(props: GeneralInfoFormProps) {
  const query = useGeneralInfo(props.hotelId);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <RequestErrorScreen error={query.error} onRetry={() => void query.refetch()} headingLevel={2} />;
  return <Editor {...props} answer={query.data} />;
}
