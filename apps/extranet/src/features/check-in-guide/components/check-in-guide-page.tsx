import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../shared/components/status-screens';
import { useT } from '../../../shared/i18n/language';
import { useSignedInSession } from '../../../shared/session/session';
import * as page from '../../../shared/styles/page.css';
import { useCheckInGuide } from '../api/get-check-in-guide';
import { GUIDE_VIEWS, viewOf } from '../model';
import { GuideBanner } from './guide-banner';
import { GuideForm } from './guide-form';
import { GuideLog } from './guide-log';
import { GuidePreview } from './guide-preview';
import * as css from './check-in-guide.css';

/**
 * /v3/property/check-in-guide: the banner (state and the "show to guests" toggle), then one of three views
 * kept in the URL (`?view=`): the form, the guest preview and the log of versions.
 */
export function CheckInGuidePage() {
  const t = useT();
  usePageTitle(t('checkInGuide.title'));
  const hotelId = useSignedInSession().currentHotelId ?? 0;
  const query = useCheckInGuide(hotelId);
  const [params] = useSearchParams();
  const view = viewOf(params.get('view'));
  return (
    <div className={page.page} style={{ maxWidth: 1000 }}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('checkInGuide.title')}</h1>
        <p className={page.subtitle}>{t('checkInGuide.subtitle')}</p>
      </header>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <GuideBanner hotelId={hotelId} guide={query.data} />
          <nav aria-label={t('checkInGuide.views.label')} className={css.views}>
            {GUIDE_VIEWS.map((v) => (
              <Link
                key={v}
                to={v === 'form' ? '?' : `?view=${v}`}
                replace
                className={css.viewLink}
                aria-current={v === view ? 'page' : undefined}
              >
                {t(`checkInGuide.views.${v}`)}
              </Link>
            ))}
          </nav>
          {view === 'form' ? (
            <GuideForm hotelId={hotelId} guide={query.data} />
          ) : view === 'preview' ? (
            <GuidePreview
              content={query.data.content}
              photos={query.data.photos}
              note={t('checkInGuide.preview.fromDraft')}
            />
          ) : (
            <GuideLog hotelId={hotelId} />
          )}
        </>
      )}
    </div>
  );
}
