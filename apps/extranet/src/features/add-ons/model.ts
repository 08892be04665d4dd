/**
 * The add-ons screens' view model (pure): the form's values and their body, the validator of
 * @extranet/validation the server runs too, and what a list row shows.
 */
import type { Req, Res } from '@extranet/api';
import {
  ADD_ON_CATALOGUE,
  ADD_ON_CATEGORIES,
  type AddOnCategory,
  type AddOnPriceType,
} from '@extranet/domain';
import { validateAddOn, type FieldError } from '@extranet/validation';

export type AddOn = Res<'getAddOn'>;
export type AddOnInput = Req<'createAddOn'>['body'];
export type AddOnPerformance = Res<'addOnPerformance'>;

export interface AddOnValues {
  nameId: string;
  nameEn: string;
  descriptionId: string;
  descriptionEn: string;
  category: AddOnCategory | null;
  subcategory: string | null;
  priceType: AddOnPriceType | null;
  price: number | null;
  minQuantity: number | null;
  maxQuantity: number | null;
  active: boolean;
  /** The uploaded photo (id and where it is shown), null until one is uploaded. */
  photo: AddOn['photo'] | null;
}

/** The form's fields, in their order on the screen (the first invalid one scrolls into view). */
export const ADD_ON_FIELDS = [
  'nameId',
  'nameEn',
  'descriptionId',
  'descriptionEn',
  'category',
  'subcategory',
  'priceType',
  'price',
  'minQuantity',
  'maxQuantity',
  'photo',
] as const;

export function emptyAddOn(): AddOnValues {
  return {
    nameId: '',
    nameEn: '',
    descriptionId: '',
    descriptionEn: '',
    category: null,
    subcategory: null,
    priceType: null,
    price: null,
    minQuantity: 1,
    maxQuantity: 1,
    active: true,
    photo: null,
  };
}

/** The values of an add-on to edit, or to copy into a new one (`copyName` gives the copy's names). */
export function valuesFromAddOn(a: AddOn, copyName?: (name: string) => string): AddOnValues {
  return {
    nameId: copyName ? copyName(a.name.id) : a.name.id,
    nameEn: copyName ? copyName(a.name.en) : a.name.en,
    descriptionId: a.description.id,
    descriptionEn: a.description.en,
    category: a.category,
    subcategory: a.subcategory,
    priceType: a.priceType,
    price: a.price,
    minQuantity: a.minQuantity,
    maxQuantity: a.maxQuantity,
    active: a.status === 'ACTIVE',
    photo: a.photo,
  };
}

/** The subcategories the chosen category offers (none before a category is chosen). */
export function subcategoriesOf(category: AddOnCategory | null): readonly string[] {
  return category ? ADD_ON_CATALOGUE[category] : [];
}

export const categories = (): readonly AddOnCategory[] => ADD_ON_CATEGORIES;

/** The body of create and update (the form's values after validateAddOnValues passed). */
export function toAddOnInput(v: AddOnValues): AddOnInput {
  return {
    name: { id: v.nameId.trim(), en: v.nameEn.trim() },
    description: { id: v.descriptionId.trim(), en: v.descriptionEn.trim() },
    category: v.category!,
    subcategory: v.subcategory as AddOnInput['subcategory'],
    priceType: v.priceType!,
    price: v.price ?? 0,
    minQuantity: v.minQuantity ?? 0,
    maxQuantity: v.maxQuantity ?? 0,
    status: v.active ? 'ACTIVE' : 'INACTIVE',
    photoId: v.photo?.photoId ?? null,
  };
}

/** A field of the server's (and the validator's) body to the form's field. */
export function addOnFieldOf(field: string): string {
  const renamed: Record<string, string> = {
    'name.id': 'nameId',
    'name.en': 'nameEn',
    'description.id': 'descriptionId',
    'description.en': 'descriptionEn',
    photoId: 'photo',
  };
  return renamed[field] ?? field;
}

/** validateAddOn (the server's own) on the form's values, its errors on the form's fields. */
export function validateAddOnValues(v: AddOnValues): FieldError[] {
  return validateAddOn({
    name: { id: v.nameId, en: v.nameEn },
    description: { id: v.descriptionId, en: v.descriptionEn },
    category: v.category,
    subcategory: v.subcategory,
    priceType: v.priceType,
    status: v.active,
    photoId: v.photo?.photoId ?? null,
    price: v.price,
    minQuantity: v.minQuantity,
    maxQuantity: v.maxQuantity,
  }).map((e) => ({ ...e, field: addOnFieldOf(e.field) }));
}

/** The name in the screen's language (the other one when it is empty). */
export const nameIn = (name: { id: string; en: string }, lang: 'id' | 'en') =>
  (lang === 'en' ? name.en : name.id) || name.id || name.en;
