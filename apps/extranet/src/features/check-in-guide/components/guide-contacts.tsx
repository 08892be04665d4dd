import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { PhoneField } from '../../../shared/forms/phone-field';
import { useT } from '../../../shared/i18n/language';
import type { GuideValues } from '../model';
import * as css from './check-in-guide.css';

/** The two contacts guests call on arrival: the first required, the second complete once started. */
export function GuideContacts({ control }: { control: Control<GuideValues> }) {
  const t = useT();
  return (
    <section className={css.section} aria-labelledby="guide-contacts-title">
      <div>
        <h2 id="guide-contacts-title" className={css.sectionTitle}>
          {t('checkInGuide.form.contacts')}
        </h2>
        <p className={css.help}>{t('checkInGuide.form.contactsHelp')}</p>
      </div>
      <div className={css.contacts}>
        {([0, 1] as const).map((index) => (
          <fieldset key={index} className={css.contact}>
            <legend className={css.legend}>{t('checkInGuide.form.contactTitle', { n: index + 1 })}</legend>
            <FormTextField
              control={control}
              name={`contacts.${index}.name`}
              label={t('checkInGuide.form.contactName')}
              isRequired={index === 0}
              autoComplete="off"
              maxLength={100}
            />
            <Controller
              control={control}
              name={`contacts.${index}.phone`}
              render={({ field, fieldState }) => (
                <Controller
                  control={control}
                  name={`contacts.${index}.phoneCode`}
                  render={({ field: code, fieldState: codeState }) => (
                    <PhoneField
                      label={t('checkInGuide.form.contactPhone')}
                      codeLabel={t('checkInGuide.form.contactCode')}
                      code={code.value}
                      onCodeChange={code.onChange}
                      number={field.value}
                      onNumberChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                      codeError={codeState.error?.message}
                      isRequired={index === 0}
                      name={`contact${index + 1}Phone`}
                      inputRef={field.ref}
                    />
                  )}
                />
              )}
            />
          </fieldset>
        ))}
      </div>
    </section>
  );
}
