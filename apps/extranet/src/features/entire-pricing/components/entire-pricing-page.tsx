import { useSearchParams } from 'react-router-dom';
import { Select } from '@extranet/ui/select';
import { useEntirePricing } from '../api/get-entire-pricing';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import {
  ButtonLink,
  PageLoading,
  RequestErrorScreen,
  StatusPanel,
} from '../../../shared/components/status-screens';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
import { formatDateTime } from '../../../shared/format';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as own from './entire-pricing.css';
import { type EntirePricing } from '../model';
import { CALENDAR_PATH, UnitForm } from './unit-form';

/** A villa: for the "homes only" and "no units" panels. */
function HomeIllustration() {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" aria-hidden="true">
      <circle cx="70" cy="60" r="50" fill="#e8f0fc" />
      <path d="M30 62l40-32 40 32" stroke="#1f5fbf" strokeWidth="6" fill="none" strokeLinejoin="round" />
      <rect x="42" y="58" width="56" height="36" rx="3" fill="#1f5fbf" />
      <rect x="62" y="72" width="16" height="22" rx="2" fill="#fff" />
      <rect x="48" y="66" width="10" height="10" rx="1.5" fill="#8fb3ea" />
      <rect x="82" y="66" width="10" height="10" rx="1.5" fill="#8fb3ea" />
    </svg>
  );
}

function EntirePricingScreen({ hotelId, data }: { hotelId: number; data: EntirePricing }) {
  const t = useT();
  const { lang } = useLanguage();
  const { timeZone } = useHotelContext();
  // The unit is in the URL (?unit=<roomId>): a reload or a shared link opens the same unit.
  const [params, setParams] = useSearchParams();
  const unit = data.units.find((u) => u.roomId === Number(params.get('unit'))) ?? data.units[0];
  const setRoomId = (roomId: number) =>
    setParams(
      (p) => {
        p.set('unit', String(roomId));
        return p;
      },
      { replace: true },
    );
  if (!unit) {
    return (
      <StatusPanel
        headingLevel={2}
        illustration={<HomeIllustration />}
        title={t('entirePricing.noUnits.title')}
        body={t('entirePricing.noUnits.body')}
      />
    );
  }
  return (
    <>
      <div className={own.unitBar}>
        {data.units.length > 1 ? (
          <div className={own.unitSelect}>
            <Select<number>
              label={t('entirePricing.unit')}
              description={t('entirePricing.unitHelp')}
              options={data.units.map((u) => ({ id: u.roomId, label: u.name }))}
              value={unit.roomId}
              onChange={(id) => id !== null && setRoomId(id)}
            />
          </div>
        ) : (
          <h2 className={ui.sectionTitle}>{unit.name}</h2>
        )}
        {unit.settings ? (
          <p className={own.meta}>
            {t('entirePricing.lastSaved', {
              date: formatDateTime(unit.settings.updatedAt, lang, timeZone),
            })}
          </p>
        ) : null}
      </div>
      <UnitForm key={unit.roomId} hotelId={hotelId} unit={unit} data={data} onSaved={() => undefined} />
    </>
  );
}

/** /v3/rates-and-availability/entire-pricing: the price of a home's units as a whole, with the price simulation. */
export function EntirePricingPage() {
  const t = useT();
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  const { hotelId } = useHotelContext();
  const isHome = hotel?.accommodationType === 'NHA';
  usePageTitle(t('entirePricing.title'));
  const query = useEntirePricing(hotelId, isHome);
  if (!isHome) {
    return (
      <StatusPanel
        illustration={<HomeIllustration />}
        title={t('entirePricing.notHome.title')}
        body={t('entirePricing.notHome.body')}
      >
        <ButtonLink to={CALENDAR_PATH}>{t('entirePricing.notHome.link')}</ButtonLink>
      </StatusPanel>
    );
  }
  return (
    <div className={css.page} style={{ maxWidth: 1200 }}>
      <header className={css.pageHeader}>
        <h1 id="entire-pricing-title" className={css.title}>
          {t('entirePricing.title')}
        </h1>
        <p className={css.subtitle}>{t('entirePricing.subtitle')}</p>
      </header>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <EntirePricingScreen hotelId={hotelId} data={query.data} />
      )}
    </div>
  );
}
