import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { Tabs } from '@extranet/ui/tabs';
import { TextArea } from '@extranet/ui/text-area';
import { TimeField } from '@extranet/ui/time-field';
import { useToast } from '@extranet/ui/toast';
import { validateCheckInGuideSubmit } from '@extranet/validation/phone';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { errorMessage } from '../../../shared/api/error-message';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { useT } from '../../../shared/i18n/language';
import { focusRef } from '../../../shared/rates/fields';
import * as page from '../../../shared/styles/page.css';
import { checkInGuideKey } from '../api/get-check-in-guide';
import { saveCheckInGuideDraft } from '../api/save-draft';
import { submitCheckInGuide } from '../api/submit-check-in-guide';
import {
  errorFields,
  errorsIn,
  formFieldOf,
  GUIDE_LANGUAGES,
  GUIDE_LISTS,
  guideValues,
  toContentInput,
  type CheckInGuide,
  type GuideLanguage,
  type GuideValues,
} from '../model';
import { GuideContacts } from './guide-contacts';
import { GuideListField } from './guide-list-field';
import { GuidePhotos } from './guide-photos';
import * as css from './check-in-guide.css';

const TIMES = ['checkInFrom', 'checkInUntil', 'checkOutUntil'] as const;

/**
 * The guide's form: texts per language tab (title, description, the ordered lists), times, contacts and
 * photos. "Save draft" keeps whatever is written on the server; "Submit" checks SPEC 5 here and on the server
 * (the same validator) and makes a new version.
 */
export function GuideForm({ hotelId, guide }: { hotelId: number; guide: CheckInGuide }) {
  const t = useT();
  const f = (key: string, params?: Record<string, string | number>) => t(`checkInGuide.form.${key}`, params);
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [tab, setTab] = useState<GuideLanguage>('id');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<GuideValues>(
    [validateCheckInGuideSubmit],
    guideValues(guide.content, guide.photos),
  );
  const { control } = form;
  const guideKey = [...checkInGuideKey(hotelId), 'guide'];

  /** The form shows what was sent (trimmed, empty entries dropped), so the server's field names fit it. */
  const showSent = (sent: GuideValues) => form.reset(guideValues(sent));

  const save = useMutation({
    mutationFn: (content: GuideValues) => saveCheckInGuideDraft(hotelId, content),
    onSuccess: (next) => {
      queryClient.setQueryData(guideKey, next);
      form.reset(guideValues(next.content, next.photos));
      setProblem(null);
      showSuccess(f('saved'));
    },
    onError: (error, sent) => {
      showSent(sent);
      if (applyServerFieldErrors<GuideValues>(error, form.setError, formFieldOf as never)) return;
      setProblem(errorMessage(error, f('saveFailed')));
    },
  });
  const submit = useMutation({
    mutationFn: (content: GuideValues) => submitCheckInGuide(hotelId, content),
    onSuccess: async (version) => {
      setProblem(null);
      form.reset(guideValues(version.content, version.photos));
      showSuccess(f('submitted', { version: version.version }));
      await queryClient.invalidateQueries({ queryKey: checkInGuideKey(hotelId) });
    },
    onError: (error, sent) => {
      // The server kept the draft as sent, also when it refused to submit it.
      showSent(sent);
      void queryClient.invalidateQueries({ queryKey: guideKey });
      if (applyServerFieldErrors<GuideValues>(error, form.setError, formFieldOf as never)) {
        setProblem(f('invalid'));
        return;
      }
      setProblem(errorMessage(error, f('submitFailed')));
    },
  });

  const onInvalid = (errors: FieldErrors<GuideValues>) => {
    setProblem(f('invalid'));
    const fields = errorFields(errors);
    const other = GUIDE_LANGUAGES.find((l) => l !== tab)!;
    if (errorsIn(fields, tab) === 0 && errorsIn(fields, other) > 0) {
      setTab(other);
      const first = fields.find((name) => name.endsWith(`.${other}`));
      // The other tab's fields exist once it is shown.
      if (first) setTimeout(() => form.setFocus(first as never), 50);
      return;
    }
    scrollToFirstError(errors);
  };
  const onSubmit = form.handleSubmit((values) => submit.mutate(toContentInput(values)), onInvalid);
  const busy = save.isPending || submit.isPending;
  const fields = errorFields(form.formState.errors);

  const texts = (lang: GuideLanguage) => (
    <div className={css.section}>
      <FormTextField
        control={control}
        name={`title.${lang}`}
        label={f('titleField')}
        isRequired
        maxLength={100}
      />
      <Controller
        control={control}
        name={`description.${lang}`}
        render={({ field, fieldState }) => (
          <div ref={focusRef(field.ref)}>
            <TextArea
              label={f('descriptionField')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              rows={4}
              maxLength={2000}
              isRequired
              {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
            />
          </div>
        )}
      />
      {GUIDE_LISTS.map((name) => (
        <GuideListField key={name} control={control} name={name} lang={lang} />
      ))}
    </div>
  );

  return (
    <form
      className={page.form}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('checkInGuide.views.form')}
    >
      <section className={page.card} aria-labelledby="guide-texts-title">
        <h2 id="guide-texts-title" className={css.sectionTitle}>
          {f('general')}
        </h2>
        <Tabs
          aria-label={f('languages')}
          value={tab}
          onChange={(id) => setTab(id as GuideLanguage)}
          items={GUIDE_LANGUAGES.map((lang) => {
            const count = errorsIn(fields, lang);
            return {
              id: lang,
              label:
                count > 0 ? `${f(`language.${lang}`)} · ${f('tabErrors', { count })}` : f(`language.${lang}`),
              content: texts(lang),
            };
          })}
        />
      </section>
      <section className={page.card} aria-labelledby="guide-times-title">
        <div>
          <h2 id="guide-times-title" className={css.sectionTitle}>
            {f('times')}
          </h2>
          <p className={css.help}>{f('timesHelp')}</p>
        </div>
        <div className={css.times}>
          {TIMES.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <div ref={focusRef(field.ref)}>
                  <TimeField
                    label={f(name)}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    name={field.name}
                    isRequired={name !== 'checkOutUntil'}
                    {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
                  />
                </div>
              )}
            />
          ))}
        </div>
      </section>
      <div className={page.card}>
        <GuideContacts control={control} />
      </div>
      <div className={page.card}>
        <GuidePhotos hotelId={hotelId} control={control} />
      </div>
      <div className={css.formActions}>
        {problem ? (
          <div className={page.alert.error} role="alert" style={{ flex: '1 1 100%' }}>
            {problem}
          </div>
        ) : null}
        <p className={css.help} style={{ flex: '1 1 280px' }}>
          {f('submitHelp')}
        </p>
        <Button
          variant="secondary"
          loading={save.isPending}
          disabled={busy}
          onClick={() => save.mutate(toContentInput(form.getValues()))}
        >
          {f('saveDraft')}
        </Button>
        <Button type="submit" loading={submit.isPending} disabled={busy}>
          {f('submit')}
        </Button>
      </div>
    </form>
  );
}
