import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select } from '@extranet/ui/select';
import { Switch } from '@extranet/ui/switch';
import { TimeField } from '@extranet/ui/time-field';
import { focusRef } from '../../../../shared/rates/fields';

interface Base<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
}

/** A switch bound to a boolean field; its label is its text. */
export function FormSwitch<V extends FieldValues>({ control, name, label }: Base<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch isSelected={Boolean(field.value)} onChange={field.onChange}>
          {label}
        </Switch>
      )}
    />
  );
}

/** A select of fixed choices bound to a string field. */
export function FormSelect<V extends FieldValues, K extends string>({
  control,
  name,
  label,
  options,
}: Base<V> & { options: { id: K; label: string }[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={focusRef(field.ref)}>
          <Select<K>
            label={label}
            options={options}
            value={(field.value as K | null) ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        </div>
      )}
    />
  );
}

/** A 24-hour time field (`HH:mm`) bound to a string field. */
export function FormTime<V extends FieldValues>({
  control,
  name,
  label,
  description,
}: Base<V> & { description?: ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={focusRef(field.ref)}>
          <TimeField
            label={label}
            value={(field.value as string | null) ?? null}
            onChange={field.onChange}
            name={field.name}
            {...(description ? { description } : {})}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        </div>
      )}
    />
  );
}
