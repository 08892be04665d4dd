import type { components } from '@extranet/api';

export type PricingModel = components['schemas']['PricingModel'];
export type PricingModelInput = components['schemas']['PricingModelInput'];
export type RateModel = PricingModel['rateModel'];

export interface StayRow {
  nights: number | null;
  rate: number | null;
}

export interface RoomTable {
  roomId: number;
  name: string;
  minSellPrice: number;
  rows: StayRow[];
}

export const MAX_NIGHTS = 30;

export function tablesOf(model: PricingModel): RoomTable[] {
  return model.rooms.map((room) => ({
    roomId: room.roomId,
    name: room.name ?? String(room.roomId),
    minSellPrice: room.minSellPrice ?? 0,
    rows: [...room.stayLengths]
      .sort((a, b) => a.nights - b.nights)
      .map((s) => ({ nights: s.nights, rate: s.rate })),
  }));
}

export type TableErrors = Record<string, { key: string; params?: Record<string, string | number> }>;

/** Key of a cell's error: `<roomId>.<row>.nights|rate`. */
export const cellKey = (roomId: number, row: number, column: 'nights' | 'rate') =>
  `${roomId}.${row}.${column}`;

/**
 * The LOS table rules (SPEC 9, as the server checks them): nights 1-30, each once per room; a rate for every
 * row, not below the room's minimum sell price; a LOS model needs at least one row in some room.
 */
export function validateTables(model: RateModel, tables: readonly RoomTable[]): TableErrors {
  const errors: TableErrors = {};
  if (model !== 'LOS') return errors;
  for (const table of tables) {
    const seen = new Set<number>();
    table.rows.forEach((row, index) => {
      const n = row.nights;
      if (n === null || !Number.isInteger(n) || n < 1 || n > MAX_NIGHTS || seen.has(n)) {
        errors[cellKey(table.roomId, index, 'nights')] = {
          key: 'ratePlans.pricing.nightsInvalid',
          params: { max: MAX_NIGHTS },
        };
      } else seen.add(n);
      if (row.rate === null)
        errors[cellKey(table.roomId, index, 'rate')] = { key: 'ratePlans.pricing.rateRequired' };
      else if (row.rate < table.minSellPrice)
        errors[cellKey(table.roomId, index, 'rate')] = {
          key: 'ratePlans.pricing.rateBelow',
          params: { min: `Rp ${new Intl.NumberFormat('id-ID').format(table.minSellPrice)}` },
        };
    });
  }
  return errors;
}

export function toPricingInput(
  model: RateModel,
  tables: readonly RoomTable[],
  occupancyBasedRate: boolean,
): PricingModelInput {
  if (model === 'DAILY') return { rateModel: 'DAILY', occupancyBasedRate };
  return {
    rateModel: 'LOS',
    occupancyBasedRate,
    rooms: tables.map((table) => ({
      roomId: table.roomId,
      stayLengths: table.rows.map((row) => ({ nights: row.nights ?? 0, rate: row.rate })),
    })),
  };
}

/** The next free stay length of a table (1 when empty), or null when all 30 are used. */
export function nextNights(rows: readonly StayRow[]): number | null {
  const used = new Set(rows.map((r) => r.nights));
  for (let n = 1; n <= MAX_NIGHTS; n += 1) if (!used.has(n)) return n;
  return null;
}
