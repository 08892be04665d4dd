/**
 * The preview PDF of a property's details (pdfkit): name, address, contacts, general and children policy,
 * facilities and rooms with their main fields, in the caller's language (strings of `propertyDetails.pdf`).
 */
import PDFDocument from 'pdfkit';
import { dateInZone } from '@extranet/domain';
import { formatCurrency, formatDate, translate, type Language } from '@extranet/i18n';
import type { Res } from '../types.js';
import type { ContactRow, PropertyRow, RoomRow } from './repository.js';

export interface DetailsDocument {
  hotel: PropertyRow;
  policy: Res<'getGeneralPolicy'>;
  contacts: ContactRow[];
  facilities: string[];
  rooms: RoomRow[];
}

export interface PdfOptions {
  /** When the document is made (ctx.clock), printed in its footer. */
  now: Date;
  /** Deflate the page streams (default true; tests read them back either way). */
  compress?: boolean;
}

const MARGIN = 48;

/** A facility code as words: SWIMMING_POOL -> Swimming pool. */
export function facilityLabel(code: string): string {
  const words = code.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function renderDetailsPdf(doc: DetailsDocument, lang: Language, options: PdfOptions): Promise<Buffer> {
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(lang, `propertyDetails.pdf.${key}`, params) ?? key;
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: doc.hotel.name, Subject: t('title'), Creator: 'Partner extranet' },
    lang,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const heading = (text: string) => {
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#0b3d91').text(text);
    pdf.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#111111');
  };
  const row = (label: string, value: string | number | null | undefined) => {
    pdf.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    pdf.font('Helvetica').text(value === null || value === undefined || value === '' ? '-' : String(value));
  };

  const { hotel, policy } = doc;
  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#111111').text(hotel.name);
  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(t('title'));
  pdf.fillColor('#111111');

  heading(t('sections.property'));
  row(t('fields.category'), hotel.accommodationType && t(`category.${hotel.accommodationType}`));
  row(t('fields.propertyType'), hotel.propertyType);
  row(t('fields.starRating'), hotel.starRating);
  row(
    t('fields.address'),
    [hotel.address, hotel.city, hotel.postalCode, countryName(hotel.country, lang)]
      .filter(Boolean)
      .join(', '),
  );
  row(t('fields.phone'), hotel.phone && `${hotel.phoneCode ?? ''} ${hotel.phone}`.trim());
  row(t('fields.email'), hotel.email);
  row(t('fields.checkIn'), hotel.checkInTime);
  row(t('fields.checkOut'), hotel.checkOutTime);

  heading(t('sections.contacts'));
  if (doc.contacts.length === 0) pdf.text(t('none'));
  for (const c of doc.contacts) {
    const kinds = c.kinds.map((k) => t(`kinds.${k}`)).join(', ');
    pdf.font('Helvetica-Bold').text(`${c.name} (${c.position})`);
    pdf.font('Helvetica').text(`${kinds} · ${c.email} · ${c.mobileCode} ${c.mobile}`);
  }

  heading(t('sections.policy'));
  row(t('fields.alcohol'), yesNo(policy.allowAlcoholicDrink));
  row(t('fields.pets'), yesNo(policy.allowPets));
  row(t('fields.smoking'), yesNo(policy.allowSmoking));
  row(t('fields.gender'), t(`gender.${policy.genderType}`));
  row(t('fields.marriage'), t(`marriage.${policy.marriageRegulation}`));
  row(t('fields.minAge'), policy.allowAllAge ? t('allAges') : policy.setMinAge);
  row(
    t('fields.deposit'),
    policy.payDeposit ? formatCurrency(policy.depositAmount ?? 0, 'IDR', lang) : t('no'),
  );
  const { start, end } = policy.breakfastTime;
  row(t('fields.breakfast'), start && end ? `${start} - ${end}` : null);
  const children = policy.childrenPolicy;
  row(
    t('fields.children'),
    children.childAgeFrom !== null && children.childAgeTo !== null
      ? t('childrenRange', { from: children.childAgeFrom, to: children.childAgeTo })
      : null,
  );
  row(t('fields.adultFrom'), children.adultMinAge);

  heading(t('sections.facilities'));
  pdf.text(doc.facilities.length === 0 ? t('none') : doc.facilities.map(facilityLabel).join(', '));

  heading(t('sections.rooms'));
  if (doc.rooms.length === 0) pdf.text(t('none'));
  for (const room of doc.rooms) {
    pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(11).text(room.name);
    pdf.font('Helvetica').fontSize(10);
    pdf.text(
      [
        t('room.type', { type: room.roomType }),
        room.sizeSqm === null ? null : t('room.size', { size: room.sizeSqm }),
        t('room.count', { count: room.roomCount }),
        t('room.bedrooms', { count: room.bedrooms }),
        t('room.occupancy', { adults: room.maxAdults, children: room.maxChildren, max: room.maxOccupancy }),
        room.smokingAllowed ? t('room.smoking') : t('room.nonSmoking'),
      ]
        .filter(Boolean)
        .join(' · '),
    );
  }

  pdf
    .moveDown(1.5)
    .fontSize(8)
    .fillColor('#777777')
    .text(t('generated', { date: formatDate(dateInZone(options.now, hotel.timeZone), 'long', lang) }));
  pdf.end();
  return done;
}
