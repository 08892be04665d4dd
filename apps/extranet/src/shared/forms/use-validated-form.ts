import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { isApiError, type FieldError as ApiFieldError } from '@extranet/api';
import { translatorFor, type FieldError } from '@extranet/validation';
import { pipeFormOptions } from '@extranet/validation/react-hook-form';
import { useLanguage } from '../i18n/language';

/**
 * A react-hook-form form validated by the validation package's pipe engine (and the domain validators given),
 * with messages in the user's language, validated as the user types (SPEC 5).
 */
export function useValidatedForm<V extends FieldValues>(
  validators: readonly ((values: V) => FieldError[])[],
  defaultValues: DefaultValues<V>,
) {
  const { lang } = useLanguage();
  return useForm<V>({
    ...pipeFormOptions<V>({}, { translate: translatorFor(lang), validators }),
    defaultValues,
  });
}

/** What placeServerFieldErrors did: how many errors landed on fields, and the server's errors that did not. */
export interface PlacedServerErrors {
  placed: number;
  /** Field errors the form has no field for: show them (e.g. as the form's alert), never drop them. */
  unplaced: ApiFieldError[];
}

/**
 * Puts the server's field errors on the form's fields (the first one takes focus) and returns those the form
 * cannot place. `fields` lists the form's fields named as the server names them, or maps a server field name
 * to a form field (undefined = not on this form).
 */
export function placeServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[] | ((serverField: string) => Path<V> | undefined),
): PlacedServerErrors {
  if (!isApiError(error) || !error.errors?.length) return { placed: 0, unplaced: [] };
  const fieldOf = typeof fields === 'function' ? fields : (name: string) => fields.find((f) => f === name);
  let placed = 0;
  const unplaced: ApiFieldError[] = [];
  for (const fieldError of error.errors) {
    const field = fieldOf(fieldError.field);
    if (!field) {
      unplaced.push(fieldError);
      continue;
    }
    setError(field, { type: fieldError.code, message: fieldError.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return { placed, unplaced };
}

/**
 * Puts the server's field errors on the form's fields (the first one takes focus). `fields` lists the form's
 * fields named as the server names them, or maps a server field name to a form field (undefined = not on this
 * form). Returns true when at least one matched (the caller shows the general message otherwise).
 */
export function applyServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[] | ((serverField: string) => Path<V> | undefined),
): boolean {
  return placeServerFieldErrors(error, setError, fields).placed > 0;
}

/**
 * A mapper for applyServerFieldErrors: the server's field name renamed to the form's (`rename`), kept only
 * when it is one of the form's fields (`fields`: their names, or a pattern for indexed ones).
 */
export function renamedFields<V extends FieldValues>(
  rename: (serverField: string) => string,
  fields: readonly string[] | RegExp,
): (serverField: string) => Path<V> | undefined {
  return (serverField) => {
    const field = rename(serverField);
    const known = fields instanceof RegExp ? fields.test(field) : fields.includes(field);
    return known ? (field as Path<V>) : undefined;
  };
}
