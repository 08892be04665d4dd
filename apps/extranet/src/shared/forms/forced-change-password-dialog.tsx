import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { useT } from '../i18n/language';
import { useSignOut } from '../session/actions';
import type { Session } from '../session/session';
import { ChangePasswordForm } from './change-password-form';

/**
 * SPEC 4: shown over every signed-in page while the session says the password must be changed; it cannot be
 * dismissed, but the user may sign out instead (someone else's device, no time now).
 */
export function ForcedChangePasswordDialog({ session }: { session: Session }) {
  const t = useT();
  const signOut = useSignOut();
  return (
    <Dialog
      open
      dismissible={false}
      onOpenChange={() => undefined}
      title={t('auth.changePassword.forcedTitle')}
      description={t('auth.changePassword.forcedBody')}
    >
      <ChangePasswordForm session={session} formId="forced-change-password" />
      <Button variant="ghost" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        {t('shell.account.signOut')}
      </Button>
    </Dialog>
  );
}
