import { describe, expect, it } from 'vitest';
import { facilityLabel, renderDetailsPdf, type DetailsDocument } from './pdf.js';
import { pdfText } from './pdf-text.js';
import { presentPolicy } from './service.js';
import type { PropertyRow } from './repository.js';

const hotel: PropertyRow = {
  name: 'Hotel Uji Coba Sentosa',
  timeZone: 'Asia/Jakarta',
  activeStatus: 2,
  accommodationType: 'HOTEL',
  propertyType: 'HOTEL',
  placeType: null,
  address: 'Jl. Merdeka 1',
  city: 'Jakarta',
  postalCode: '10110',
  country: 'ID',
  phoneCode: '+62',
  phone: '215550000',
  email: 'hotel@example.com',
  website: null,
  starRating: 4,
  checkInTime: '14:00',
  checkOutTime: '12:00',
  description: 'A test hotel.',
  childrenMinAge: 0,
  adultMinAge: 12,
};
const doc: DetailsDocument = {
  hotel,
  policy: presentPolicy(null, hotel),
  contacts: [
    {
      kinds: ['PRIMARY'],
      name: 'Sari Wulandari',
      position: 'Manager',
      email: 'sari@example.com',
      mobileCode: '+62',
      mobile: '81234567',
      phone: null,
    },
  ],
  facilities: ['SWIMMING_POOL', 'WIFI'],
  rooms: [
    {
      name: 'Deluxe Kolam Renang',
      roomType: 'DELUXE',
      sizeSqm: 32,
      roomCount: 10,
      bedrooms: 1,
      maxAdults: 2,
      maxChildren: 1,
      maxOccupancy: 3,
      smokingAllowed: false,
      status: 'ACTIVE',
    },
  ],
};
// 00:30 WIB on 1 March: in UTC still 28 February.
const now = new Date('2027-02-28T17:30:00Z');

describe('renderDetailsPdf', () => {
  it.each([true, false])(
    'is a PDF whose text holds the name, contact, facilities and rooms (compress %s)',
    async (compress) => {
      const pdf = await renderDetailsPdf(doc, 'en', { now, compress });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      for (const part of [
        'Hotel Uji Coba Sentosa',
        'Sari Wulandari',
        'Swimming pool',
        'Deluxe Kolam Renang',
        'General policy',
        'Rooms',
      ])
        expect(text).toContain(part);
      // The property's own day at 23:30 WIB.
      expect(text).toContain('1 March 2027');
    },
  );

  it('speaks the caller language', async () => {
    const text = pdfText(await renderDetailsPdf(doc, 'id', { now }));
    expect(text).toContain('Kebijakan umum');
    expect(text).toContain('Kamar');
    expect(text).not.toContain('General policy');
  });

  it('the reader does not invent text: a room left out is missing', async () => {
    const text = pdfText(await renderDetailsPdf({ ...doc, rooms: [] }, 'en', { now }));
    expect(text).not.toContain('Deluxe Kolam Renang');
    expect(text).toContain('None yet.');
  });

  it('facility codes read as words', () => {
    expect(facilityLabel('SWIMMING_POOL')).toBe('Swimming pool');
  });
});
