import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { FieldError } from '@extranet/validation';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { errorMessage } from '../../../../shared/api/error-message';
import { useT } from '../../../../shared/i18n/language';
import { applyServerFieldErrors, useValidatedForm } from '../../../../shared/forms/use-validated-form';
import { fieldWithinStep, type Registration } from '../model';
import type { StepProps } from './step-props';

export interface StepFormOptions<V extends FieldValues> {
  props: StepProps;
  validators: readonly ((values: V) => FieldError[])[];
  defaultValues: DefaultValues<V>;
  /** The step's one write; answers the registration after it. */
  write: (values: V) => Promise<Registration>;
  /** The form's field for a server field name (without the `<STEP>.` prefix); undefined: not on this form. */
  fieldOf: (serverField: string) => Path<V> | undefined;
}

/**
 * The form of one owned step: validated as the user types (the validation package's validators, the same the
 * server runs), one write on "save and continue", then the next step. The server's field errors land on their
 * fields (what was typed stays); anything else shows as `problem`.
 */
export function useStepForm<V extends FieldValues>(options: StepFormOptions<V>) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useValidatedForm<V>(options.validators, options.defaultValues);
  const { step, onDone } = options.props;
  const save = useMutation({
    mutationFn: options.write,
    onSuccess: async (next) => {
      setProblem(null);
      await onDone(next);
    },
    onError: (error) => {
      const matched = applyServerFieldErrors(error, form.setError, (field) =>
        options.fieldOf(fieldWithinStep(field, step)),
      );
      if (!matched) setProblem(errorMessage(error, t('registration.wizard.saveFailed')));
    },
  });
  const onSubmit = form.handleSubmit((values) => save.mutate(values), scrollToFirstError);
  return { form, save, onSubmit, problem };
}
