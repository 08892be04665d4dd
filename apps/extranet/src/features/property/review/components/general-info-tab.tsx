import { useState } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { visuallyHidden } from '@extranet/ui/theme';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../../shared/i18n/language';
import { useFormat } from '../../../../shared/format';
import { errorMessage } from '../../../../shared/api/error-message';
import * as page from '../../../../shared/styles/page.css';
import { useAreaNames } from '../api/area-names';
import { decideGeneralInfoRequest } from '../api/decide-general-info-request';
import { reviewKey } from '../api/list-property-reviews';
import { generalInfoRows, splitRequests, type GeneralInfoReviewItem } from '../model';
import { QueryState } from './query-state';
import { ReasonDialog } from './reason-dialog';
import * as css from './review.css';

/** The general-info change reason's bounds (contract GeneralInfoDecision.reason: required, up to 500). */
const REASON_MIN = 1;
const REASON_MAX = 500;

type AreaNames = ReturnType<typeof useAreaNames>;

/** A row's value as people read it: Indonesian areas by name, the rest as given. */
function shownValue(field: string, value: string, areas: AreaNames): string {
  if (field === 'provinceCode') return areas.province ?? value;
  if (field === 'regencyCode') return areas.regency ?? value;
  if (field === 'districtCode') return areas.district ?? value;
  return value;
}

function Comparison({ item }: { item: GeneralInfoReviewItem }) {
  const t = useT();
  const { current, request } = item;
  const currentAreas = useAreaNames(current.provinceCode, current.regencyCode, current.districtCode);
  const proposedAreas = useAreaNames(
    request.proposed.provinceCode,
    request.proposed.regencyCode,
    request.proposed.districtCode,
  );
  return (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <caption className={visuallyHidden}>
          {t('review.generalInfo.caption', { name: item.propertyName })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.th}>
              {t('review.generalInfo.field')}
            </th>
            <th scope="col" className={css.th}>
              {t('review.generalInfo.current')}
            </th>
            <th scope="col" className={css.th}>
              {t('review.generalInfo.proposed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {generalInfoRows(item).map((row) => (
            <tr key={row.field} className={row.changed ? css.changedRow : undefined}>
              <th scope="row" className={css.td} style={{ textAlign: 'left' }}>
                {t(`review.fields.${row.field}`)}
                {row.changed ? (
                  <>
                    {' '}
                    <Badge tone="warning">{t('review.generalInfo.changed')}</Badge>
                  </>
                ) : null}
              </th>
              <td className={css.td}>
                {shownValue(row.field, row.current, currentAreas) || t('review.detail.none')}
              </td>
              <td className={`${css.td} ${row.changed ? css.strong : ''}`}>
                {shownValue(row.field, row.proposed, proposedAreas) || t('review.detail.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OpenRequest({ item }: { item: GeneralInfoReviewItem }) {
  const t = useT();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const [rejecting, setRejecting] = useState(false);
  const name = item.propertyName;
  const { request } = item;
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKey });
  const approve = async () => {
    try {
      await decideGeneralInfoRequest(request.requestId, { decision: 'APPROVE' });
      showSuccess(t('review.generalInfo.approved', { name }));
      await refresh();
    } catch (error) {
      showError(errorMessage(error, t('review.generalInfo.failed')));
      throw error;
    }
  };
  const reject = async (reason: string) => {
    await decideGeneralInfoRequest(request.requestId, { decision: 'REJECT', reason });
    showSuccess(t('review.generalInfo.rejected', { name }));
    await refresh();
  };
  const sent = f.dateTime(request.createdAt);
  return (
    <article className={page.card} aria-labelledby={`gi-${request.requestId}`}>
      <div className={css.sectionHead}>
        <h3 id={`gi-${request.requestId}`} className={page.cardTitle}>
          {name}
        </h3>
        <span className={css.small}>
          {request.requestedBy
            ? t('review.generalInfo.requested', { name: request.requestedBy, date: sent })
            : t('review.generalInfo.requestedUnknown', { date: sent })}
        </span>
      </div>
      <Comparison item={item} />
      <div className={css.row} style={{ justifyContent: 'flex-end' }}>
        <Button
          variant="secondary"
          onClick={() => setRejecting(true)}
          aria-label={t('review.generalInfo.rejectLabel', { name })}
        >
          {t('review.generalInfo.reject')}
        </Button>
        <ConfirmDialog
          title={t('review.generalInfo.approveTitle')}
          message={t('review.generalInfo.approveBody', { name })}
          confirmLabel={t('review.generalInfo.approve')}
          cancelLabel={t('review.decision.cancel')}
          onConfirm={approve}
          trigger={
            <Button aria-label={t('review.generalInfo.approveLabel', { name })}>
              {t('review.generalInfo.approve')}
            </Button>
          }
        />
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('review.generalInfo.rejectTitle')}
        description={t('review.decision.rejectBody')}
        confirmLabel={t('review.generalInfo.reject')}
        min={REASON_MIN}
        max={REASON_MAX}
        onSubmit={reject}
      />
    </article>
  );
}

function DecidedRequest({ item }: { item: GeneralInfoReviewItem }) {
  const t = useT();
  const f = useFormat();
  const { request } = item;
  const status = t(`review.generalInfo.status.${request.status}`);
  const date = request.decidedAt ? f.dateTime(request.decidedAt) : t('review.detail.none');
  return (
    <li className={css.stack} style={{ gap: 4 }}>
      <span className={css.row}>
        <span className={css.strong}>{item.propertyName}</span>
        <Badge tone={request.status === 'APPROVED' ? 'success' : 'danger'}>{status}</Badge>
      </span>
      <span className={css.small}>
        {request.decidedBy
          ? t('review.generalInfo.decidedBy', { status, name: request.decidedBy, date })
          : t('review.generalInfo.decidedOn', { status, date })}
      </span>
      {request.reason ? (
        <span className={css.small}>{t('review.generalInfo.reason', { reason: request.reason })}</span>
      ) : null}
    </li>
  );
}

/** The general-info tab: open change requests with current and proposed values, then the decided ones. */
export function GeneralInfoTab({ query }: { query: UseQueryResult<GeneralInfoReviewItem[]> }) {
  const t = useT();
  return (
    <QueryState query={query} loading={t('review.queue.loading')} failed={t('review.queue.loadFailed')}>
      {(items) => {
        const { open, decided } = splitRequests(items);
        return (
          <div className={css.stack} style={{ gap: 24 }}>
            <section className={css.stack} aria-labelledby="review-gi-open">
              <div>
                <h2 id="review-gi-open" className={page.cardTitle}>
                  {t('review.generalInfo.title')}
                </h2>
                <p className={page.muted}>{t('review.generalInfo.help')}</p>
              </div>
              {open.length === 0 ? (
                <EmptyState
                  title={t('review.generalInfo.empty')}
                  description={t('review.generalInfo.emptyBody')}
                  headingLevel={3}
                />
              ) : (
                open.map((item) => <OpenRequest key={item.request.requestId} item={item} />)
              )}
            </section>
            {decided.length > 0 ? (
              <section className={css.stack} aria-labelledby="review-gi-decided">
                <h2 id="review-gi-decided" className={page.cardTitle}>
                  {t('review.generalInfo.history')}
                </h2>
                <ul className={css.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {decided.map((item) => (
                    <DecidedRequest key={item.request.requestId} item={item} />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
}
