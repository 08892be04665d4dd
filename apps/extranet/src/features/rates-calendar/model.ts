import type { Schemas } from '@extranet/api';
import { addDays, addMonths, daysBetween, DEFAULT_TIME_ZONE, todayInZone } from '@extranet/domain';

// The feature's screens take calendar arithmetic from here; it is the domain's.
export { addDays, addMonths, daysBetween } from '@extranet/domain';
import {
  RATE_CALENDAR_RESTRICTION_FIELDS,
  type RateCalendarChange,
  type RateCalendarChoices,
  type RateCalendarField,
  type RateCalendarOccupancyField,
  type RateCalendarSeries,
} from '@extranet/ui/rate-calendar';

type Ints = readonly (number | null)[];
type Bools = readonly (boolean | null)[];
type Strings = readonly (string | null)[];
/** Occupancy rates of one day: number of guests ("1", "2", ...) -> rate. */
export type AriOccupancy = Readonly<Record<string, number>> | null;

/** A room's series of the calendar, one value per day (index 0 = the window's `from`). */
export interface AriRoomDays {
  roomId: number;
  roomName: string;
  minSellPrice: number;
  /** Most guests the room holds (occupancy rates go up to it). */
  maxOccupancy: number;
  allotment: Ints;
  sold: Ints;
}

/** A rate plan and room's series of the calendar, one value per day. */
export interface AriRatePlanDays {
  roomId: number;
  ratePlanId: number;
  ratePlanName: string;
  /** A static-tariff plan: only a market manager changes its rates. */
  staticTariff: boolean;
  rate: Ints;
  closeOut: Bools;
  cta: Bools;
  ctd: Bools;
  /** The optional series: null (the decoder) or absent (fixtures) when no day of the window has a value. */
  occupancyRates?: readonly AriOccupancy[] | null;
  softblockMax?: Ints | null;
  advMin?: Ints | null;
  advMax?: Ints | null;
  stayMin?: Ints | null;
  stayMax?: Ints | null;
  stayThroughMin?: Ints | null;
  stayThroughMax?: Ints | null;
  cancellationPolicy?: Strings | null;
  mealPlan?: Strings | null;
}

/**
 * The calendar read of `GET /api/v1/hotels/{hotelId}/ari` as the screens use it: one array per series indexed
 * by day. The wire is columnar and run-length encoded; `api/decode-ari-calendar.ts` is its one decoder.
 */
export interface AriCalendar {
  hotelId: number;
  from: string;
  to: string;
  days: number;
  /** The property prices by number of guests (SPEC 3 occupancyBasedRate). */
  occupancyBasedRate: boolean;
  rooms: readonly AriRoomDays[];
  ratePlans: readonly AriRatePlanDays[];
}
type AriCellChange = Schemas['AriCellChange'];

export interface CalendarFilters {
  roomId: number | null;
  ratePlanId: number | null;
}

/** The view windows of SPEC 9: 90 days back (read-only); 11 months ahead (calendar) or 18 months (list). */
export type CalendarView = 'calendar' | 'list' | 'edit';

/**
 * Today in the property's own time zone (the session's `timeZone`), as `YYYY-MM-DD`: the day the server's ARI
 * window starts from (at 23:30 in Jakarta it is already tomorrow in Bali).
 */
export function propertyToday(timeZone: string | undefined, now: Date = new Date()): string {
  return todayInZone(timeZone ?? DEFAULT_TIME_ZONE, () => now);
}

/**
 * The window a view reads. The server refuses more than 549 days and anything before 90 days back or after
 * 18 months ahead, so the 18-month views start today (their past is in the calendar view).
 */
export function viewWindow(view: CalendarView, today: string): { from: string; to: string } {
  if (view === 'calendar') return { from: addDays(today, -90), to: addMonths(today, 11) };
  return { from: today, to: addMonths(today, 18) };
}

/** The months a view can jump to (first day of each), from the window's first month to its last. */
export function monthsOf(window: { from: string; to: string }): string[] {
  const out: string[] = [];
  let month = `${window.from.slice(0, 7)}-01`;
  while (month <= window.to) {
    out.push(month);
    month = addMonths(month, 1);
  }
  return out;
}

const EMPTY: readonly never[] = [];

/**
 * Calendar data -> the grid's series: one row per room and rate plan, grouped by room, filtered. The grid takes
 * the API's rate plan rows as they are (same ids and field names); the room's allotment and sold are shared by
 * its rate plans (every row of a room shows the same values).
 */
