import { describe, expect, it } from 'vitest';
import {
  addOnFieldOf,
  emptyAddOn,
  nameIn,
  subcategoriesOf,
  toAddOnInput,
  validateAddOnValues,
  valuesFromAddOn,
  type AddOn,
  type AddOnValues,
} from './model';

const photo = { photoId: 100001, urls: { large: '/l.jpg', medium: '/m.jpg', thumb: '/t.jpg' } };
const filled: AddOnValues = {
  ...emptyAddOn(),
  nameId: ' Sarapan ',
  nameEn: 'Breakfast',
  category: 'MEAL',
  subcategory: 'BREAKFAST',
  priceType: 'PER_ROOM_PER_NIGHT',
  price: 75_000,
  minQuantity: 1,
  maxQuantity: 4,
  photo,
};

describe('add-on form model', () => {
  it('reports the validator’s errors on the form’s fields', () => {
    const fields = validateAddOnValues(emptyAddOn()).map((e) => `${e.field}:${e.code}`);
    expect(fields).toEqual(
      expect.arrayContaining(['nameId:required', 'nameEn:required', 'category:required', 'photo:required']),
    );
    expect(validateAddOnValues(filled)).toEqual([]);
  });

  it.each([
    ['name.id', 'nameId'],
    ['description.en', 'descriptionEn'],
    ['photoId', 'photo'],
    ['price', 'price'],
  ])('maps the server field %s to %s', (server, form) => {
    expect(addOnFieldOf(server)).toBe(form);
  });

  it('builds the body with trimmed names and the photo id', () => {
    expect(toAddOnInput(filled)).toMatchObject({
      name: { id: 'Sarapan', en: 'Breakfast' },
      status: 'ACTIVE',
      photoId: 100001,
    });
    expect(toAddOnInput({ ...filled, active: false }).status).toBe('INACTIVE');
  });

  it('copies an add-on with new names and the same photo', () => {
    const addOn = {
      ...toAddOnInput(filled),
      addOnId: 5,
      photo,
      createdAt: '',
      updatedAt: '',
    } as unknown as AddOn;
    const copy = valuesFromAddOn(
      { ...addOn, name: { id: 'Sarapan', en: 'Breakfast' }, description: { id: '', en: '' } },
      (n) => `${n} (copy)`,
    );
    expect([copy.nameId, copy.nameEn, copy.photo?.photoId]).toEqual([
      'Sarapan (copy)',
      'Breakfast (copy)',
      100001,
    ]);
  });

  it('offers the chosen category’s subcategories only', () => {
    expect(subcategoriesOf(null)).toEqual([]);
    expect(subcategoriesOf('TRANSPORT')).toContain('AIRPORT_TRANSFER');
    expect(subcategoriesOf('TRANSPORT')).not.toContain('BREAKFAST');
  });

  it('shows the name in the screen’s language, else the other', () => {
    expect(nameIn({ id: 'Sarapan', en: 'Breakfast' }, 'en')).toBe('Breakfast');
    expect(nameIn({ id: 'Sarapan', en: '' }, 'en')).toBe('Sarapan');
  });
});
