import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@extranet/api';
import { isEasyPin } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { PinInput } from '@extranet/ui/pin-input';
import { useToast } from '@extranet/ui/toast';
import { messageOf, validateNewPin, validatePinChange, type FieldError } from '@extranet/validation';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { errorMessage } from '../../../shared/api/error-message';
import * as page from '../../../shared/styles/page.css';
import { createPin } from '../api/create-pin';
import { pinStatusKey } from '../../../shared/pin/get-pin-status';
import { updatePin } from '../api/update-pin';

type Field = 'currentPin' | 'pin' | 'confirmPin';
type Values = Record<Field, string>;
const EMPTY: Values = { currentPin: '', pin: '', confirmPin: '' };

/** The state shared by both forms: values, field messages, the attempts left of the current PIN, submission. */
function usePinForm(accountId: number, kind: 'create' | 'change') {
  const t = useT();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const labels: Record<Field, string> = {
    currentPin: t('pin.change.current'),
    pin: t(`pin.${kind}.pin`),
    confirmPin: t(`pin.${kind}.confirm`),
  };
  const messages = (list: readonly FieldError[]) =>
    Object.fromEntries(list.map((e) => [e.field, messageOf(e, { lang, fieldLabels: labels })]));

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const invalid = kind === 'create' ? validateNewPin(values) : validatePinChange(values);
    if (invalid.length > 0) {
      setErrors(messages(invalid));
      return;
    }
    setPending(true);
    try {
      let status: Schemas['PinStatus'];
      if (kind === 'create')
        status = await createPin(accountId, { pin: values.pin, confirmPin: values.confirmPin });
      else status = await updatePin(accountId, values);
      setValues(EMPTY);
      setAttemptsLeft(undefined);
      queryClient.setQueryData(pinStatusKey(accountId), status);
      showSuccess(t(`pin.${kind}.done`));
    } catch (error) {
      setValues((v) => ({ ...v, currentPin: '' }));
      const left = isApiError(error) ? error.details?.['attemptsLeft'] : undefined;
      if (isApiError(error) && error.code === 'PIN_WRONG' && typeof left === 'number') setAttemptsLeft(left);
      else if (isApiError(error) && error.code === 'VALIDATION_ERROR') setErrors(error.fieldErrors());
      else {
        setProblem(errorMessage(error, t(`pin.${kind}.failed`)));
        // Blocked, expired or already set meanwhile: the page shows the new state.
        void queryClient.invalidateQueries({ queryKey: pinStatusKey(accountId) });
      }
    } finally {
      setPending(false);
    }
  };
  return { values, errors, attemptsLeft, problem, pending, labels, set, submit };
}

function FormProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <div className={page.alert.error} role="alert">
      {problem}
    </div>
  ) : null;
}

/** The new PIN, typed twice (its easy-combination hint as the user types), of the create and change forms. */
function NewPinFields({ form }: { form: ReturnType<typeof usePinForm> }) {
  return (
    <>
      <PinInput
        label={form.labels.pin}
        value={form.values.pin}
        onChange={form.set('pin')}
        isEasy={isEasyPin}
        errorMessage={form.errors.pin}
        disabled={form.pending}
      />
      <PinInput
        label={form.labels.confirmPin}
        value={form.values.confirmPin}
        onChange={form.set('confirmPin')}
        errorMessage={form.errors.confirmPin}
        disabled={form.pending}
      />
    </>
  );
}

/** No PIN yet (or after an approved reset): the new PIN twice. */
export function CreatePinForm({ accountId }: { accountId: number }) {
  const t = useT();
  const form = usePinForm(accountId, 'create');
  return (
    <form
      className={page.form}
      noValidate
      aria-label={t('pin.create.title')}
      onSubmit={(e) => void form.submit(e)}
    >
      <FormProblem problem={form.problem} />
      <NewPinFields form={form} />
      <div className={page.actions}>
        <Button type="submit" loading={form.pending}>
          {t('pin.create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** An active or expired PIN: the current PIN (a wrong one counts), the new one twice. */
export function ChangePinForm({ accountId }: { accountId: number }) {
  const t = useT();
  const form = usePinForm(accountId, 'change');
  return (
    <form
      className={page.form}
      noValidate
      aria-label={t('pin.change.title')}
      onSubmit={(e) => void form.submit(e)}
    >
      <FormProblem problem={form.problem} />
      <PinInput
        label={form.labels.currentPin}
        value={form.values.currentPin}
        onChange={form.set('currentPin')}
        errorMessage={form.errors.currentPin}
        {...(form.attemptsLeft !== undefined ? { attemptsLeft: form.attemptsLeft } : {})}
        disabled={form.pending}
      />
      <NewPinFields form={form} />
      <div className={page.actions}>
        <Button type="submit" loading={form.pending}>
          {t('pin.change.submit')}
        </Button>
      </div>
    </form>
  );
}
