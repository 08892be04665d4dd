import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@extranet/ui/text-field';

type Passed = Omit<
  TextFieldProps,
  'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error' | 'inputRef'
>;

/** A ui TextField bound to a react-hook-form field (value, blur, ref for focus on error, error message). */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  label,
  ...rest
}: Passed & { control: Control<V>; name: Path<V>; label: ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          label={label}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
        />
      )}
    />
  );
}
