/** The manage hub: every section of sections.ts read for the property's today, in one answer. */
import {
  MANAGE_WINDOW_DAYS,
  manageSectionStatus,
  manageWindowEnd,
  sortFindings,
  type Clock,
} from '@extranet/domain';
import { propertyToday } from '../../db/property-today.js';
import type { Database } from '../../db/types.js';
import type { Res } from '../types.js';
import { SECTIONS } from './sections.js';

export async function hub(db: Database, hotelId: number, clock: Clock): Promise<Res<'getManageHub'>> {
  const today = await propertyToday(db, hotelId, clock);
  const input = { hotelId, today, windowEnd: manageWindowEnd(today) };
  const sections = [];
  // One after the other: on PGlite there is one connection anyway, and each read is one statement.
  for (const section of SECTIONS) {
    const { checked, findings, states } = await section.read(db, input);
    const sorted = sortFindings(findings);
    sections.push({
      area: section.area,
      status: manageSectionStatus({ findings: sorted }),
      checked,
      findings: sorted.map((f) => ({ ...f })),
      ...(states ? { states } : {}),
    });
  }
  return { today, windowDays: MANAGE_WINDOW_DAYS, sections };
}
