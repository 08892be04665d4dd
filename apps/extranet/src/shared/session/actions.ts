import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { unwrap } from '@extranet/api';
import { useToast } from '@extranet/ui/toast';
import { api } from '../api/client';
import { teardownPushRegistration } from '../components/push-registration';
import { useT } from '../i18n/language';
import { announceBusinessChange } from './tab-sync';
import { SESSION_KEY, applySession, currentHotel } from './session';
import { errorMessage } from '../api/error-message';

/** PUT /api/v1/auth/session/hotel: every cached answer belonged to the old property, so all of it goes. */
export function useSwitchProperty() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showSuccess, showError } = useToast();
  const t = useT();
  return useMutation({
    mutationFn: (hotelId: number) => unwrap(api.PUT('/api/v1/auth/session/hotel', { body: { hotelId } })),
    onSuccess: async (session) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      applySession(queryClient, session);
      announceBusinessChange(session.account.businessId);
      showSuccess(t('shell.property.switched', { name: currentHotel(session)?.name ?? '' }));
      await navigate('/v3/app/home');
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
        await api.POST('/api/v1/auth/logout');
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
