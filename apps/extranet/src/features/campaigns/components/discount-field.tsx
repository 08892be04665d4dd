import { Controller, type Control } from 'react-hook-form';
import { NumberField } from '@extranet/ui/number-field';
import { focusRef } from '../../../shared/rates/fields';
import type { JoinValues } from '../model';

/** Whole percents as typed ("15"); anything else waits for the field's own commit (on leaving it). */
const WHOLE = /^\d{1,3}$/;

/**
 * The join form's discount (whole percent), checked as the user types. The number field itself hands its value
 * over only when it is left: pressing "Join campaign" right after typing then showed or hid the discount's error
 * under the pointer, the button moved away before the release, and that click was lost (no request, no error).
 * Taking each typed whole number at once leaves nothing to change when the field is left.
 */
export function DiscountField({
  control,
  label,
  description,
}: {
  control: Control<JoinValues>;
  label: string;
  description: string;
}) {
  return (
    <Controller
      control={control}
      name="discountPercent"
      render={({ field, fieldState }) => (
        <div
          ref={focusRef(field.ref)}
          onInput={(event) => {
            const text = (event.target as HTMLInputElement).value.trim();
            if (text === '') field.onChange(null);
            else if (WHOLE.test(text) && Number(text) !== field.value) field.onChange(Number(text));
          }}
        >
          <NumberField
            label={label}
            description={description}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            maxValue={100}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        </div>
      )}
    />
  );
}
