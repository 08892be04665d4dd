/**
 * Demo check-in guide (issue 12): Jakarta's guide is active with two submitted versions (the second replaced
 * the first three days before the seed's now) and its draft is the second version. A submitted version always
 * passes SPEC 5, which asks for a photo: the guide is seeded only when Jakarta has gallery photos (the server
 * and the seed command store them; the test databases have none).
 */
import type { Clock } from '@extranet/domain';
import type { Database } from '../db/types.js';
import * as repo from '../modules/check-in-guide/repository.js';
import { DEMO_ACCOUNTS } from './demo.js';
import { JAKARTA } from './demo-ids.js';

const DAY = 86_400_000;

function content(photoIds: number[], second: boolean): repo.GuideContent {
  return {
    title: second
      ? { id: 'Selamat datang di Hotel Demo Jakarta', en: 'Welcome to Hotel Demo Jakarta' }
      : { id: 'Selamat datang', en: 'Welcome' },
    description: {
      id: 'Semua yang perlu Anda ketahui sebelum tiba: jam check-in, kontak kami dan cara menuju hotel.',
      en: 'Everything to know before you arrive: check-in hours, who to call and how to reach the hotel.',
    },
    checkInFrom: '14:00',
    checkInUntil: second ? '23:00' : '22:00',
    checkOutUntil: '12:00',
    contacts: [
      { name: 'Resepsionis', phoneCode: '+62', phone: '2150000001' },
      ...(second ? [{ name: 'Dewi (Guest Relations)', phoneCode: '+62', phone: '81290000002' }] : []),
    ],
    photoIds,
    steps: [
      { id: 'Tunjukkan nomor itinerary di resepsionis.', en: 'Show your itinerary id at the front desk.' },
      { id: 'Siapkan KTP atau paspor.', en: 'Have your ID card or passport ready.' },
      ...(second
        ? [
            {
              id: 'Deposit Rp500.000 dikembalikan saat check-out.',
              en: 'A Rp500,000 deposit is refunded at check-out.',
            },
          ]
        : []),
    ],
    rules: [
      { id: 'Dilarang merokok di dalam kamar.', en: 'No smoking in the rooms.' },
      { id: 'Tamu tambahan wajib lapor resepsionis.', en: 'Extra guests register at the front desk.' },
    ],
    directions: [
      {
        id: 'Dari Bandara Soekarno-Hatta: tol bandara, keluar di Semanggi, 45 menit.',
        en: 'From Soekarno-Hatta airport: airport toll road, exit Semanggi, 45 minutes.',
      },
    ],
    nearbyPlaces: [
      {
        id: 'Stasiun MRT Bendungan Hilir, 5 menit jalan kaki',
        en: 'Bendungan Hilir MRT station, a 5-minute walk',
      },
      { id: 'Plaza Semanggi, 1 km', en: 'Plaza Semanggi, 1 km' },
    ],
    extraInfo: second
      ? [{ id: 'Parkir gratis untuk tamu menginap.', en: 'Free parking for staying guests.' }]
      : [],
  };
}

export async function seedCheckInGuide(tx: Database, clock: Clock): Promise<void> {
  const photos = await tx.query<{ photo_id: string | number }>(
    `SELECT photo_id FROM property_photos WHERE hotel_id = $1 AND room_id IS NULL ORDER BY sort_order LIMIT 3`,
    [JAKARTA],
  );
  if (photos.length === 0) return;
  const ids = photos.map((p) => Number(p.photo_id));
  const now = clock().getTime();
  const admin = DEMO_ACCOUNTS.ADMIN.id;
  const actor = await repo.actorOf(tx, admin);
  const first = new Date(now - 10 * DAY);
  const activated = new Date(now - 10 * DAY + 3_600_000);
  const second = new Date(now - 3 * DAY);
  await repo.saveDraft(tx, JAKARTA, content(ids.slice(0, 2), false), first, admin, actor);
  await repo.addVersion(tx, JAKARTA, content(ids.slice(0, 2), false), first, admin, actor);
  await repo.addLog(tx, JAKARTA, { kind: 'SUBMITTED', version: 1, at: first, accountId: admin, actor });
  await repo.setActive(tx, JAKARTA, true, activated);
  await repo.addLog(tx, JAKARTA, { kind: 'ACTIVATED', version: 1, at: activated, accountId: admin, actor });
  await repo.saveDraft(tx, JAKARTA, content(ids, true), second, admin, actor);
  await repo.addVersion(tx, JAKARTA, content(ids, true), second, admin, actor);
  await repo.addLog(tx, JAKARTA, { kind: 'SUBMITTED', version: 2, at: second, accountId: admin, actor });
}
