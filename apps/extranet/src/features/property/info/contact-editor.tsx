import { useEffect, useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { CONTACT_KINDS } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { Checkbox } from '@extranet/ui/checkbox';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { errorMessage } from '../../../shared/api/error-message';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import * as ui from '../../../shared/rates/rates-ui.css';
import { createContact } from './api/create-contact';
import { updateContact } from './api/update-contact';
import { CONTACT_FORM_FIELDS, contactValidator, toContactInput, type ContactValues } from './model';
import { PhoneField } from '../../../shared/forms/phone-field';
import * as css from './info.css';

export interface ContactEditorProps {
  hotelId: number;
  /** The contact to change, or undefined for a new one. */
  contactId?: number | undefined;
  initial: ContactValues;
  onDone: (contacts: Schemas['ContactList']) => void;
  onCancel: () => void;
}

/** The form of one contact (new or existing): SPEC 5 rules as the user types, the server's errors on fields. */
export function ContactEditor({ hotelId, contactId, initial, onDone, onCancel }: ContactEditorProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<ContactValues>([contactValidator], initial);
  const { control, setFocus } = form;
  // Opened from a button: keyboard users continue in the form.
  useEffect(() => setFocus('name'), [setFocus]);
  const save = useMutation({
    mutationFn: (values: ContactValues) =>
      contactId === undefined
        ? createContact(hotelId, toContactInput(values))
        : updateContact(hotelId, contactId, toContactInput(values)),
    onSuccess: onDone,
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, CONTACT_FORM_FIELDS as Path<ContactValues>[])) return;
      setProblem(errorMessage(error, t('propertyInfo.contacts.saveFailed')));
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values), scrollToFirstError);
  const titleId = `contact-editor-${contactId ?? 'new'}`;
  return (
    <form className={ui.section} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={titleId}>
      <h3 id={titleId} className={ui.sectionTitle}>
        {t(contactId === undefined ? 'propertyInfo.contacts.addTitle' : 'propertyInfo.contacts.editTitle')}
      </h3>
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <div className={ui.fieldGrid}>
        <FormTextField
          control={control}
          name="name"
          label={t('propertyInfo.contacts.name')}
          isRequired
          autoComplete="name"
          maxLength={50}
        />
        <FormTextField
          control={control}
          name="position"
          label={t('propertyInfo.contacts.position')}
          isRequired
          autoComplete="organization-title"
          maxLength={100}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('propertyInfo.contacts.email')}
          type="email"
          autoComplete="email"
          isRequired
          maxLength={254}
        />
      </div>
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <Controller
            control={control}
            name="mobileCode"
            render={({ field: code, fieldState: codeState }) => (
              <PhoneField
                label={t('propertyInfo.contacts.mobile')}
                codeLabel={t('propertyInfo.contacts.mobileCode')}
                code={code.value}
                onCodeChange={code.onChange}
                number={field.value}
                onNumberChange={field.onChange}
                onBlur={field.onBlur}
                description={t('propertyInfo.contacts.mobileHelp')}
                error={fieldState.error?.message}
                codeError={codeState.error?.message}
                isRequired
                name="mobile"
                inputRef={field.ref}
              />
            )}
          />
        )}
      />
      <div className={ui.fieldGrid}>
        <FormTextField
          control={control}
          name="phone"
          label={t('propertyInfo.contacts.phone')}
          type="tel"
          maxLength={20}
        />
        <FormTextField
          control={control}
          name="fax"
          label={t('propertyInfo.contacts.fax')}
          type="tel"
          maxLength={20}
        />
      </div>
      <Controller
        control={control}
        name="kinds"
        render={({ field }) => (
          <fieldset className={css.kindGroup} aria-describedby={`${titleId}-kinds-help`}>
            <legend className={css.legend}>{t('propertyInfo.contacts.kinds')}</legend>
            {CONTACT_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                isSelected={field.value.includes(kind)}
                onChange={(on) =>
                  field.onChange(on ? [...field.value, kind] : field.value.filter((k) => k !== kind))
                }
              >
                {t(`propertyInfo.contacts.kind.${kind}`)}
              </Checkbox>
            ))}
            <span id={`${titleId}-kinds-help`} className={ui.help}>
              {t('propertyInfo.contacts.kindsHelp')}
            </span>
          </fieldset>
        )}
      />
      <div className={css.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('propertyInfo.contacts.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('propertyInfo.contacts.save')}
        </Button>
      </div>
    </form>
  );
}
