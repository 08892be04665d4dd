import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { TextArea } from '@extranet/ui/text-area';
import { CHAT_MESSAGE_MAX_LENGTH, routePath } from '@extranet/domain';
import { errorMessage } from '../../../shared/api/error-message';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { srOnly } from '../../../shared/forms/forms.css';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { useConversation, useMarkRead, useSendReply } from '../api/messages';
import { composerState, isSendKey, messagesInOrder } from '../model';
import * as css from './chat.css';

function Composer({ hotelId, channelUrl }: { hotelId: number; channelUrl: string }) {
  const t = useT();
  const send = useSendReply(hotelId, channelUrl);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const state = composerState(body, send.isPending);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = async () => {
    if (!state.canSend) return;
    setError(null);
    try {
      await send.mutateAsync(body);
      setBody('');
    } catch (e) {
      setError(errorMessage(e, t('chat.conversation.sendFailed')));
    }
  };
  const latest = useRef(submit);
  latest.current = submit;
  // Enter sends, Shift+Enter starts a new line (a listener on the form: the text area keeps its own keys).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.target instanceof HTMLTextAreaElement) || !isSendKey(e)) return;
      e.preventDefault();
      void latest.current();
    };
    form.addEventListener('keydown', onKey);
    return () => form.removeEventListener('keydown', onKey);
  }, []);
  return (
    <form
      ref={formRef}
      className={css.composer}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={css.composerRow}>
        <TextArea
          className={css.composerField}
          label={t('chat.conversation.reply')}
          placeholder={t('chat.conversation.placeholder')}
          value={body}
          onChange={setBody}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          description={t('chat.conversation.hint')}
          {...(state.shownProblem
            ? { error: t('chat.conversation.tooLong', { limit: CHAT_MESSAGE_MAX_LENGTH }) }
            : {})}
        />
        <Button type="submit" disabled={!state.canSend} loading={send.isPending}>
          {t('chat.conversation.send')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** One conversation: the booking, the messages oldest first (older pages on demand), the composer. */
export function Conversation({ hotelId, channelUrl }: { hotelId: number; channelUrl: string }) {
  const t = useT();
  const f = useFormat();
  const conv = useConversation(hotelId, channelUrl);
  const markRead = useMarkRead(hotelId);
  const logRef = useRef<HTMLDivElement>(null);
  const channel = conv.data?.pages[0]?.channel;
  const items = conv.data ? messagesInOrder(conv.data.pages) : [];
  const lastId = items.at(-1)?.messageId;
  const unread = channel?.unreadCount ?? 0;

  // Reading the conversation reads the guest's messages.
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unread > 0) mark(channelUrl);
  }, [channelUrl, unread, lastId, mark]);
  // The newest message in view when it arrives.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const back = (
    <Link to={routePath('chat')} className={css.back}>
      <span aria-hidden="true">←</span> {t('chat.conversation.back')}
    </Link>
  );
  if (conv.isPending)
    return (
      <section className={css.conversationPane} aria-label={t('chat.conversation.loading')}>
        <div className={css.conversationHeader}>{back}</div>
        <div className={css.listState}>
          <ListSkeleton label={t('chat.conversation.loading')} />
        </div>
      </section>
    );
  if (conv.isError || !channel)
    return (
      <section className={css.conversationPane} aria-label={t('chat.conversation.notFound')}>
        <div className={css.conversationHeader}>{back}</div>
        <div className={css.listState}>
          <RequestErrorScreen headingLevel={2} error={conv.error} onRetry={() => void conv.refetch()} />
        </div>
      </section>
    );
  return (
    <section className={css.conversationPane} aria-labelledby="chat-conversation-title">
      <div className={css.conversationHeader}>
        {back}
        <div className={css.headerText}>
          <h2 id="chat-conversation-title" className={css.paneHeading}>
            {channel.guestName}
          </h2>
          <span className={css.small}>
            {t('chat.inbox.stay', {
              bookingId: channel.bookingId,
              dates: f.dateRange(channel.checkIn, channel.checkOut),
            })}
          </span>
        </div>
      </div>
      <div
        ref={logRef}
        className={css.log}
        role="log"
        aria-label={t('chat.conversation.log', { guestName: channel.guestName })}
        tabIndex={0}
      >
        {conv.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            loading={conv.isFetchingNextPage}
            onClick={() => void conv.fetchNextPage()}
          >
            {t('chat.conversation.older')}
          </Button>
        ) : null}
        {items.length === 0 ? (
          // Opened from the booking before the guest wrote: the first message is the property's.
          <p className={css.small}>{t('chat.conversation.first')}</p>
        ) : null}
        <ol className={css.messages}>
          {items.map((m) => {
            const mine = m.sender === 'PROPERTY';
            return (
              <li key={m.messageId} className={`${css.message} ${mine ? css.mine : ''}`}>
                <span className={srOnly}>
                  {mine ? (m.senderName ?? t('chat.conversation.property')) : t('chat.conversation.guest')}:
                </span>
                <p className={`${css.bubble} ${mine ? css.bubbleMine : ''}`}>{m.body}</p>
                <span className={css.meta}>
                  {mine && m.senderName ? `${m.senderName} · ` : ''}
                  <time dateTime={m.createdAt}>{f.dateTime(m.createdAt)}</time>
                  {mine && m.readAt ? ` · ${t('chat.conversation.read')}` : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {channel.refusal ? (
        <p className={css.refused}>{t(`chat.conversation.refused.${channel.refusal}`)}</p>
      ) : (
        <Composer key={channelUrl} hotelId={hotelId} channelUrl={channelUrl} />
      )}
    </section>
  );
}

/** The conversation pane before one is chosen. */
export function NoConversation() {
  const t = useT();
  return (
    <section className={css.conversationPane} aria-label={t('chat.inbox.choose')}>
      <div className={css.empty}>
        <EmptyState title={t('chat.inbox.choose')} description={t('chat.inbox.chooseBody')} />
      </div>
    </section>
  );
}
