import { Dialog } from '@extranet/ui/dialog';
import { useT } from '../i18n/language';
import type { Session } from '../session/session';
import { ChangePasswordForm } from './change-password-form';

/** SPEC 4: shown over home while the session says the password must be changed; it cannot be dismissed. */
export function ForcedChangePasswordDialog({ session }: { session: Session }) {
  const t = useT();
  return (
    <Dialog
      open
      dismissible={false}
      onOpenChange={() => undefined}
      title={t('auth.changePassword.forcedTitle')}
      description={t('auth.changePassword.forcedBody')}
    >
      <ChangePasswordForm session={session} formId="forced-change-password" />
    </Dialog>
  );
}
