/**
 * SQL of the add-ons sold with a stay (docs/decisions/add-ons.md): the read of the add-ons an order names and the
 * write of a booking's add-on lines, in the booking's transaction. Scoped by hotel_id: another property's add-on
 * id finds nothing. Used only when the marketplace sends add-ons, so a booking without them costs nothing more.
 */
import type { AddOnOffer } from '@extranet/domain';
import type { Database } from '../../db/types.js';

export interface OfferRow extends AddOnOffer {
  name: { id: string; en: string };
}

export async function readOffers(
  db: Database,
  hotelId: number,
  addOnIds: readonly number[],
): Promise<OfferRow[]> {
  const rows = await db.query<{
    add_on_id: string | number;
    name_id: string;
    name_en: string;
    status: OfferRow['status'];
    price_type: OfferRow['priceType'];
    price: string | number;
    min_quantity: number;
    max_quantity: number;
  }>(
    `SELECT add_on_id, name_id, name_en, status, price_type, price, min_quantity, max_quantity
       FROM add_ons WHERE hotel_id = $1 AND add_on_id = ANY($2::bigint[])`,
    [hotelId, [...addOnIds]],
  );
  return rows.map((r) => ({
    addOnId: Number(r.add_on_id),
    name: { id: r.name_id, en: r.name_en },
    status: r.status,
    priceType: r.price_type,
    price: Number(r.price),
    minQuantity: r.min_quantity,
    maxQuantity: r.max_quantity,
  }));
}

export interface LineToWrite {
  addOnId: number;
  name: { id: string; en: string };
  priceType: OfferRow['priceType'];
  unitPrice: number;
  quantity: number;
  nights: number | null;
  amount: number;
}

/**
 * The add-on lines of a booking just inserted, each with the property's add-ons commission percent at this
 * moment (its own, else `defaultPercent`).
 */
export async function insertLines(
  db: Database,
  hotelId: number,
  bookingId: number,
  lines: readonly LineToWrite[],
  defaultPercent: number,
): Promise<void> {
  await db.query(
    `INSERT INTO booking_add_ons (hotel_id, booking_id, line, add_on_id, name_id, name_en, price_type, unit_price,
       quantity, nights, amount, commission_percent)
     SELECT $1, $2, l.line, l.add_on_id, l.name_id, l.name_en, l.price_type, l.unit_price, l.quantity, l.nights,
            l.amount, COALESCE((SELECT percent FROM add_on_commissions WHERE hotel_id = $1), $4)
       FROM jsonb_to_recordset($3::jsonb) AS l(line smallint, add_on_id bigint, name_id text, name_en text,
            price_type text, unit_price bigint, quantity integer, nights integer, amount bigint)`,
    [
      hotelId,
      bookingId,
      JSON.stringify(
        lines.map((l, line) => ({
          line,
          add_on_id: l.addOnId,
          name_id: l.name.id,
          name_en: l.name.en,
          price_type: l.priceType,
          unit_price: l.unitPrice,
          quantity: l.quantity,
          nights: l.nights,
          amount: l.amount,
        })),
      ),
      defaultPercent,
    ],
  );
}
