import {
  addDays,
  invoiceDateOf,
  monthOf,
  monthPeriod,
  monthPlus,
  statementLine,
  statementTotals,
} from '@extranet/domain';
import type { Database } from '../db/types.js';
import * as statements from '../modules/statements/repository.js';
import { JAKARTA } from './demo-ids.js';

/**
 * Finance demo data (docs/decisions/finance-statements.md): Hotel Demo Jakarta reads its commission on the sell
 * price (seed/commission.ts, run first) and its prices include a 10 % tax; every monthly statement older than last month was paid in full five
 * days after its invoice (the deposit history), so last month's statement is the one still due (or overdue).
 */
export async function seedStatements(db: Database, today: string): Promise<void> {
  await db.query(`INSERT INTO finance_settings (hotel_id, tax_percent) VALUES ($1, 10.00)`, [JAKARTA]);
  const settings = await statements.settings(db, JAKARTA);
  if (!settings) return;
  const lastMonth = monthPlus(monthOf(today), -1);
  const first = await db.maybeOne<{ m: string | null }>(
    `SELECT to_char(min(check_out), 'YYYY-MM') AS m FROM bookings WHERE hotel_id = $1`,
    [JAKARTA],
  );
  if (!first?.m) return;
  for (let month = first.m; month < lastMonth; month = monthPlus(month, 1)) {
    const period = monthPeriod(month);
    const lines = await statements.lineBookings(db, JAKARTA, period.start, period.end);
    if (lines.length === 0) continue;
    const totals = statementTotals(lines.map((b) => statementLine(b, settings)));
    await statements.insertPayment(db, JAKARTA, {
      month,
      paidOn: addDays(invoiceDateOf(month), 5),
      amount: totals.netPayable,
      reference: `TRF-${JAKARTA}-${month.replace('-', '')}`,
      at: new Date(`${addDays(invoiceDateOf(month), 5)}T10:00:00+07:00`),
    });
  }
}
