import { Controller, get, useFormState, type Control } from 'react-hook-form';
import { BED_TYPES, MAX_ARRANGEMENT, bedTypeName } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { NumberField } from '@extranet/ui/number-field';
import { Select } from '@extranet/ui/select';
import { useLanguage, useT } from '../../../shared/i18n/language';
import * as ui from '../../../shared/rates/rates-ui.css';
import type { Bed, Bedroom, RoomValues } from './model';

const errorAt = (errors: unknown, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;

/** One arrangement: rows of bed type and count, add and remove. Errors on `<path>.<i>.type|count` and `<path>`. */
function BedList({
  path,
  beds,
  onChange,
  errors,
  readOnly,
}: {
  path: string;
  beds: readonly Bed[];
  onChange: (next: Bed[]) => void;
  errors: unknown;
  readOnly: boolean;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const options = BED_TYPES.map((b) => ({ id: b, label: bedTypeName(b, lang) }));
  const listError = errorAt(errors, path);
  const set = (i: number, bed: Bed) => onChange(beds.map((b, k) => (k === i ? bed : b)));
  return (
    <div className={ui.formLayout}>
      {beds.map((bed, i) => (
        <div key={i} className={ui.inlineRow}>
          <Select
            label={t('propertyRooms.form.bedType')}
            options={options}
            value={bed.type || null}
            onChange={(type) => set(i, { ...bed, type: type ?? '' })}
            isDisabled={readOnly}
            {...(errorAt(errors, `${path}.${i}.type`) ? { error: errorAt(errors, `${path}.${i}.type`) } : {})}
          />
          <NumberField
            label={t('propertyRooms.form.bedCount')}
            value={bed.count}
            minValue={1}
            maxValue={10}
            onChange={(count) => set(i, { ...bed, count: count ?? 0 })}
            isReadOnly={readOnly}
            {...(errorAt(errors, `${path}.${i}.count`)
              ? { error: errorAt(errors, `${path}.${i}.count`) }
              : {})}
          />
          {!readOnly && beds.length > 1 ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(beds.filter((_, k) => k !== i))}>
              {t('propertyRooms.form.removeBed')}
            </Button>
          ) : null}
        </div>
      ))}
      {listError ? (
        <span className={ui.fieldError} role="alert">
          {listError}
        </span>
      ) : null}
      {!readOnly ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange([...beds, { type: '', count: 1 }])}
            disabled={beds.length >= BED_TYPES.length}
          >
            {t('propertyRooms.form.addBed')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The bedrooms of a room: per bedroom its beds and up to MAX_ARRANGEMENT alternative arrangements. */
export function BedroomsEditor({
  control,
  readOnly = false,
}: {
  control: Control<RoomValues>;
  readOnly?: boolean;
}) {
  const t = useT();
  const { errors } = useFormState({ control, name: 'bedrooms' });
  return (
    <Controller
      control={control}
      name="bedrooms"
      render={({ field }) => {
        const bedrooms = field.value;
        const setBedroom = (i: number, bedroom: Bedroom) =>
          field.onChange(bedrooms.map((b, k) => (k === i ? bedroom : b)));
        const topError = errorAt(errors, 'bedrooms');
        return (
          <div className={ui.formLayout} ref={(el) => field.ref(el)} tabIndex={-1}>
            {topError ? (
              <span className={ui.fieldError} role="alert">
                {topError}
              </span>
            ) : null}
            {bedrooms.map((bedroom, i) => (
              <fieldset key={i} className={ui.subsection}>
                <legend className={ui.subsectionTitle}>
                  {t('propertyRooms.form.bedroom', { number: i + 1 })}
                </legend>
                <BedList
                  path={`bedrooms.${i}.beds`}
                  beds={bedroom.beds}
                  errors={errors}
                  readOnly={readOnly}
                  onChange={(beds) => setBedroom(i, { ...bedroom, beds })}
                />
                {bedroom.alternatives.map((alternative, a) => (
                  <fieldset key={a} className={ui.group}>
                    <legend className={ui.groupLabel}>
                      {t('propertyRooms.form.alternative', { number: a + 1 })}
                    </legend>
                    <BedList
                      path={`bedrooms.${i}.alternatives.${a}`}
                      beds={alternative}
                      errors={errors}
                      readOnly={readOnly}
                      onChange={(beds) =>
                        setBedroom(i, {
                          ...bedroom,
                          alternatives: bedroom.alternatives.map((x, k) => (k === a ? beds : x)),
                        })
                      }
                    />
                    {!readOnly ? (
                      <div>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() =>
                            setBedroom(i, {
                              ...bedroom,
                              alternatives: bedroom.alternatives.filter((_, k) => k !== a),
                            })
                          }
                        >
                          {t('propertyRooms.form.removeAlternative')}
                        </Button>
                      </div>
                    ) : null}
                  </fieldset>
                ))}
                {errorAt(errors, `bedrooms.${i}.alternatives`) ? (
                  <span className={ui.fieldError} role="alert">
                    {errorAt(errors, `bedrooms.${i}.alternatives`)}
                  </span>
                ) : null}
                {!readOnly && bedroom.alternatives.length < MAX_ARRANGEMENT ? (
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() =>
                        setBedroom(i, {
                          ...bedroom,
                          alternatives: [...bedroom.alternatives, [{ type: 'SINGLE', count: 2 }]],
                        })
                      }
                    >
                      {t('propertyRooms.form.addAlternative')}
                    </Button>
                  </div>
                ) : null}
              </fieldset>
            ))}
          </div>
        );
      }}
    />
  );
}
