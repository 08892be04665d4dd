import type { Schemas } from '@extranet/api';
import { validateBulkUpdate, type FieldError } from '@extranet/validation';

/** The bulk-update form's state, and its translation to the server body (`POST .../ari/bulk-updates`). */
export interface BulkForm {
  period: { start: string; end: string } | null;
  days: number[];
  /** Chosen room and rate plan pairs, `roomId:ratePlanId` (a rate plan can be linked to several rooms). */
  pairs: string[];
  setRate: boolean;
  rate: string;
  setAllotment: boolean;
  allotment: string;
  setCloseOut: boolean;
  closeOut: boolean;
  setCta: boolean;
  cta: boolean;
  setCtd: boolean;
  ctd: boolean;
  setStay: boolean;
  stayMin: string;
  stayMax: string;
  setAdvance: boolean;
  advMin: string;
  advMax: string;
  setCancellation: boolean;
  cancellation: string;
}

export const EMPTY_FORM: BulkForm = {
  period: null,
  days: [0, 1, 2, 3, 4, 5, 6],
  pairs: [],
  setRate: false,
  rate: '',
  setAllotment: false,
  allotment: '',
  setCloseOut: false,
  closeOut: true,
  setCta: false,
  cta: true,
  setCtd: false,
  ctd: true,
  setStay: false,
  stayMin: '',
  stayMax: '',
  setAdvance: false,
  advMin: '',
  advMax: '',
  setCancellation: false,
  cancellation: 'NON_REFUNDABLE',
};

/** The contract's bulk update without the anomaly confirmation (the screen adds it when applying). */
export type BulkUpdateBody = Omit<Schemas['AriBulkUpdate'], 'confirmAnomalies'>;

/** A problem of the form: a field and a message key of the `rates` or `validations` namespace. */
export interface FormProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
  /** From @extranet/validation: translate through its message rules. */
  validation?: FieldError;
}

export interface Link {
  roomId: number;
  ratePlanId: number;
}

export const pairKey = (roomId: number, ratePlanId: number) => `${roomId}:${ratePlanId}`;

/** The rooms and rate plans of the chosen pairs (the server updates their linked combinations). */
export function targetsOf(pairs: readonly string[]): { ratePlanIds: number[]; roomIds: number[] } {
  const rooms = new Set<number>();
  const plans = new Set<number>();
  for (const pair of pairs) {
    const [room, plan] = pair.split(':').map(Number) as [number, number];
    rooms.add(room);
    plans.add(plan);
  }
  return { roomIds: [...rooms], ratePlanIds: [...plans] };
}

/**
 * The server updates every linked room x rate plan of the chosen rooms and rate plans: the choice must be that
 * whole set, or it would change pairs the user did not choose.
 */
export function isRectangular(
  pairs: readonly string[],
  links: readonly Link[],
  roomIds: readonly number[],
  ratePlanIds: readonly number[],
): boolean {
  const chosen = new Set(pairs);
  return links
    .filter((l) => roomIds.includes(l.roomId) && ratePlanIds.includes(l.ratePlanId))
    .every((l) => chosen.has(pairKey(l.roomId, l.ratePlanId)));
}

const whole = (text: string): number | null => {
  const clean = text.replace(/[.,\s]/g, '');
  if (!/^\d+$/.test(clean)) return null;
  return Number(clean);
};

/**
 * Checks the form: the SPEC 5 rules of validateBulkUpdate (period, a day, a rate plan), then the chosen
 * changes (at least one; whole numbers; stays up to 365, advance booking up to 500, min not above max).
 */
export function checkBulkForm(form: BulkForm, links: readonly Link[] = []): FormProblem[] {
  const { ratePlanIds, roomIds } = targetsOf(form.pairs);
  const problems: FormProblem[] = validateBulkUpdate({
    period: form.period,
    days: form.days,
    ratePlanIds,
  })
    .map((e) => ({ field: e.field.split('.')[0] ?? e.field, key: e.key, validation: e }))
    // One message per field: the period's start and end errors are shown on the one picker.
    .filter((p, i, all) => all.findIndex((q) => q.field === p.field) === i);
  const chosen =
    form.setRate ||
    form.setAllotment ||
    form.setCloseOut ||
    form.setCta ||
    form.setCtd ||
    form.setStay ||
    form.setAdvance ||
    form.setCancellation;
  if (ratePlanIds.length > 0 && !isRectangular(form.pairs, links, roomIds, ratePlanIds))
    problems.push({ field: 'ratePlanIds', key: 'rates.bulk.notRectangular' });
  if (!chosen) problems.push({ field: 'changes', key: 'rates.bulk.nothingChosen' });
  const number = (field: keyof BulkForm, label: string, optional: boolean, max?: number) => {
    const text = String(form[field]).trim();
    if (text === '') {
      if (!optional) problems.push({ field, key: 'rates.bulk.required', params: { field: label } });
      return null;
    }
    const value = whole(text);
    if (value === null) {
      problems.push({ field, key: 'rates.bulk.wholeNumber', params: { field: label } });
      return null;
    }
    if (max !== undefined && value > max)
      problems.push({ field, key: max === 365 ? 'rates.bulk.stayLimit' : 'rates.bulk.advanceLimit' });
    return value;
  };
  if (form.setRate) number('rate', 'rates.bulk.rate', false);
  if (form.setAllotment) number('allotment', 'rates.bulk.allotment', false);
  if (form.setStay) {
    const min = number('stayMin', 'rates.bulk.stayMin', false, 365);
    const max = number('stayMax', 'rates.bulk.stayMax', false, 365);
    if (min !== null && max !== null && min > max)
      problems.push({ field: 'stayMax', key: 'rates.bulk.minAboveMax' });
  }
  if (form.setAdvance) {
    const min = number('advMin', 'rates.bulk.advMin', false, 500);
    const max = number('advMax', 'rates.bulk.advMax', false, 500);
    if (min !== null && max !== null && min > max)
      problems.push({ field: 'advMax', key: 'rates.bulk.minAboveMax' });
  }
  return problems;
}

/** The server body of a valid form. */
export function toBulkBody(form: BulkForm, preview: boolean): BulkUpdateBody {
  if (!form.period) throw new Error('toBulkBody needs a checked form');
  const body: BulkUpdateBody = {
    period: form.period,
    days: [...form.days].sort(),
    ...targetsOf(form.pairs),
    preview,
  };
  if (form.setRate) body.rate = whole(form.rate) ?? 0;
  if (form.setAllotment) body.allotment = whole(form.allotment) ?? 0;
  if (form.setCloseOut) body.closeOut = form.closeOut;
  if (form.setCta) body.cta = form.cta;
  if (form.setCtd) body.ctd = form.ctd;
  if (form.setStay || form.setAdvance) {
    body.restrictions = {};
    if (form.setStay) body.restrictions.lengthOfStay = { min: whole(form.stayMin), max: whole(form.stayMax) };
    if (form.setAdvance)
      body.restrictions.advanceBooking = { min: whole(form.advMin), max: whole(form.advMax) };
  }
  if (form.setCancellation)
    body.cancellationPolicy = form.cancellation === 'RATE_PLAN' ? null : form.cancellation;
  return body;
}
