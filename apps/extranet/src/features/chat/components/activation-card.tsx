import { useState } from 'react';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { errorMessage } from '../../../shared/api/error-message';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { useActivateChat } from '../api/chat-status';
import * as css from './chat.css';

/** Chat is off: what it is, and "Activate chat" behind a dialog that says it cannot be undone (SPEC 8). */
export function ActivationCard({ hotelId }: { hotelId: number }) {
  const t = useT();
  const activate = useActivateChat(hotelId);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={page.card} aria-labelledby="chat-activation-title">
      <h2 id="chat-activation-title" className={page.cardTitle}>
        {t('chat.activation.title')}
      </h2>
      <p>{t('chat.activation.body')}</p>
      <ul className={css.points}>
        <li>{t('chat.activation.points.booking')}</li>
        <li>{t('chat.activation.points.live')}</li>
        <li>{t('chat.activation.points.performance')}</li>
      </ul>
      <div className={css.actions}>
        <ConfirmDialog
          title={t('chat.activation.confirmTitle')}
          message={t('chat.activation.confirmBody')}
          confirmLabel={t('chat.activation.confirm')}
          cancelLabel={t('chat.activation.cancel')}
          tone="danger"
          trigger={<Button>{t('chat.activation.activate')}</Button>}
          onConfirm={async () => {
            setError(null);
            try {
              await activate.mutateAsync();
            } catch (e) {
              setError(errorMessage(e, t('chat.activation.failed')));
              throw e;
            }
          }}
        />
      </div>
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
