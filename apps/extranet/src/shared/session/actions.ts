import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@extranet/ui/toast';
import { switchProperty } from '../api/switch-property';
import { signOut } from '../api/sign-out';
import { teardownPushRegistration } from '../components/push-registration';
import { useT } from '../i18n/language';
import { announceBusinessChange } from './tab-sync';
import { SESSION_KEY, applySession, currentHotel } from './session';
import { errorMessage } from '../api/error-message';

/**
 * PUT /api/v1/auth/session/hotel: every cached answer belonged to the old property, so all of it goes. The user
 * lands on the new property's home, or (`stay`) stays on the page that asked for the property.
 */
export function useSwitchProperty({ stay = false }: { stay?: boolean } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showSuccess, showError } = useToast();
  const t = useT();
  return useMutation({
    mutationFn: (hotelId: number) => switchProperty(hotelId),
    onSuccess: async (session) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      applySession(queryClient, session);
      announceBusinessChange(session.account.businessId);
      showSuccess(t('shell.property.switched', { name: currentHotel(session)?.name ?? '' }));
      if (!stay) await navigate('/v3/app/home');
    },
    onError: (error) => {
      showError(errorMessage(error, t('shell.property.switchFailed')));
    },
  });
}

/** Signs out: revokes the session on the server, drops push registration and every cached answer. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showSuccess } = useToast();
  const t = useT();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } finally {
        await teardownPushRegistration();
      }
    },
    onSettled: async () => {
      queryClient.clear();
      applySession(queryClient, null);
      showSuccess(t('shell.account.signedOut'));
      await navigate('/login', { replace: true });
    },
  });
}
