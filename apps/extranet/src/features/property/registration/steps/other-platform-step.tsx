import { useFieldArray, type Path } from 'react-hook-form';
import { Button } from '@extranet/ui/button';
import { CHANNEL_SOURCES, OTHER_PLATFORMS, OTHER_PLATFORMS_MAX } from '@extranet/domain';
import { validateOtherPlatform } from '@extranet/validation';
import { useT } from '../../../../shared/i18n/language';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import * as page from '../../../../shared/styles/page.css';
import { saveOtherPlatform } from '../api/save-steps';
import * as css from '../registration.css';
import type { StepProps } from './step-props';
import { SaveAndContinue, StepProblem } from './step-actions';
import { useStepForm } from './use-step-form';
import { FormSelect } from './form-select';

interface Values {
  platforms: { platform: string | null; url: string }[];
  channelSource: string | null;
  referralCode: string;
}

const FIELDS = /^(platforms(\.\d+\.(platform|url))?|channelSource|referralCode)$/;

/** OTHER_PLATFORM: platforms the property is listed on (rows added and removed), channel source, referral. */
export function OtherPlatformStep(props: StepProps) {
  const t = useT();
  const { hotelId, registration } = props;
  const saved = registration.otherPlatform;
  const { form, save, onSubmit, problem } = useStepForm<Values>({
    props,
    validators: [validateOtherPlatform],
    defaultValues: {
      platforms: saved.platforms.map((p) => ({ platform: p.platform, url: p.url })),
      channelSource: saved.channelSource,
      referralCode: saved.referralCode ?? '',
    },
    write: (v) =>
      saveOtherPlatform(hotelId, {
        platforms: v.platforms.map((p) => ({ platform: p.platform ?? '', url: p.url.trim() })),
        channelSource: v.channelSource,
        referralCode: v.referralCode.trim() === '' ? null : v.referralCode.trim(),
      }),
    fieldOf: (field) => (FIELDS.test(field) ? (field as Path<Values>) : undefined),
  });
  const { control } = form;
  const rows = useFieldArray({ control, name: 'platforms' });
  return (
    <form className={page.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <StepProblem problem={problem} />
      <section className={page.card} aria-labelledby="platforms-title">
        <h2 id="platforms-title" className={page.cardTitle}>
          {t('registration.otherPlatform.platformsTitle')}
        </h2>
        <p className={page.muted}>
          {t('registration.otherPlatform.platformsHelp', { max: OTHER_PLATFORMS_MAX })}
        </p>
        {rows.fields.length === 0 ? <p>{t('registration.otherPlatform.empty')}</p> : null}
        <div className={css.rows}>
          {rows.fields.map((row, index) => (
            <div key={row.id} className={css.row}>
              <FormSelect
                control={control}
                name={`platforms.${index}.platform`}
                label={t('registration.otherPlatform.platform', { n: index + 1 })}
                isRequired
                options={OTHER_PLATFORMS.map((p) => ({
                  id: p,
                  label: t(`registration.otherPlatform.platforms.${p}`),
                }))}
              />
              <FormTextField
                control={control}
                name={`platforms.${index}.url`}
                label={t('registration.otherPlatform.url', { n: index + 1 })}
                type="url"
                isRequired
                maxLength={500}
              />
              <div className={css.rowAction}>
                <Button variant="secondary" onClick={() => rows.remove(index)}>
                  {t('registration.otherPlatform.remove', { n: index + 1 })}
                </Button>
              </div>
            </div>
          ))}
        </div>
        {rows.fields.length < OTHER_PLATFORMS_MAX ? (
          <div>
            <Button variant="secondary" onClick={() => rows.append({ platform: null, url: '' })}>
              {t('registration.otherPlatform.add')}
            </Button>
          </div>
        ) : null}
      </section>
      <section className={page.card} aria-labelledby="source-title">
        <h2 id="source-title" className={page.cardTitle}>
          {t('registration.otherPlatform.sourceTitle')}
        </h2>
        <div className={css.fieldGrid}>
          <FormSelect
            control={control}
            name="channelSource"
            label={t('registration.otherPlatform.channelSource')}
            isRequired
            options={CHANNEL_SOURCES.map((s) => ({
              id: s,
              label: t(`registration.otherPlatform.channelSources.${s}`),
            }))}
          />
          <FormTextField
            control={control}
            name="referralCode"
            label={t('registration.otherPlatform.referralCode')}
            description={t('registration.otherPlatform.referralHelp')}
            maxLength={20}
            autoComplete="off"
          />
        </div>
      </section>
      <SaveAndContinue pending={save.isPending} />
    </form>
  );
}
