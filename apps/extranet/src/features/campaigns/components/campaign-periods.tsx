import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import * as ui from '../../../shared/rates/rates-ui.css';
import type { Campaign } from '../model';

/** A campaign's three periods in a list's cell: participation, then booking and stay under it. */
export function CampaignPeriods({
  campaign: c,
}: {
  campaign: Pick<Campaign, 'participationPeriod' | 'bookingPeriod' | 'stayPeriod'>;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <>
      <div>
        {t('campaigns.participationPeriod', {
          period: f.dateRange(c.participationPeriod.start, c.participationPeriod.end),
        })}
      </div>
      <div className={ui.small}>
        {t('campaigns.bookingPeriod', { period: f.dateRange(c.bookingPeriod.start, c.bookingPeriod.end) })}
      </div>
      <div className={ui.small}>
        {t('campaigns.stayPeriod', { period: f.dateRange(c.stayPeriod.start, c.stayPeriod.end) })}
      </div>
    </>
  );
}
