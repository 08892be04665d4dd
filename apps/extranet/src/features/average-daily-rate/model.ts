/**
 * The average daily rate screen's pure model: the period (checked by the domain's rule), the chart's points and
 * the day's difference to the market; the price simulation form's choices and body.
 */
import type { Schemas } from '@extranet/api';
import { addDays, adrRangeProblems, PRICE_SIMULATION_MAX_NIGHTS } from '@extranet/domain';
import {
  periodFilterProblems,
  type PeriodFilters,
  type PeriodProblems,
} from '../../shared/forms/period-problems';

export type AdrDay = Schemas['AdrDay'];
export interface AdrRange {
  from: string;
  to: string;
}

/** The period's field problems by field (`from`, `to`), empty when it may be shown. */
export const rangeProblems = (range: PeriodFilters): PeriodProblems =>
  periodFilterProblems(range, adrRangeProblems);

/** The property's ADR minus the market average (null when either is missing). */
export const difference = (d: Pick<AdrDay, 'adr' | 'marketAverage'>): number | null =>
  d.adr === null || d.marketAverage === null ? null : d.adr - d.marketAverage;

export interface ChartPoint {
  date: string;
  adr: number | null;
  market: number | null;
  holiday: boolean;
}

export const chartPoints = (days: readonly AdrDay[]): ChartPoint[] =>
  days.map((d) => ({ date: d.date, adr: d.adr, market: d.marketAverage, holiday: d.holiday !== null }));

export interface RatePlanChoice {
  ratePlanId: number;
  name: string;
  rooms: { roomId: number; name: string }[];
}

export interface SimulationValues {
  ratePlanId: number | null;
  roomId: number | null;
  checkIn: string | null;
  checkOut: string | null;
  adults: number | null;
  rate: number | null;
  platform: 'LOGIN' | 'NON_LOGIN';
}

export const initialSimulation = (plans: readonly RatePlanChoice[], today: string): SimulationValues => {
  const plan = plans.find((p) => p.rooms.length > 0);
  return {
    ratePlanId: plan?.ratePlanId ?? null,
    roomId: plan?.rooms[0]?.roomId ?? null,
    checkIn: addDays(today, 7),
    checkOut: addDays(today, 9),
    adults: 2,
    rate: null,
    platform: 'NON_LOGIN',
  };
};

/** The form's field problems (the server checks them again), empty when it may be sent. */
export function simulationProblems(v: SimulationValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (v.ratePlanId === null) out.ratePlanId = 'REQUIRED';
  if (v.roomId === null) out.roomId = 'REQUIRED';
  if (!v.checkIn) out.checkIn = 'REQUIRED';
  if (!v.checkOut) out.checkOut = 'REQUIRED';
  else if (v.checkIn && v.checkOut <= v.checkIn) out.checkOut = 'DATE_BEFORE_START';
  else if (v.checkIn && v.checkOut > addDays(v.checkIn, PRICE_SIMULATION_MAX_NIGHTS))
    out.checkOut = 'TOO_LARGE';
  if (v.adults === null || v.adults < 1) out.adults = 'REQUIRED';
  return out;
}

export function simulationBody(v: SimulationValues): Schemas['HotelPriceSimulationInput'] {
  return {
    ratePlanId: v.ratePlanId ?? 0,
    roomId: v.roomId ?? 0,
    checkIn: v.checkIn ?? '',
    checkOut: v.checkOut ?? '',
    adults: v.adults ?? 2,
    platform: v.platform,
    ...(v.rate !== null && v.rate > 0 ? { rate: v.rate } : {}),
  };
}
