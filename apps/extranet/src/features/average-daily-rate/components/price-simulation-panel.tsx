import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@extranet/api';
import { PRICE_SIMULATION_MAX_NIGHTS } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { NumberField } from '@extranet/ui/number-field';
import { Select } from '@extranet/ui/select';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { errorMessage } from '../../../shared/api/error-message';
import { simulateHotelPrice } from '../api/simulate-hotel-price';
import {
  initialSimulation,
  simulationBody,
  simulationProblems,
  type RatePlanChoice,
  type SimulationValues,
} from '../model';
import * as page from '../../../shared/styles/page.css';
import * as css from './adr.css';

type Simulation = Schemas['HotelPriceSimulation'];

/** The server's field errors by field (already translated), none for another error. */
const fieldMessages = (error: unknown): Record<string, string> =>
  isApiError(error) ? Object.fromEntries((error.errors ?? []).map((e) => [e.field, e.message])) : {};

function Result({ sim }: { sim: Simulation }) {
  const t = useT();
  const f = useFormat();
  if (!sim.available)
    return (
      <div role="status" data-testid="simulation-result">
        <p>{t('analytics.simulation.unavailable')}</p>
        <ul>
          {sim.reasons.map((r) => (
            <li key={r}>{t(`common.quoteReasons.${r}`)}</li>
          ))}
        </ul>
      </div>
    );
  // What the nights' rates alone do not explain: surcharges, the length-of-stay discount, children's prices.
  const other = (sim.priceBeforePromotions ?? 0) - sim.perNight.reduce((sum, n) => sum + (n.rate ?? 0), 0);
  return (
    <div role="status" data-testid="simulation-result">
      <h3 className={page.cardTitle}>{t('analytics.simulation.result')}</h3>
      <dl className={css.breakdown}>
        {sim.perNight.map((n) => (
          <div key={n.date} className={css.line}>
            <dt>
              {t('analytics.simulation.perNight')} · {f.date(n.date)}
            </dt>
            <dd>{n.rate === null ? '–' : f.money(n.rate)}</dd>
          </div>
        ))}
        {other !== 0 ? (
          <div className={css.line}>
            <dt>{t('analytics.simulation.otherCharges')}</dt>
            <dd>{`${other > 0 ? '+' : ''}${f.money(other)}`}</dd>
          </div>
        ) : null}
        <div className={css.line}>
          <dt>{t('analytics.simulation.beforePromotions')}</dt>
          <dd>{f.money(sim.priceBeforePromotions ?? 0)}</dd>
        </div>
        {sim.promotions.map((p, i) => (
          <div key={`${p.name}-${i}`} className={css.line}>
            <dt>{t('analytics.simulation.promotion', { name: p.name })}</dt>
            <dd>−{f.money(p.amount)}</dd>
          </div>
        ))}
        {sim.promotions.length === 0 ? (
          <p className={page.muted}>{t('analytics.simulation.noPromotions')}</p>
        ) : null}
        <div className={css.total}>
          <dt>{t('analytics.simulation.guestPays')}</dt>
          <dd data-testid="simulation-guest-pays">{f.money(sim.guestPays ?? 0)}</dd>
        </div>
        <div className={css.line}>
          <dt>{t('analytics.simulation.commission', { percent: sim.commissionPercent })}</dt>
          <dd>−{f.money(sim.commission ?? 0)}</dd>
        </div>
        <div className={css.total}>
          <dt>{t('analytics.simulation.propertyReceives')}</dt>
          <dd data-testid="simulation-property-receives">{f.money(sim.propertyReceives ?? 0)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The hotel price simulation (SPEC 7 POST price-simulation): a stay priced as the marketplace would, nothing saved. */
export function PriceSimulationPanel({
  hotelId,
  plans,
  today,
}: {
  hotelId: number;
  plans: readonly RatePlanChoice[];
  today: string;
}) {
  const t = useT();
  const [values, setValues] = useState<SimulationValues>(() => initialSimulation(plans, today));
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (v: SimulationValues) => simulateHotelPrice(hotelId, simulationBody(v)),
    onSuccess: () => {
      setProblem(null);
      setServerErrors({});
    },
    onError: (error) => {
      const fields = fieldMessages(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(errorMessage(error, t('analytics.simulation.failed')));
    },
  });
  const local = shown ? simulationProblems(values) : {};
  const errorOf = (field: string) => {
    const code = local[field];
    if (code) return t(`errors.field.${code}`, { limit: PRICE_SIMULATION_MAX_NIGHTS });
    return serverErrors[field];
  };
  const err = (field: string) => {
    const e = errorOf(field);
    return e ? { error: e } : {};
  };
  const plan = plans.find((p) => p.ratePlanId === values.ratePlanId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.keys(simulationProblems(values)).length === 0) run.mutate(values);
  };
  return (
    <section className={page.card} aria-labelledby="price-simulation-title">
      <h2 id="price-simulation-title" className={page.cardTitle}>
        {t('analytics.simulation.title')}
      </h2>
      <p className={page.muted}>{t('analytics.simulation.subtitle')}</p>
      {plans.length === 0 ? (
        <p>{t('analytics.simulation.noRatePlans')}</p>
      ) : (
        <form className={css.form} noValidate onSubmit={submit} aria-labelledby="price-simulation-title">
          <Select
            label={t('analytics.simulation.ratePlan')}
            value={values.ratePlanId === null ? null : String(values.ratePlanId)}
            onChange={(v) => {
              const next = plans.find((p) => String(p.ratePlanId) === v);
              setValues({
                ...values,
                ratePlanId: next?.ratePlanId ?? null,
                roomId: next?.rooms[0]?.roomId ?? null,
              });
            }}
            options={plans.map((p) => ({ id: String(p.ratePlanId), label: p.name }))}
            isRequired
            {...err('ratePlanId')}
          />
          <Select
            label={t('analytics.simulation.room')}
            value={values.roomId === null ? null : String(values.roomId)}
            onChange={(v) => setValues({ ...values, roomId: v ? Number(v) : null })}
            options={(plan?.rooms ?? []).map((r) => ({ id: String(r.roomId), label: r.name }))}
            isRequired
            {...err('roomId')}
          />
          <DateField
            label={t('analytics.simulation.checkIn')}
            name="checkIn"
            value={values.checkIn}
            minValue={today}
            onChange={(v) => setValues({ ...values, checkIn: v })}
            isRequired
            {...err('checkIn')}
          />
          <DateField
            label={t('analytics.simulation.checkOut')}
            name="checkOut"
            value={values.checkOut}
            onChange={(v) => setValues({ ...values, checkOut: v })}
            isRequired
            {...err('checkOut')}
          />
          <NumberField
            label={t('analytics.simulation.adults')}
            value={values.adults}
            minValue={1}
            maxValue={50}
            onChange={(v) => setValues({ ...values, adults: v })}
            isRequired
            {...err('adults')}
          />
          <NumberField
            label={t('analytics.simulation.rate')}
            description={t('analytics.simulation.rateHint')}
            value={values.rate}
            minValue={1}
            maxValue={1_000_000_000}
            onChange={(v) => setValues({ ...values, rate: v })}
            {...err('rate')}
          />
          <Select
            label={t('analytics.simulation.platform')}
            value={values.platform}
            onChange={(v) => v && setValues({ ...values, platform: v === 'LOGIN' ? 'LOGIN' : 'NON_LOGIN' })}
            options={(['NON_LOGIN', 'LOGIN'] as const).map((p) => ({
              id: p,
              label: t(`analytics.simulation.${p}`),
            }))}
          />
          <div>
            <Button type="submit" loading={run.isPending}>
              {t('analytics.simulation.submit')}
            </Button>
          </div>
        </form>
      )}
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      {run.data && !run.isPending ? <Result sim={run.data} /> : null}
    </section>
  );
}