export function toSeries(
  data: AriCalendar,
  filters: CalendarFilters,
  options: {
    /** Static-tariff plans' rates are the market manager's: shown read-only, named by `staticName`. */
    lockStaticRates?: boolean;
    staticName?: (name: string) => string;
  } = {},
): RateCalendarSeries[] {
  const priceFields: readonly RateCalendarField[] = ['rate', ...occupancyFields(data)];
  const out: RateCalendarSeries[] = [];
  for (const room of data.rooms) {
    if (filters.roomId !== null && room.roomId !== filters.roomId) continue;
    for (const plan of data.ratePlans) {
      if (plan.roomId !== room.roomId) continue;
      if (filters.ratePlanId !== null && plan.ratePlanId !== filters.ratePlanId) continue;
      const locked = options.lockStaticRates === true && plan.staticTariff;
      out.push({
        ...plan,
        occupancyRates: plan.occupancyRates as RateCalendarSeries['occupancyRates'],
        roomName: room.roomName,
        allotment: room.allotment,
        sold: room.sold,
        ...(locked
          ? {
              ratePlanName: options.staticName ? options.staticName(plan.ratePlanName) : plan.ratePlanName,
              readOnlyFields: priceFields,
            }
          : {}),
      });
    }
  }
  return out;
}

const isOccupancyField = (field: RateCalendarField): field is RateCalendarOccupancyField =>
  field.startsWith('occupancy');

/**
 * The occupancy-rate fields of the grid (`occupancy1`…): where the property prices by occupancy, one per guest
 * count up to the largest room's capacity; otherwise only the guest counts some day still has a rate for (set
 * before the property stopped, shown so nothing is hidden). At most 8.
 */
export function occupancyFields(data: AriCalendar): RateCalendarField[] {
  let most = data.occupancyBasedRate ? Math.max(0, ...data.rooms.map((room) => room.maxOccupancy)) : 0;
  for (const plan of data.ratePlans) {
    for (const day of plan.occupancyRates ?? EMPTY) {
      if (!day) continue;
      for (const key of Object.keys(day)) if (/^[1-9]\d?$/.test(key)) most = Math.max(most, Number(key));
    }
  }
  return Array.from({ length: Math.min(most, 8) }, (_, i) => `occupancy${i + 1}` as RateCalendarField);
}

/** The rows a rate plan shows when its restrictions are expanded: occupancy rates first, then SPEC 3's rest. */
export function restrictionFields(data: AriCalendar): RateCalendarField[] {
  return [...occupancyFields(data), ...RATE_CALENDAR_RESTRICTION_FIELDS];
}

/** Cancellation policies a day can override the rate plan's with (as in bulk updates); null = rate plan's. */
export const CANCELLATION_CHOICES = [
  'NON_REFUNDABLE',
  'FREE_UNTIL_1_DAY',
  'FREE_UNTIL_3_DAYS',
  'FREE_UNTIL_7_DAYS',
] as const;
/** Meal plans a day can override the rate plan's with (the rate plan's meal options). */
export const MEAL_CHOICES = ['NONE', 'BREAKFAST', 'LUNCH', 'DINNER', 'ALL_INCLUSIVE'] as const;

/** The choice cells' options, labelled. */
export function calendarChoices(t: (key: string) => string): RateCalendarChoices {
  return {
    cancellationPolicy: CANCELLATION_CHOICES.map((value) => ({
      value,
      label: t(`rates.bulk.cancellationOptions.${value}`),
      short: t(`rates.calendar.cancellationShort.${value}`),
    })),
    mealPlan: MEAL_CHOICES.map((value) => ({ value, label: t(`ratePlans.meal.${value}`) })),
  };
}

/** The occupancy rates of a cell as the data holds them (for merging per-guest edits). */
export function occupancyAt(
  data: AriCalendar,
  roomId: number,
  ratePlanId: number,
  date: string,
): Record<string, number> {
  const plan = data.ratePlans.find((p) => p.roomId === roomId && p.ratePlanId === ratePlanId);
  const day = plan?.occupancyRates?.[daysBetween(data.from, date)];
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(day ?? {})) if (typeof v === 'number') out[k] = v;
  return out;
}

/**
 * The grid's pending changes -> one server batch. Allotment belongs to the room: an edit in any of its rate
 * plan rows is one room change (the last edit of a room and date wins); `sold` is never sent. Occupancy-rate
 * edits of one cell become one `occupancyRates` change: the day's rates with the edited guests replaced (a
 * cleared rate is removed; none left is null). `occupancy` gives the day's current rates.
 */
