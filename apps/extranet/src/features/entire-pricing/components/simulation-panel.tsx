import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MONTHLY_MIN_NIGHTS, WEEKLY_MIN_NIGHTS } from '@extranet/domain';
import { formatCurrency, formatDate, type Language } from '@extranet/i18n';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { NumberField } from '@extranet/ui/number-field';
import { Select } from '@extranet/ui/select';
import { simulatePrice } from '../api/simulate-price';
import { errorMessage } from '../../../shared/api/error-message';
import { useLanguage, useT } from '../../../shared/i18n/language';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as own from './entire-pricing.css';
import type { SettingsInput, Simulation, Unit } from '../model';

/** Waits until the owner stops typing: the simulation is asked for at most every `ms`. */
export const SIMULATION_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return debounced;
}

const money = (amount: number, lang: Language) => formatCurrency(amount, 'IDR', lang);

function Figures({ sim, lang }: { sim: Simulation; lang: Language }) {
  const t = useT();
  const { totals } = sim;
  return (
    <>
      <p className={own.stay}>
        {t(sim.nights === 1 ? 'entirePricing.sim.stay_one' : 'entirePricing.sim.stay_other', {
          count: sim.nights,
          checkIn: formatDate(sim.checkIn, 'withWeekday', lang),
          checkOut: formatDate(sim.checkOut, 'withWeekday', lang),
        })}
      </p>
      <dl className={own.figures}>
        {sim.losDiscount ? (
          <>
            <div className={own.figureRow}>
              <dt>{t('entirePricing.sim.basePrice')}</dt>
              <dd className={own.figureValue}>{money(totals.basePrice, lang)}</dd>
            </div>
            <div className={own.figureRow}>
              <dt>
                {t('entirePricing.sim.discount', {
                  kind: t(`entirePricing.sim.${sim.losDiscount.kind}`),
                  percent: sim.losDiscount.percent,
                })}
              </dt>
              <dd className={own.figureValue}>{money(-totals.discount, lang)}</dd>
            </div>
          </>
        ) : null}
        <div className={own.figureRow}>
          <dt>{t('entirePricing.sim.guestPays')}</dt>
          <dd className={own.figureValue} data-testid="sim-guest-pays">
            <strong>{money(totals.guestPays, lang)}</strong>
          </dd>
        </div>
        <div className={own.figureRow}>
          <dt>{t('entirePricing.sim.commission', { percent: sim.ratePlan.commission })}</dt>
          <dd className={own.figureValue}>{money(-totals.commission, lang)}</dd>
        </div>
        <div className={own.ownerRow}>
          <dt>{t('entirePricing.sim.ownerReceives')}</dt>
          <dd className={own.ownerValue} data-testid="sim-owner-receives">
            {money(totals.ownerReceives, lang)}
          </dd>
        </div>
        <div className={own.figureRow}>
          <dt className={own.stay}>
            {t('entirePricing.sim.average', {
              price: money(Math.round(totals.guestPays / Math.max(sim.nights, 1)), lang),
            })}
          </dt>
        </div>
      </dl>
      <details className={own.details}>
        <summary className={own.summary}>{t('entirePricing.sim.perNight')}</summary>
        {/* Scrolls for long stays: focusable so the keyboard can scroll it. */}
        <div
          className={own.nightsWrap}
          tabIndex={0}
          role="region"
          aria-label={t('entirePricing.sim.caption')}
        >
          <table className={own.nightsTable}>
            <caption className={ui.help} style={{ textAlign: 'left' }}>
              {t('entirePricing.sim.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('entirePricing.sim.col.date')}</th>
                <th scope="col">{t('entirePricing.sim.col.guest')}</th>
                <th scope="col">{t('entirePricing.sim.col.commission')}</th>
                <th scope="col">{t('entirePricing.sim.col.owner')}</th>
              </tr>
            </thead>
            <tbody>
              {sim.perNight.map((n) => (
                <tr key={n.date}>
                  <th scope="row" style={{ fontWeight: 400 }}>
                    {formatDate(n.date, 'EEE d MMM', lang)}
                    <br />
                    <span className={ui.help}>{n.overrideName ?? t(`entirePricing.sim.kind.${n.kind}`)}</span>
                  </th>
                  <td>{money(n.guestPrice, lang)}</td>
                  <td>{money(n.commission, lang)}</td>
                  <td>{money(n.ownerReceives, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

/**
 * The price simulation (SPEC 7 POST price-simulation, "new" since 2023-10-25): what a stay costs the guest, the
 * marketplace commission and what the owner receives, for the values in the form as they are typed.
 */
export function SimulationPanel({
  hotelId,
  unit,
  today,
  horizon,
  settings,
}: {
  hotelId: number;
  unit: Unit;
  today: string;
  horizon: string;
  /** The form's values ready to price; null while the base prices are missing or invalid. */
  settings: SettingsInput | null;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const [checkIn, setCheckIn] = useState(today);
  const [nights, setNights] = useState<number | null>(3);
  const plans = unit.ratePlans;
  const [ratePlanId, setRatePlanId] = useState<number | null>(
    (plans.find((p) => p.commission !== null) ?? plans[0])?.ratePlanId ?? null,
  );
  const request = useDebounced({ settings, checkIn, nights, ratePlanId }, SIMULATION_DEBOUNCE_MS);
  const ready = request.settings !== null && request.nights !== null && request.nights >= 1;
  const query = useQuery({
    queryKey: ['price-simulation', hotelId, unit.roomId, request],
    enabled: ready,
    placeholderData: keepPreviousData,
    queryFn: () =>
      simulatePrice(hotelId, {
        roomId: unit.roomId,
        ...(request.ratePlanId ? { ratePlanId: request.ratePlanId } : {}),
        settings: request.settings ?? {},
        checkIn: request.checkIn,
        nights: Math.min(request.nights ?? 1, 365),
      }),
  });
  const stale =
    query.isFetching || JSON.stringify(request) !== JSON.stringify({ settings, checkIn, nights, ratePlanId });

  return (
    <section className={own.simCard} aria-labelledby="ep-sim-title" aria-busy={stale}>
      <div className={own.simHeader}>
        <h2 id="ep-sim-title" className={ui.sectionTitle}>
          {t('entirePricing.sim.title')}
        </h2>
        <Badge tone="info">{t('entirePricing.sim.badge')}</Badge>
      </div>
      <p className={ui.help}>{t('entirePricing.sim.help')}</p>
      <div className={own.simControls}>
        <DateField
          label={t('entirePricing.sim.checkIn')}
          value={checkIn}
          minValue={today}
          maxValue={horizon}
          onChange={(v) => v && v >= today && v <= horizon && setCheckIn(v)}
        />
        <NumberField
          label={t('entirePricing.sim.nights')}
          value={nights}
          minValue={1}
          maxValue={365}
          onChange={setNights}
        />
      </div>
      <div className={own.quick}>
        {[1, WEEKLY_MIN_NIGHTS, MONTHLY_MIN_NIGHTS].map((n) => (
          <Button
            key={n}
            size="sm"
            variant={nights === n ? 'primary' : 'secondary'}
            aria-pressed={nights === n}
            onClick={() => setNights(n)}
          >
            {t(n === 1 ? 'entirePricing.sim.nightsOption_one' : 'entirePricing.sim.nightsOption_other', {
              count: n,
            })}
          </Button>
        ))}
      </div>
      {plans.length > 1 ? (
        <Select<number>
          label={t('entirePricing.sim.ratePlan')}
          options={plans.map((p) => ({
            id: p.ratePlanId,
            label: t('entirePricing.sim.ratePlanOption', { name: p.name, commission: p.commission ?? 0 }),
          }))}
          value={ratePlanId}
          onChange={setRatePlanId}
        />
      ) : null}
      <div aria-live="polite" className={stale && query.data ? own.pending : undefined}>
        {settings === null ? (
          <p className={ui.help}>{t('entirePricing.sim.empty')}</p>
        ) : query.isError && !query.data ? (
          <div className={own.quick}>
            <p className={ui.fieldError} role="alert">
              {errorMessage(query.error, t('entirePricing.sim.error'))}
            </p>
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('entirePricing.sim.retry')}
            </Button>
          </div>
        ) : query.data ? (
          <Figures sim={query.data} lang={lang} />
        ) : (
          <p className={ui.help}>{t('entirePricing.sim.updating')}</p>
        )}
      </div>
    </section>
  );
}
