/** Content score, the property at a glance (/v3/info) and the data of the preview PDF. */
import { contentScore, policyComplete, type ContentScore } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { notFound } from '../../http/errors.js';
import type { Res } from '../types.js';
import * as repo from './repository.js';
import { presentPolicy, type Services } from './service.js';
import { renderDetailsPdf, type DetailsDocument } from './pdf.js';

async function scoreOf(s: Services, hotelId: number, hotel: repo.PropertyRow): Promise<ContentScore> {
  const [counts, saved] = await Promise.all([
    repo.contentCounts(s.db, hotelId),
    repo.findPolicy(s.db, hotelId),
  ]);
  const policy = presentPolicy(saved, hotel);
  return contentScore({
    propertyPhotos: counts.propertyPhotos,
    roomPhotos: counts.roomPhotos,
    descriptionLength: hotel.description.trim().length,
    facilities: counts.facilities,
    policyComplete: policy.saved && policyComplete(policy),
    contactKinds: counts.contactKinds,
  });
}

async function property(s: Services, hotelId: number): Promise<repo.PropertyRow> {
  const hotel = await repo.findProperty(s.db, hotelId);
  if (!hotel) throw notFound();
  return hotel;
}

export async function getContentScore(s: Services, hotelId: number): Promise<Res<'getContentScore'>> {
  return scoreOf(s, hotelId, await property(s, hotelId));
}

export async function getPropertyInfo(s: Services, hotelId: number): Promise<Res<'getPropertyInfo'>> {
  const hotel = await property(s, hotelId);
  const [score, contacts, rooms, photos] = await Promise.all([
    scoreOf(s, hotelId, hotel),
    repo.listContacts(s.db, hotelId),
    repo.listRooms(s.db, hotelId),
    repo.countPhotos(s.db, hotelId),
  ]);
  const primary = contacts.find((c) => c.kinds.includes('PRIMARY')) ?? null;
  return {
    hotelId,
    name: hotel.name,
    activeStatus: hotel.activeStatus as Res<'getPropertyInfo'>['activeStatus'],
    accommodationType: hotel.accommodationType,
    propertyType: hotel.propertyType,
    placeType: hotel.placeType,
    address: {
      address: hotel.address,
      city: hotel.city,
      postalCode: hotel.postalCode,
      country: hotel.country,
    },
    primaryContact: primary && {
      name: primary.name,
      position: primary.position,
      email: primary.email,
      mobile: `${primary.mobileCode} ${primary.mobile}`,
    },
    roomsCount: rooms.filter((r) => r.status === 'ACTIVE').length,
    photosCount: photos,
    contentScore: score,
  };
}

/** The preview PDF of the property's details in `lang`. */
export async function detailsPdf(s: Services, hotelId: number, lang: Language): Promise<Buffer> {
  const hotel = await property(s, hotelId);
  const [saved, contacts, facilities, rooms] = await Promise.all([
    repo.findPolicy(s.db, hotelId),
    repo.listContacts(s.db, hotelId),
    repo.listFacilities(s.db, hotelId),
    repo.listRooms(s.db, hotelId),
  ]);
  const doc: DetailsDocument = {
    hotel,
    policy: presentPolicy(saved, hotel),
    contacts,
    facilities,
    rooms: rooms.filter((r) => r.status === 'ACTIVE'),
  };
  return renderDetailsPdf(doc, lang, { now: s.clock() });
}
