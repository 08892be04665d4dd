import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select } from '@extranet/ui/select';

/** A ui Select bound to a react-hook-form field holding an option id (or null), with its error. */
export function FormSelect<V extends FieldValues>({
  control,
  name,
  label,
  options,
  isRequired,
  description,
}: {
  control: Control<V>;
  name: Path<V>;
  label: ReactNode;
  options: readonly { id: string; label: string }[];
  isRequired?: boolean;
  description?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select<string>
          label={label}
          isRequired={isRequired}
          description={description}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          options={options}
          {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
        />
      )}
    />
  );
}
