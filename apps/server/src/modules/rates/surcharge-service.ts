/** Surcharges: extra charges per room or per guest, on stay or check-in dates. */
import type { Language } from '@extranet/i18n';
import { validateSurcharge } from '@extranet/validation';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import type { Req, Res } from '../types.js';
import { FieldErrors } from './errors.js';
import { presentSurcharge } from './presenters.js';
import { copyName, todayAt, type Services } from './service.js';
import * as repo from './surcharge-repository.js';

type SurchargeInput = Req<'createSurcharge'>['body'];
type DateRange = SurchargeInput['stayDates'];

function range(r: DateRange) {
  return r && (r.start || r.end) ? { start: r.start ?? null, end: r.end ?? null } : null;
}

function surchargeValues(
  body: SurchargeInput,
  lang: Language,
  defaultStatus: 'ACTIVE' | 'INACTIVE',
  today: string,
): repo.SurchargeValues {
  const errors = new FieldErrors(lang);
  const stayDates = range(body.stayDates);
  const checkInDates = range(body.checkInDates);
  errors.addValidation(
    validateSurcharge(
      {
        name: body.name,
        type: body.type,
        price: body.price ?? null,
        adultPrice: body.adultPrice ?? null,
        childPrice: body.childPrice ?? null,
        stayDates,
        checkInDates,
      },
      { today },
    ),
  );
  errors.throwIfAny();
  const guest = body.type === 'GUEST';
  return {
    name: body.name.trim(),
    info: (body.info ?? '').trim(),
    type: guest ? 'GUEST' : 'ROOM',
    // The validator requires the price of the type chosen.
    price: (guest ? body.adultPrice : body.price) ?? 0,
    childPrice: guest ? (body.childPrice ?? null) : null,
    stayStart: stayDates?.start ?? null,
    stayEnd: stayDates?.end ?? null,
    checkInStart: checkInDates?.start ?? null,
    checkInEnd: checkInDates?.end ?? null,
    status: body.status ?? defaultStatus,
  };
}

async function read(db: Database, hotelId: number, id: number) {
  const row = await repo.findSurcharge(db, hotelId, id);
  if (!row) throw notFound();
  return presentSurcharge(row);
}

export async function listSurcharges(s: Services, hotelId: number): Promise<Res<'listSurcharges'>> {
  return { items: (await repo.listSurcharges(s.db, hotelId)).map(presentSurcharge) };
}

export function getSurcharge(s: Services, hotelId: number, id: number): Promise<Res<'getSurcharge'>> {
  return read(s.db, hotelId, id);
}

export async function createSurcharge(
  s: Services,
  hotelId: number,
  body: SurchargeInput,
  lang: Language,
): Promise<Res<'createSurcharge'>> {
  const values = surchargeValues(body, lang, 'ACTIVE', await todayAt(s, hotelId));
  return read(s.db, hotelId, await repo.insertSurcharge(s.db, hotelId, values));
}

export async function updateSurcharge(
  s: Services,
  hotelId: number,
  id: number,
  body: Req<'updateSurcharge'>['body'],
  lang: Language,
): Promise<Res<'updateSurcharge'>> {
  const current = await repo.findSurcharge(s.db, hotelId, id);
  if (!current) throw notFound();
  const values = surchargeValues(body, lang, current.status, await todayAt(s, hotelId));
  if (!(await repo.updateSurcharge(s.db, hotelId, id, values))) throw notFound();
  return read(s.db, hotelId, id);
}

export async function copySurcharge(
  s: Services,
  hotelId: number,
  id: number,
  lang: Language,
): Promise<Res<'copySurcharge'>> {
  const source = await repo.findSurcharge(s.db, hotelId, id);
  if (!source) throw notFound();
  const { surchargeId: _id, createdAt: _c, updatedAt: _u, ...values } = source;
  // A copy is reviewed before it charges guests.
  const copy = { ...values, name: copyName(lang, source.name), status: 'INACTIVE' as const };
  return read(s.db, hotelId, await repo.insertSurcharge(s.db, hotelId, copy));
}

export async function setSurchargeStatus(
  s: Services,
  hotelId: number,
  id: number,
  status: 'ACTIVE' | 'INACTIVE',
): Promise<Res<'setSurchargeStatus'>> {
  if (!(await repo.setSurchargeStatus(s.db, hotelId, id, status))) throw notFound();
  return read(s.db, hotelId, id);
}
