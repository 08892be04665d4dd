import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { LOGIN_PATH } from '@extranet/domain';
import { useToast } from '@extranet/ui/toast';
import { validateChangePassword } from '@extranet/validation';
import { changePassword } from '../api/change-password';
import { signOut } from '../api/sign-out';
import { useT } from '../i18n/language';
import { useValidatedForm } from './use-validated-form';
import { FormTextField } from './form-text-field';
import { NewPasswordFields } from './password-rules';
import { teardownPushRegistration } from '../components/push-registration';
import { applySession, type Session } from '../session/session';
import * as page from '../styles/page.css';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const FIELDS: readonly (keyof Values)[] = ['currentPassword', 'password', 'confirmPassword'];

/**
 * Change password through GraphQL `changePassword` (SPEC 4): submitting sets pending; on SUCCESS the
 * forced-change flag is cleared, a success toast shows and the user goes to /v3/app/login to sign in with
 * the new password; any other answer shows its field errors or the general error toast, and may be retried.
 */
export function ChangePasswordForm({ session, formId }: { session: Session; formId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const form = useValidatedForm<Values>([validateChangePassword], {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });

  const change = useMutation({
    mutationFn: (values: Values) =>
      changePassword({
        account: session.account.username,
        accountId: session.account.accountId,
        currentPassword: values.currentPassword,
        password: values.password,
      }),
    onSuccess: async (result) => {
      if (result.code === 'SUCCESS') {
        showSuccess(t('auth.changePassword.success'));
        // The new password is the one to sign in with. The signed-in frame goes first (the sign-in screen needs
        // no session), then the server ends the session and the page forgets it: no query of the frame (menus,
        // unread count) is refetched into a 401 meanwhile, and the sign-in screen is not sent this page as `ref`.
        await navigate(LOGIN_PATH, { replace: true });
        await signOut().catch(() => undefined);
        await teardownPushRegistration();
        queryClient.clear();
        applySession(queryClient, null);
        return;
      }
      let matched = false;
      for (const error of result.errors ?? []) {
        const field = FIELDS.find((f) => f === error.field);
        if (!field) continue;
        form.setError(field, { type: error.code, message: error.message }, { shouldFocus: !matched });
        matched = true;
      }
      if (!matched && result.code === 'WRONG_PASSWORD') {
        form.setError(
          'currentPassword',
          { type: result.code, message: result.message },
          { shouldFocus: true },
        );
        matched = true;
      }
      if (!matched) showError(t('auth.changePassword.failed'));
    },
    onError: () => showError(t('auth.changePassword.failed')),
  });

  return (
    <form id={formId} className={page.form} noValidate onSubmit={form.handleSubmit((v) => change.mutate(v))}>
      <FormTextField
        control={form.control}
        name="currentPassword"
        label={t('auth.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <NewPasswordFields control={form.control} passwordLabel={t('auth.fields.newPassword')} />
      <Button type="submit" loading={change.isPending} fullWidth>
        {t('auth.changePassword.submit')}
      </Button>
    </form>
  );
}
