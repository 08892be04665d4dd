import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { chatChannelLink } from '@extranet/domain';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { TextField } from '@extranet/ui/text-field';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { srOnly } from '../../../shared/forms/forms.css';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { useChatChannels } from '../api/channels';
import * as css from './chat.css';

const SEARCH_DELAY_MS = 300;

/** The inbox's list: search, conversations newest activity first with unread badges, "show more". */
export function ChannelList({ hotelId, selected }: { hotelId: number; selected: string | null }) {
  const t = useT();
  const f = useFormat();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useChatChannels(hotelId, q);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unreadTotal = list.data?.pages[0]?.unreadTotal ?? 0;
  return (
    <section className={css.listPane} aria-labelledby="chat-inbox-title">
      <div className={css.listHeader}>
        <div className={css.paneTitle}>
          <h2 id="chat-inbox-title" className={css.paneHeading}>
            {t('chat.inbox.title')}
          </h2>
          {unreadTotal > 0 ? (
            <Badge tone="info">{t('chat.inbox.unreadTotal', { count: unreadTotal })}</Badge>
          ) : null}
        </div>
        <TextField
          label={t('chat.inbox.search')}
          type="search"
          value={text}
          onChange={setText}
          description={t('chat.inbox.searchHelp')}
          maxLength={100}
        />
      </div>
      {list.isPending ? (
        <div className={css.listState}>
          <ListSkeleton label={t('chat.loading')} />
        </div>
      ) : list.isError ? (
        <div className={css.listState}>
          <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <div className={css.listState}>
          {q ? (
            <EmptyState title={t('chat.inbox.noResults')} />
          ) : (
            <EmptyState title={t('chat.inbox.empty')} description={t('chat.inbox.emptyBody')} />
          )}
        </div>
      ) : (
        <>
          <ul className={css.channels}>
            {items.map((c) => (
              <li key={c.channelUrl}>
                <Link
                  to={chatChannelLink(c.channelUrl)}
                  className={css.channel}
                  aria-current={c.channelUrl === selected ? 'page' : undefined}
                >
                  <span className={`${css.channelName} ${c.unreadCount > 0 ? css.channelUnread : ''}`}>
                    {c.guestName}
                  </span>
                  <time className={css.channelTime} dateTime={c.lastMessageAt}>
                    {f.dateTime(c.lastMessageAt)}
                  </time>
                  <span className={css.channelPreview}>
                    {c.lastMessage?.sender === 'PROPERTY' ? t('chat.inbox.you') : ''}
                    {c.lastMessage?.body ?? ''}
                  </span>
                  {c.unreadCount > 0 ? (
                    <span>
                      <Badge tone="info">
                        <span aria-hidden="true">{c.unreadCount}</span>
                        <span className={srOnly}>{t('chat.inbox.unread', { count: c.unreadCount })}</span>
                      </Badge>
                    </span>
                  ) : null}
                  <span className={css.channelStay}>
                    {t('chat.inbox.stay', {
                      bookingId: c.bookingId,
                      dates: f.dateRange(c.checkIn, c.checkOut),
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className={css.listFooter}>
              <Button
                variant="secondary"
                size="sm"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('chat.inbox.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