export function toBatch(
  changes: readonly RateCalendarChange[],
  occupancy: (roomId: number, ratePlanId: number, date: string) => Record<string, number> = () => ({}),
): AriCellChange[] {
  const byKey = new Map<string, AriCellChange>();
  for (const change of changes) {
    const guests = /^occupancy(\d+)$/.exec(change.field);
    if (guests) {
      const { roomId, ratePlanId } = change;
      const key = `${roomId}|${ratePlanId}|${change.date}|occupancyRates`;
      const current = byKey.get(key);
      const rates = current
        ? { ...(current.value as Record<string, number> | null) }
        : occupancy(roomId, ratePlanId, change.date);
      if (typeof change.value === 'number') rates[guests[1]!] = change.value;
      else delete rates[guests[1]!];
      byKey.set(key, {
        roomId,
        ratePlanId,
        date: change.date,
        field: 'occupancyRates',
        value: Object.keys(rates).length > 0 ? rates : null,
      });
      continue;
    }
    // Every other grid field is the API's field of the same name.
    const field = change.field;
    if (field === 'sold' || isOccupancyField(field)) continue;
    const roomId = change.roomId;
    const ratePlanId = field === 'allotment' ? null : change.ratePlanId;
    const value =
      typeof change.value === 'number' || typeof change.value === 'string' || change.value === null
        ? change.value
        : !!change.value;
    const key = `${roomId}|${ratePlanId ?? ''}|${change.date}|${field}`;
    byKey.delete(key);
    byKey.set(key, { roomId, ratePlanId, date: change.date, field, value });
  }
  return [...byKey.values()];
}

/**
 * The filter choices: every room, and the rate plans of the chosen room (or all, once each: a rate plan can be
 * linked to several rooms).
 */
export function filterOptions(
  data: AriCalendar,
  filters: CalendarFilters,
): { rooms: { id: number; label: string }[]; ratePlans: { id: number; label: string }[] } {
  const seen = new Set<number>();
  const ratePlans: { id: number; label: string }[] = [];
  for (const p of data.ratePlans) {
    if (filters.roomId !== null && p.roomId !== filters.roomId) continue;
    if (seen.has(p.ratePlanId)) continue;
    seen.add(p.ratePlanId);
    ratePlans.push({ id: p.ratePlanId, label: p.ratePlanName });
  }
  return { rooms: data.rooms.map((r) => ({ id: r.roomId, label: r.roomName })), ratePlans };
}

/** The rate plan filter is dropped when it does not belong to the newly chosen room. */
export function chooseRoom(
  data: AriCalendar,
  filters: CalendarFilters,
  roomId: number | null,
): CalendarFilters {
  const keep =
    filters.ratePlanId !== null &&
    (roomId === null ||
      data.ratePlans.some((p) => p.ratePlanId === filters.ratePlanId && p.roomId === roomId));
  return { roomId, ratePlanId: keep ? filters.ratePlanId : null };
}

/**
 * Where the editor opens when a link says so (`?date=&room=&ratePlan=`, e.g. from the list view): the date
 * when it is inside the loaded window, the room and rate plan when they are this property's (a rate plan of
 * another room is dropped). Anything else keeps the defaults (today, every room).
 */
export function openingFromUrl(
  data: AriCalendar,
  params: URLSearchParams,
  today: string,
): { date: string; filters: CalendarFilters } {
  const date = params.get('date') ?? '';
  const inWindow = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= data.from && date <= data.to;
  const id = (name: string) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const roomId = id('room');
  const room = roomId !== null && data.rooms.some((r) => r.roomId === roomId) ? roomId : null;
  const ratePlanId = id('ratePlan');
  const plan = data.ratePlans.some((p) => p.ratePlanId === ratePlanId && (room === null || p.roomId === room))
    ? ratePlanId
    : null;
  return { date: inWindow ? date : today, filters: { roomId: room, ratePlanId: plan } };
}

/** Minimum sell price of each room (for the grid's validator). */
export function minSellPrices(data: AriCalendar): Map<number, number> {
  return new Map(data.rooms.map((r) => [r.roomId, r.minSellPrice]));
}

/** Field errors of a refused batch (`changes.3.value`) -> readable lines naming the cell. */
export function describeBatchErrors(
  batch: readonly AriCellChange[],
  errors: readonly { field: string; message: string }[],
  names: (change: AriCellChange) => string,
): string[] {
  return errors.map((e) => {
    const m = /^changes\.(\d+)/.exec(e.field);
    const change = m ? batch[Number(m[1])] : undefined;
    return change ? `${names(change)}: ${e.message}` : e.message;
  });
}
