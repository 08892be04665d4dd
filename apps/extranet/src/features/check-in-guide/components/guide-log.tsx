import { useState } from 'react';
import { Button } from '@extranet/ui/button';
import { Dialog, DialogClose } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { useFormat } from '../../../shared/format/use-format';
import { useT } from '../../../shared/i18n/language';
import * as page from '../../../shared/styles/page.css';
import { useCheckInGuideLog } from '../api/get-log';
import { useCheckInGuideVersion } from '../api/get-version';
import { GuidePreview } from './guide-preview';
import * as css from './check-in-guide.css';

/** Every submit and activation change (who, when), newest first; each version can be opened as guests saw it. */
export function GuideLog({ hotelId }: { hotelId: number }) {
  const t = useT();
  const format = useFormat();
  const log = useCheckInGuideLog(hotelId);
  const [open, setOpen] = useState<number | null>(null);
  if (log.isPending) return <PageLoading />;
  if (log.isError)
    return <RequestErrorScreen headingLevel={2} error={log.error} onRetry={() => void log.refetch()} />;
  return (
    <section className={page.card} aria-labelledby="guide-log-title">
      <h2 id="guide-log-title" className={css.sectionTitle}>
        {t('checkInGuide.log.title')}
      </h2>
      {log.data.items.length === 0 ? (
        <EmptyState title={t('checkInGuide.log.empty')} headingLevel={3} />
      ) : (
        <div className={css.tableScroll}>
          <table className={css.logTable}>
            <thead>
              <tr>
                <th scope="col" className={css.logCell}>
                  {t('checkInGuide.log.when')}
                </th>
                <th scope="col" className={css.logCell}>
                  {t('checkInGuide.log.what')}
                </th>
                <th scope="col" className={css.logCell}>
                  {t('checkInGuide.log.who')}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((entry, i) => (
                <tr key={`${entry.at}-${i}`}>
                  <td className={css.logCell}>{format.dateTime(entry.at)}</td>
                  <td className={css.logCell}>
                    {t(`checkInGuide.log.kind.${entry.kind}`, { version: entry.version })}
                    {entry.kind === 'SUBMITTED' ? (
                      <>
                        <br />
                        <Button variant="ghost" size="sm" onClick={() => setOpen(entry.version)}>
                          {t('checkInGuide.log.view', { version: entry.version })}
                        </Button>
                      </>
                    ) : null}
                  </td>
                  <td className={css.logCell}>
                    {entry.by.name}
                    <br />
                    <span className={css.help}>{entry.by.email}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open !== null ? (
        <VersionDialog hotelId={hotelId} version={open} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

function VersionDialog({
  hotelId,
  version,
  onClose,
}: {
  hotelId: number;
  version: number;
  onClose: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const query = useCheckInGuideVersion(hotelId, version);
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      size="lg"
      title={t('checkInGuide.log.versionTitle', { version })}
      description={
        query.data
          ? t('checkInGuide.log.versionMeta', {
              time: format.dateTime(query.data.submittedAt),
              name: query.data.submittedBy.name,
            })
          : undefined
      }
      footer={
        <DialogClose>
          <Button variant="secondary">{t('checkInGuide.log.close')}</Button>
        </DialogClose>
      }
    >
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <GuidePreview content={query.data.content} photos={query.data.photos} headingLevel={3} />
      )}
    </Dialog>
  );
}
