import { useSearchParams } from 'react-router-dom';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { usePageTitle } from '../../../shared/components/page-title';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as page from '../../../shared/styles/page.css';
import { useChatStatus } from '../api/chat-status';
import { useChatLive } from '../api/live';
import { ActivationCard } from './activation-card';
import { ChannelList } from './channel-list';
import { Conversation, NoConversation } from './conversation';
import { PerformanceCard } from './performance-card';
import * as css from './chat.css';

/**
 * /v3/chat (docs/decisions/chat.md): before activation, what chat is and "Activate chat" (irreversible); after,
 * the performance and the two-pane inbox (`?channelUrl=` opens a conversation; on a phone one pane at a time),
 * kept live by the notification centre's stream.
 */
export function ChatPage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('chat.title'));
  const { hotelId } = useHotelContext();
  const status = useChatStatus(hotelId);
  const [params] = useSearchParams();
  const selected = params.get('channelUrl') || null;
  const activated = status.data?.activated === true;
  useChatLive(hotelId, activated);

  let body;
  if (status.isPending) body = <PageLoading />;
  else if (status.isError)
    body = <RequestErrorScreen headingLevel={2} error={status.error} onRetry={() => void status.refetch()} />;
  else if (!status.data.activated) body = <ActivationCard hotelId={hotelId} />;
  else
    body = (
      <>
        {/* On a phone an open conversation takes the screen. */}
        <PerformanceCard hotelId={hotelId} className={selected ? css.hideOnPhone : ''} />
        <div className={css.inbox} data-open={selected ? 'true' : 'false'}>
          <ChannelList hotelId={hotelId} selected={selected} />
          {selected ? <Conversation hotelId={hotelId} channelUrl={selected} /> : <NoConversation />}
        </div>
      </>
    );
  const since = status.data?.activatedAt;
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('chat.title')}</h1>
        <p className={page.subtitle}>{t('chat.subtitle')}</p>
        {since ? (
          <p className={css.activatedNote}>
            {status.data?.activatedBy
              ? t('chat.activation.activatedBy', {
                  date: f.dateTime(since),
                  name: status.data.activatedBy.name,
                })
              : t('chat.activation.activatedSince', { date: f.dateTime(since) })}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
