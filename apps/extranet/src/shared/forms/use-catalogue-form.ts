import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { FieldError } from '@extranet/validation';
import { useToast } from '@extranet/ui/toast';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { errorMessage } from '../api/error-message';
import { placeServerFieldErrors, useValidatedForm } from './use-validated-form';

/** create: a new record; copy: a new record filled from another; edit: the record itself. */
export type CatalogueFormMode = 'create' | 'copy' | 'edit';

export interface CatalogueFormOptions<V extends FieldValues> {
  validators: readonly ((values: V) => FieldError[])[];
  defaultValues: DefaultValues<V>;
  /** The one write: create (POST) or update (PUT), as the mode asks. */
  write: (values: V) => Promise<unknown>;
  /** The list's cache, stale after a save. */
  invalidate: QueryKey;
  /** The list's path: where a save and a cancel go. */
  listPath: string;
  /** The toast after a save (translated). */
  savedMessage: string;
  /** The alert when the server refuses with no field error this form shows (translated fallback). */
  failedMessage: string;
  /**
   * A server field name to this form's field, given the form's values (undefined: not on this form; the error
   * then shows as the form's alert).
   */
  fieldOf: (serverField: string, values: V) => Path<V> | undefined;
}

/**
 * The form of one catalogue record (rate plan, children rate plan, surcharge): validated as the user types,
 * one write on submit, then a toast, the list's cache invalidated and back to the list; the server's field
 * errors land on their fields, anything else (a field error the form cannot place included) shows as `problem`.
 */
export function useCatalogueForm<V extends FieldValues>(options: CatalogueFormOptions<V>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<V>(options.validators, options.defaultValues);
  const save = useMutation({
    mutationFn: options.write,
    onSuccess: async () => {
      setProblem(null);
      showSuccess(options.savedMessage);
      await queryClient.invalidateQueries({ queryKey: options.invalidate });
      void navigate(options.listPath);
    },
    onError: (error) => {
      const values = form.getValues();
      const { placed, unplaced } = placeServerFieldErrors(error, form.setError, (field) =>
        options.fieldOf(field, values),
      );
      // An error the form has no field for is still shown, as the form's alert (with the others on their fields).
      if (unplaced.length > 0) setProblem(unplaced.map((e) => e.message || options.failedMessage).join(' '));
      else setProblem(placed > 0 ? null : errorMessage(error, options.failedMessage));
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values), scrollToFirstError);
  const cancel = () => void navigate(options.listPath);
  return { form, save, onSubmit, problem, cancel };
}
