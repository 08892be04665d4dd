import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { chatChannelLink, routePath } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { useT } from '../../../shared/i18n/language';
import { canReach } from '../../../shared/session/access';
import { useSession } from '../../../shared/session/session';
import { useBookingChat } from '../api/get-booking-chat';
import { openBookingChat } from '../api/open-booking-chat';

/**
 * "Chat with guest" (docs/decisions/chat.md): shown to whom may open the chat page, when the property has chat on
 * and the booking may be chatted about. A link to the conversation once there is one; before the guest has
 * written, "Message the guest" opens it from the property's side and goes there.
 */
export function ChatLink({ bookingId }: { bookingId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const { showError } = useToast();
  const { data: session } = useSession();
  const hotelId = session?.currentHotelId ?? 0;
  const allowed = hotelId > 0 && canReach(session, routePath('chat'));
  const chat = useBookingChat(hotelId, bookingId, allowed);
  const [opening, setOpening] = useState(false);
  const c = chat.data;
  if (!allowed || !c?.activated || c.refusal) return null;
  if (c.channelUrl) return <Link to={chatChannelLink(c.channelUrl)}>{t('chat.bookingLink')}</Link>;
  const start = async () => {
    setOpening(true);
    try {
      const opened = await openBookingChat(hotelId, bookingId);
      if (opened.channelUrl) void navigate(chatChannelLink(opened.channelUrl));
    } catch (error) {
      showError(errorMessage(error, t('chat.bookingStartFailed')));
      void chat.refetch();
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={opening} onClick={() => void start()}>
      {t('chat.bookingStart')}
    </Button>
  );
}
