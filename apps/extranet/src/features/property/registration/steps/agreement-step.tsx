import { Controller } from 'react-hook-form';
import { Checkbox } from '@extranet/ui/checkbox';
import { DateField } from '@extranet/ui/date-field';
import { AGREEMENT_VERSION, DEFAULT_TIME_ZONE, todayInZone } from '@extranet/domain';
import { validateAgreement } from '@extranet/validation';
import { useLanguage, useT } from '../../../../shared/i18n/language';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { currentHotel, useSignedInSession } from '../../../../shared/session/session';
import * as page from '../../../../shared/styles/page.css';
import { saveAgreement } from '../api/save-steps';
import * as css from '../registration.css';
import { AgreementText } from './agreement-text';
import type { StepProps } from './step-props';
import { SaveAndContinue, StepProblem } from './step-actions';
import { useStepForm } from './use-step-form';

interface Values {
  name: string;
  position: string;
  date: string | null;
  accepted: boolean;
  version: string;
}

const FIELDS: readonly string[] = ['name', 'position', 'date', 'accepted', 'version'];

/** AGREEMENT_DETAIL: the contract in the user's language, signed with name, position and date. */
export function AgreementStep(props: StepProps) {
  const t = useT();
  const { lang } = useLanguage();
  const { hotelId, registration } = props;
  const signed = registration.agreement;
  const current = signed !== null && signed.version === registration.agreementVersion;
  // The property's day, by the page's clock: the date may not be after it.
  const today = todayInZone(currentHotel(useSignedInSession())?.timeZone ?? DEFAULT_TIME_ZONE);
  const { form, save, onSubmit, problem } = useStepForm<Values>({
    props,
    validators: [(v) => validateAgreement(v, today)],
    defaultValues: {
      name: signed?.name ?? '',
      position: signed?.position ?? '',
      date: current ? signed.date : today,
      accepted: current,
      version: registration.agreementVersion || AGREEMENT_VERSION,
    },
    write: (v) =>
      saveAgreement(hotelId, {
        name: v.name.trim(),
        position: v.position.trim(),
        date: v.date ?? '',
        accepted: v.accepted,
        version: v.version,
        language: lang,
      }),
    fieldOf: (field) => (FIELDS.includes(field) ? (field as keyof Values) : undefined),
  });
  const { control } = form;
  return (
    <form className={page.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <StepProblem problem={problem} />
      {signed && !current ? (
        <div className={page.alert.info} role="status">
          {t('registration.agreement.outdated', { version: registration.agreementVersion })}
        </div>
      ) : null}
      {current ? (
        <p className={page.muted}>
          {t('registration.agreement.signed', {
            name: signed.name,
            position: signed.position,
            date: signed.date,
            version: signed.version,
          })}
        </p>
      ) : null}
      <AgreementText lang={lang} version={registration.agreementVersion} propertyName={registration.name} />
      <section className={page.card} aria-labelledby="sign-title">
        <h2 id="sign-title" className={page.cardTitle}>
          {t('registration.agreement.signTitle')}
        </h2>
        <div className={css.fieldGrid}>
          <FormTextField
            control={control}
            name="name"
            label={t('registration.agreement.name')}
            isRequired
            maxLength={100}
            autoComplete="name"
          />
          <FormTextField
            control={control}
            name="position"
            label={t('registration.agreement.position')}
            isRequired
            maxLength={100}
            autoComplete="organization-title"
          />
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <DateField
                label={t('registration.agreement.date')}
                isRequired
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                maxValue={today}
                {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="accepted"
          render={({ field, fieldState }) => (
            <div>
              <Checkbox
                isSelected={field.value}
                onChange={field.onChange}
                name={field.name}
                isRequired
                isInvalid={fieldState.error ? true : undefined}
              >
                {t('registration.agreement.accept')}
              </Checkbox>
              {fieldState.error?.message ? (
                <p className={css.fieldError} role="alert">
                  {fieldState.error.message}
                </p>
              ) : null}
            </div>
          )}
        />
        <Controller
          control={control}
          name="version"
          render={({ fieldState }) =>
            fieldState.error?.message ? (
              <p className={css.fieldError} role="alert">
                {fieldState.error.message}
              </p>
            ) : (
              <></>
            )
          }
        />
      </section>
      <SaveAndContinue pending={save.isPending} />
    </form>
  );
}
