/** The ARI fields of the API and their columns. Only these names ever reach SQL text. */
import {
  ADVANCE_BOOKING_MAX_DAYS,
  isCalendarCancellationPolicy,
  LENGTH_OF_STAY_MAX_NIGHTS,
  MEAL_OPTIONS,
} from '@extranet/domain';

export type FieldKind = 'int' | 'bigint' | 'bool' | 'text' | 'json';

export interface FieldDef {
  readonly column: string;
  readonly kind: FieldKind;
  /** SQL type of the column (casts of text parameters). */
  readonly sqlType: string;
}

const def = (column: string, kind: FieldKind): FieldDef => ({
  column,
  kind,
  sqlType: { int: 'integer', bigint: 'bigint', bool: 'boolean', text: 'text', json: 'jsonb' }[kind],
});

/** Fields of a room and date (shared by the room's rate plans). `sold` comes from bookings only. */
export const ROOM_FIELDS = { allotment: def('allotment', 'int') } as const;

/** Fields of a rate plan, room and date. */
export const PLAN_FIELDS = {
  rate: def('rate', 'bigint'),
  occupancyRates: def('occupancy_rates', 'json'),
  closeOut: def('close_out', 'bool'),
  cta: def('cta', 'bool'),
  ctd: def('ctd', 'bool'),
  softblockMax: def('softblock_max', 'int'),
  advMin: def('adv_min', 'int'),
  advMax: def('adv_max', 'int'),
  stayMin: def('stay_min', 'int'),
  stayMax: def('stay_max', 'int'),
  stayThroughMin: def('stay_through_min', 'int'),
  stayThroughMax: def('stay_through_max', 'int'),
  cancellationPolicy: def('cancellation_policy', 'text'),
  mealPlan: def('meal_plan', 'text'),
} as const;

export type RoomField = keyof typeof ROOM_FIELDS;
export type PlanField = keyof typeof PLAN_FIELDS;
export type AriField = RoomField | PlanField;

export const PLAN_FIELD_NAMES = Object.keys(PLAN_FIELDS) as PlanField[];

/** Booleans default to false (NOT NULL columns); everything else may be null. */
export function isNotNull(field: AriField): boolean {
  return field === 'closeOut' || field === 'cta' || field === 'ctd' || field === 'allotment';
}

export function fieldDef(field: AriField): FieldDef {
  return field === 'allotment' ? ROOM_FIELDS.allotment : PLAN_FIELDS[field];
}

/** A value as a text parameter (cast back by fieldDef().sqlType); null stays null. */
export function toParam(field: AriField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (fieldDef(field).kind === 'json') return JSON.stringify(value);
  return String(value);
}

/** What is wrong with a value: an error code and the params its message needs (`limit` of TOO_SMALL). */
export interface ValueProblem {
  code: string;
  params?: Record<string, unknown>;
}

/** Checks the type of a value for a field; returns the problem (code and message params) or null. */
export function valueProblem(field: AriField, value: unknown): ValueProblem | null {
  const kind = fieldDef(field).kind;
  if (value === null) return isNotNull(field) ? { code: 'REQUIRED' } : null;
  switch (kind) {
    case 'int':
    case 'bigint':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { code: 'INVALID_TYPE' };
      // TOO_SMALL's message says "at least %limit%": give it the limit.
      if (value < 0) return { code: 'TOO_SMALL', params: { limit: 0 } };
      return null;
    case 'bool':
      return typeof value === 'boolean' ? null : { code: 'INVALID_TYPE' };
    case 'text':
      if (typeof value !== 'string' || value.length > 200) return { code: 'INVALID_TYPE' };
      // The intake reads these (cancellation terms, meals): only values it understands are stored.
      if (field === 'cancellationPolicy' && !isCalendarCancellationPolicy(value))
        return { code: 'INVALID_VALUE' };
      if (field === 'mealPlan' && !(MEAL_OPTIONS as readonly string[]).includes(value))
        return { code: 'INVALID_VALUE' };
      return null;
    case 'json':
      if (typeof value !== 'object' || Array.isArray(value)) return { code: 'INVALID_TYPE' };
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (!/^[1-9]\d?$/.test(k) || typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0)
          return { code: 'INVALID_VALUE' };
      }
      return null;
  }
}

/** Per-field upper bounds (SPEC 5/9): advance booking in days, stays in nights. */
export const FIELD_MAX: Partial<Record<AriField, number>> = {
  advMin: ADVANCE_BOOKING_MAX_DAYS,
  advMax: ADVANCE_BOOKING_MAX_DAYS,
  stayMin: LENGTH_OF_STAY_MAX_NIGHTS,
  stayMax: LENGTH_OF_STAY_MAX_NIGHTS,
  stayThroughMin: LENGTH_OF_STAY_MAX_NIGHTS,
  stayThroughMax: LENGTH_OF_STAY_MAX_NIGHTS,
};
export const FIELD_MIN: Partial<Record<AriField, number>> = {
  stayMin: 1,
  stayMax: 1,
  stayThroughMin: 1,
  stayThroughMax: 1,
};
