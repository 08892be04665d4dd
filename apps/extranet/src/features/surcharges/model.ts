import type { components } from '@extranet/api';
import { validateSurcharge, type FieldError } from '@extranet/validation';

export type Surcharge = components['schemas']['Surcharge'];
export type SurchargeInput = components['schemas']['SurchargeInput'];

export interface SurchargeValues {
  name: string;
  info: string;
  type: 'ROOM' | 'GUEST' | null;
  price: number | null;
  adultPrice: number | null;
  childPrice: number | null;
  stayDates: { start: string; end: string };
  checkInDates: { start: string; end: string };
  active: boolean;
}

export const SURCHARGE_FIELDS = [
  'name',
  'info',
  'type',
  'price',
  'adultPrice',
  'childPrice',
  'stayDates.start',
  'stayDates.end',
  'checkInDates.start',
  'checkInDates.end',
] as const;

export function emptySurcharge(): SurchargeValues {
  return {
    name: '',
    info: '',
    type: null,
    price: null,
    adultPrice: null,
    childPrice: null,
    stayDates: { start: '', end: '' },
    checkInDates: { start: '', end: '' },
    active: true,
  };
}

export function valuesFromSurcharge(s: Surcharge, copyName?: string): SurchargeValues {
  return {
    name: copyName ?? s.name,
    info: s.info,
    type: s.type,
    price: s.price,
    adultPrice: s.adultPrice,
    childPrice: s.childPrice,
    stayDates: { start: s.stayDates.start ?? '', end: s.stayDates.end ?? '' },
    checkInDates: { start: s.checkInDates.start ?? '', end: s.checkInDates.end ?? '' },
    active: s.status === 'ACTIVE',
  };
}

const range = (r: { start: string; end: string }) =>
  r.start === '' && r.end === '' ? null : { start: r.start || null, end: r.end || null };

/** The body: only the prices of the chosen type; empty ranges as null. */
export function toSurchargeInput(values: SurchargeValues): SurchargeInput {
  return {
    name: values.name.trim(),
    info: values.info.trim(),
    type: values.type,
    ...(values.type === 'ROOM'
      ? { price: values.price, adultPrice: null, childPrice: null }
      : { price: null, adultPrice: values.adultPrice, childPrice: values.childPrice }),
    stayDates: range(values.stayDates),
    checkInDates: range(values.checkInDates),
    status: values.active ? 'ACTIVE' : 'INACTIVE',
  };
}

export function validateSurchargeValues(values: SurchargeValues): FieldError[] {
  return validateSurcharge({
    name: values.name,
    type: values.type,
    price: values.price,
    adultPrice: values.adultPrice,
    childPrice: values.childPrice,
    stayDates: range(values.stayDates),
    checkInDates: range(values.checkInDates),
  });
}

export function surchargeFieldOf(field: string): string {
  if (field === 'stayDates' || field === 'checkInDates') return `${field}.end`;
  return field;
}
