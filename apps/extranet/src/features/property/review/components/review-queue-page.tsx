import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@extranet/ui/tabs';
import { NEW_PROPERTY_REVIEW_HOURS } from '@extranet/domain';
import { useT } from '../../../../shared/i18n/language';
import { usePageTitle } from '../../../../shared/components/page-title';
import * as page from '../../../../shared/styles/page.css';
import { usePropertyReviews } from '../api/list-property-reviews';
import { useGeneralInfoReviewQueue } from '../api/list-general-info-requests';
import { splitQueue, splitRequests } from '../model';
import { PropertiesTab } from './properties-tab';
import { GeneralInfoTab } from './general-info-tab';

const TABS = ['properties', 'general-info'] as const;

/** /v3/review/properties: the market manager's queue of new properties and general-info change requests. */
export function ReviewQueuePage() {
  const t = useT();
  usePageTitle(t('review.queue.title'));
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((id) => id === params.get('tab')) ?? 'properties';
  const properties = usePropertyReviews();
  const requests = useGeneralInfoReviewQueue();
  const target = properties.data?.targetHours ?? NEW_PROPERTY_REVIEW_HOURS;
  const submittedCount = properties.data ? splitQueue(properties.data.items).submitted.length : undefined;
  const openCount = requests.data ? splitRequests(requests.data).open.length : undefined;
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('review.queue.title')}</h1>
        <p className={page.subtitle}>{t('review.queue.subtitle', { hours: target })}</p>
      </header>
      <Tabs
        aria-label={t('review.queue.title')}
        value={tab}
        onChange={(id) => setParams(id === 'properties' ? {} : { tab: id }, { replace: true })}
        items={[
          {
            id: 'properties',
            label: t('review.queue.tabProperties'),
            ...(submittedCount === undefined ? {} : { count: submittedCount }),
            content: <PropertiesTab query={properties} />,
          },
          {
            id: 'general-info',
            label: t('review.queue.tabGeneralInfo'),
            ...(openCount === undefined ? {} : { count: openCount }),
            content: <GeneralInfoTab query={requests} />,
          },
        ]}
      />
    </div>
  );
}
