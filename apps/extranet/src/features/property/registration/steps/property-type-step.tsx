import { Controller } from 'react-hook-form';
import { PROPERTY_TYPES } from '@extranet/domain';
import { validatePropertyType } from '@extranet/validation';
import { useT } from '../../../../shared/i18n/language';
import * as page from '../../../../shared/styles/page.css';
import { savePropertyType } from '../api/save-steps';
import { ChoiceCards } from '../components/choice-cards';
import { HomeIcon, HotelIcon } from '../components/icons';
import * as css from '../registration.css';
import type { StepProps } from './step-props';
import { SaveAndContinue, StepProblem } from './step-actions';
import { useStepForm } from './use-step-form';

interface Values {
  propertyType: string | null;
}

/** GUEST_PROPERTY: the kind of building, from the types of the property's category. */
export function PropertyTypeStep(props: StepProps) {
  const t = useT();
  const { kind, hotelId, registration } = props;
  const { form, save, onSubmit, problem } = useStepForm<Values>({
    props,
    validators: [(v) => validatePropertyType(kind, v.propertyType)],
    defaultValues: { propertyType: registration.propertyType },
    write: (v) => savePropertyType(hotelId, { propertyType: v.propertyType ?? '' }),
    fieldOf: (field) => (field === 'propertyType' ? 'propertyType' : undefined),
  });
  const Icon = kind === 'HOTEL' ? HotelIcon : HomeIcon;
  return (
    <form className={page.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <StepProblem problem={problem} />
      <p className={page.muted}>
        {t('registration.review.category')}: {t(`registration.categories.${kind}`)}
        {registration.placeType ? ` · ${t(`registration.placeTypes.${registration.placeType}`)}` : ''}
      </p>
      <Controller
        control={form.control}
        name="propertyType"
        render={({ field, fieldState }) => (
          <ChoiceCards<string>
            name="propertyType"
            legend={t('registration.propertyType.label')}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
            small
            options={PROPERTY_TYPES[kind].map((type) => ({
              value: type,
              title: t(`registration.propertyType.types.${type}`),
              body: '',
              icon: <Icon className={css.cardIcon} />,
            }))}
          />
        )}
      />
      <SaveAndContinue pending={save.isPending} />
    </form>
  );
}
