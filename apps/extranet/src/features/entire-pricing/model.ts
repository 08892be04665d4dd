import type { components } from '@extranet/api';
import { validateEntirePricing, type FieldError } from '@extranet/validation';

export type EntirePricing = components['schemas']['EntirePricing'];
export type Unit = components['schemas']['EntirePricingUnit'];
export type Simulation = components['schemas']['PriceSimulation'];
export type SettingsInput = components['schemas']['SettingsInput'];

export interface OverrideValues {
  name: string;
  start: string;
  end: string;
  price: number | null;
}

/** The form: what the owner edits for one unit. */
export interface EntirePricingValues {
  weekdayPrice: number | null;
  weekendPrice: number | null;
  weeklyDiscount: number | null;
  monthlyDiscount: number | null;
  overrides: OverrideValues[];
}

export const PRICE_FIELDS = ['weekdayPrice', 'weekendPrice', 'weeklyDiscount', 'monthlyDiscount'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

export const emptyOverride = (): OverrideValues => ({ name: '', start: '', end: '', price: null });

export function valuesOf(unit: Unit): EntirePricingValues {
  const s = unit.settings;
  return {
    weekdayPrice: s?.weekdayPrice ?? null,
    weekendPrice: s?.weekendPrice ?? null,
    weeklyDiscount: s?.weeklyDiscount ?? null,
    monthlyDiscount: s?.monthlyDiscount ?? null,
    overrides: (s?.overrides ?? []).map((o) => ({ ...o })),
  };
}

export function toSettingsInput(values: EntirePricingValues): SettingsInput {
  return {
    weekdayPrice: values.weekdayPrice,
    weekendPrice: values.weekendPrice,
    weeklyDiscount: values.weeklyDiscount,
    monthlyDiscount: values.monthlyDiscount,
    overrides: values.overrides.map((o) => ({
      name: o.name.trim(),
      start: o.start || null,
      end: o.end || null,
      price: o.price,
    })),
  };
}

/** The shared rule (@extranet/validation) for this unit: the same the server applies on save. */
export function validatorFor(unit: Unit, today: string) {
  return (values: EntirePricingValues): FieldError[] =>
    validateEntirePricing(values, { minimumSellPrice: unit.minSellPrice, today });
}

/**
 * What the simulation prices while the owner types: the form's values with the numbers still being typed
 * (`live`) on top. Overrides that are not complete or valid yet are left out, so a half-typed season never
 * blanks the simulation. Null when the base prices are not usable yet (nothing to simulate).
 */
export function simulationSettings(
  values: EntirePricingValues,
  live: Partial<Record<PriceField, number | null>>,
  today: string,
): SettingsInput | null {
  const merged: EntirePricingValues = { ...values, ...live, overrides: [] };
  if (validateEntirePricing(merged, { today }).length > 0) return null;
  const invalid = new Set(
    validateEntirePricing({ ...merged, overrides: values.overrides }, { today })
      .map((e) => /^overrides\.(\d+)\./.exec(e.field)?.[1])
      .filter((i) => i !== undefined)
      .map(Number),
  );
  const overrides = values.overrides.filter((_, i) => !invalid.has(i));
  return toSettingsInput({ ...merged, overrides });
}

/** The number in a field's text while it is being typed ("1.800.000", "Rp 2.000.000", "15"); null when empty. */
export function parseTyped(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '');
  return digits === '' ? null : Number(digits);
}
