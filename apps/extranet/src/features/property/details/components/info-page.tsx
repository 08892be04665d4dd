import { Link } from 'react-router-dom';
import { routePath } from '@extranet/domain';
import { useLanguage } from '../../../../shared/i18n/language';
import { usePropertyKind } from '../../rooms/use-property-kind';
import { countryName, kindKey } from '../model';
import { usePageTitle } from '../../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen } from '../../../../shared/components/status-screens';
import { useHotelContext } from '../../../../shared/rates/hotel-context';
import * as css from '../../../../shared/styles/page.css';
import { usePropertyInfo } from '../api/get-property-info';
import { ScoreSummary } from './content-score-page';
import * as own from './details.css';

/** Pages a home (NHA) names its own way ("Property details", "Units"). */
const KIND_WORDED_PAGES: ReadonlySet<string> = new Set(['hotelDetails', 'roomData']);

/** Every page of the Property area, by route id. */
const PROPERTY_PAGES = [
  'hotelGeneralInfo',
  'hotelDetails',
  'roomData',
  'photoGallery',
  'hotelFacilities',
  'hotelAnnouncement',
  'hotelContentScore',
] as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={css.fact}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  );
}

/** /v3/info: the property at a glance, its content score with the next step, links to every Property page. */
export function InfoPage() {
  const { t, lang } = useLanguage();
  const i = (key: string) => t(`propertyDetails.info.${key}`);
  const { hotelId } = useHotelContext();
  const { accommodationType } = usePropertyKind();
  const query = usePropertyInfo(hotelId);
  usePageTitle(i('title'));
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <RequestErrorScreen error={query.error} onRetry={() => void query.refetch()} />;
  const info = query.data;
  const contact = info.primaryContact;
  const address = [
    info.address.address,
    info.address.city,
    info.address.postalCode,
    countryName(info.address.country, lang),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className={css.page} style={{ maxWidth: 1080 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{info.name}</h1>
        <p className={css.subtitle}>{i('subtitle')}</p>
      </header>
      <div className={css.twoColumns}>
        <section className={css.card} aria-labelledby="info-facts">
          <h2 id="info-facts" className={css.cardTitle}>
            {i('title')}
          </h2>
          <dl className={css.facts}>
            <Fact label={i('status')}>{t(`propertyDetails.info.statuses.${info.activeStatus}`)}</Fact>
            <Fact label={i('category')}>
              {info.accommodationType ? t(`propertyDetails.info.categories.${info.accommodationType}`) : '-'}
            </Fact>
            <Fact label={i('address')}>{address || '-'}</Fact>
            <Fact label={i('primaryContact')}>
              {contact ? (
                <>
                  {contact.name} ({contact.position})<br />
                  {contact.email}
                  <br />
                  {contact.mobile}
                </>
              ) : (
                i('noContact')
              )}
            </Fact>
            <Fact label={i('rooms')}>{info.roomsCount}</Fact>
            <Fact label={i('photos')}>{info.photosCount}</Fact>
          </dl>
        </section>
        <section className={css.card} aria-labelledby="info-score">
          <h2 id="info-score" className={css.cardTitle}>
            {t('propertyDetails.score.title')}
          </h2>
          <ScoreSummary score={info.contentScore} headingLevel={3} />
        </section>
      </div>
      <nav className={css.card} aria-labelledby="info-pages">
        <h2 id="info-pages" className={css.cardTitle}>
          {i('pages')}
        </h2>
        <ul className={own.pageLinks}>
          {PROPERTY_PAGES.map((id) => (
            <li key={id}>
              <Link to={routePath(id)} className={css.textLink}>
                {t(
                  KIND_WORDED_PAGES.has(id)
                    ? kindKey(`propertyDetails.pages.${id}`, accommodationType)
                    : `propertyDetails.pages.${id}`,
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
