/**
 * Indonesia's national public holidays (libur nasional) and collective leave days (cuti bersama), 2024–2028,
 * as data (docs/decisions/holidays.md). One row per holiday, ascending by date; a date may carry two rows.
 *
 * 2024–2026: the joint decrees (SKB) of the Ministers of Religious Affairs, Manpower and Administrative Reform,
 * with their later changes (the 2024 election and regional-election days, the collective leave of 18 August
 * 2025). 2027–2028: no decree is recorded here yet; the dates fixed by law (1 January, 1 May, 1 June,
 * 17 August, 25 December) and those computed from the Gregorian Easter and the Chinese calendar are certain;
 * the Islamic holidays (set by sighting, sidang isbat), Nyepi and Waisak are the expected dates (the moon's
 * conjunctions and the MABIMS visibility rule) and are marked `tentative`. Collective leave days of a year
 * exist only once its decree sets them, so 2027–2028 have none yet.
 */
export type HolidayKind = 'NATIONAL' | 'COLLECTIVE_LEAVE';

export interface Holiday {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly kind: HolidayKind;
  /** The name in Indonesian, as the decree writes it. */
  readonly nameId: string;
  readonly nameEn: string;
  /** True when the date is expected, not yet set by a decree (it may move by a day). */
  readonly tentative: boolean;
}

type Row = readonly [date: string, kind: 'N' | 'C', nameId: string, nameEn: string, tentative?: 'T'];

const CUTI = 'Cuti bersama';
const LEAVE = 'Collective leave';

const ROWS: readonly Row[] = [
  // ---------------------------------------------------------------- 2024
  ['2024-01-01', 'N', 'Tahun Baru 2024 Masehi', "New Year's Day 2024"],
  ['2024-02-08', 'N', 'Isra Mikraj Nabi Muhammad SAW', "Isra Mi'raj of the Prophet Muhammad"],
  ['2024-02-09', 'C', `${CUTI} Tahun Baru Imlek`, `${LEAVE}: Chinese New Year`],
  ['2024-02-10', 'N', 'Tahun Baru Imlek 2575 Kongzili', 'Chinese New Year 2575'],
  ['2024-02-14', 'N', 'Hari Pemungutan Suara Pemilu 2024', 'General Election Day 2024'],
  ['2024-03-11', 'N', 'Hari Suci Nyepi Tahun Baru Saka 1946', 'Day of Silence (Nyepi), Saka New Year 1946'],
  ['2024-03-12', 'C', `${CUTI} Hari Suci Nyepi`, `${LEAVE}: Day of Silence`],
  ['2024-03-29', 'N', 'Wafat Isa Al Masih', 'Good Friday'],
  ['2024-03-31', 'N', 'Hari Paskah', 'Easter Sunday'],
  ['2024-04-08', 'C', `${CUTI} Idul Fitri 1445 H`, `${LEAVE}: Eid al-Fitr 1445 H`],
  ['2024-04-09', 'C', `${CUTI} Idul Fitri 1445 H`, `${LEAVE}: Eid al-Fitr 1445 H`],
  ['2024-04-10', 'N', 'Hari Raya Idul Fitri 1445 H', 'Eid al-Fitr 1445 H'],
  ['2024-04-11', 'N', 'Hari Raya Idul Fitri 1445 H', 'Eid al-Fitr 1445 H (second day)'],
  ['2024-04-12', 'C', `${CUTI} Idul Fitri 1445 H`, `${LEAVE}: Eid al-Fitr 1445 H`],
  ['2024-04-15', 'C', `${CUTI} Idul Fitri 1445 H`, `${LEAVE}: Eid al-Fitr 1445 H`],
  ['2024-05-01', 'N', 'Hari Buruh Internasional', 'International Labour Day'],
  ['2024-05-09', 'N', 'Kenaikan Isa Al Masih', 'Ascension Day'],
  ['2024-05-10', 'C', `${CUTI} Kenaikan Isa Al Masih`, `${LEAVE}: Ascension Day`],
  ['2024-05-23', 'N', 'Hari Raya Waisak 2568 BE', 'Vesak Day 2568 BE'],
  ['2024-05-24', 'C', `${CUTI} Hari Raya Waisak`, `${LEAVE}: Vesak Day`],
  ['2024-06-01', 'N', 'Hari Lahir Pancasila', 'Pancasila Day'],
  ['2024-06-17', 'N', 'Hari Raya Idul Adha 1445 H', 'Eid al-Adha 1445 H'],
  ['2024-06-18', 'C', `${CUTI} Idul Adha 1445 H`, `${LEAVE}: Eid al-Adha 1445 H`],
  ['2024-07-07', 'N', 'Tahun Baru Islam 1446 H', 'Islamic New Year 1446 H'],
  ['2024-08-17', 'N', 'Hari Kemerdekaan Republik Indonesia', 'Independence Day'],
  ['2024-09-16', 'N', 'Maulid Nabi Muhammad SAW', "The Prophet Muhammad's Birthday"],
  ['2024-11-27', 'N', 'Hari Pemungutan Suara Pilkada Serentak 2024', 'Regional Elections Day 2024'],
  ['2024-12-25', 'N', 'Hari Raya Natal', 'Christmas Day'],
  ['2024-12-26', 'C', `${CUTI} Hari Raya Natal`, `${LEAVE}: Christmas`],
  // ---------------------------------------------------------------- 2025
  ['2025-01-01', 'N', 'Tahun Baru 2025 Masehi', "New Year's Day 2025"],
  ['2025-01-27', 'N', 'Isra Mikraj Nabi Muhammad SAW', "Isra Mi'raj of the Prophet Muhammad"],
  ['2025-01-28', 'C', `${CUTI} Tahun Baru Imlek`, `${LEAVE}: Chinese New Year`],
  ['2025-01-29', 'N', 'Tahun Baru Imlek 2576 Kongzili', 'Chinese New Year 2576'],
  ['2025-03-28', 'C', `${CUTI} Hari Suci Nyepi`, `${LEAVE}: Day of Silence`],
  ['2025-03-29', 'N', 'Hari Suci Nyepi Tahun Baru Saka 1947', 'Day of Silence (Nyepi), Saka New Year 1947'],
  ['2025-03-31', 'N', 'Hari Raya Idul Fitri 1446 H', 'Eid al-Fitr 1446 H'],
  ['2025-04-01', 'N', 'Hari Raya Idul Fitri 1446 H', 'Eid al-Fitr 1446 H (second day)'],
  ['2025-04-02', 'C', `${CUTI} Idul Fitri 1446 H`, `${LEAVE}: Eid al-Fitr 1446 H`],
  ['2025-04-03', 'C', `${CUTI} Idul Fitri 1446 H`, `${LEAVE}: Eid al-Fitr 1446 H`],
  ['2025-04-04', 'C', `${CUTI} Idul Fitri 1446 H`, `${LEAVE}: Eid al-Fitr 1446 H`],
  ['2025-04-07', 'C', `${CUTI} Idul Fitri 1446 H`, `${LEAVE}: Eid al-Fitr 1446 H`],
  ['2025-04-18', 'N', 'Wafat Yesus Kristus', 'Good Friday'],
  ['2025-04-20', 'N', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday'],
  ['2025-05-01', 'N', 'Hari Buruh Internasional', 'International Labour Day'],
  ['2025-05-12', 'N', 'Hari Raya Waisak 2569 BE', 'Vesak Day 2569 BE'],
  ['2025-05-13', 'C', `${CUTI} Hari Raya Waisak`, `${LEAVE}: Vesak Day`],
  ['2025-05-29', 'N', 'Kenaikan Yesus Kristus', 'Ascension Day'],
  ['2025-05-30', 'C', `${CUTI} Kenaikan Yesus Kristus`, `${LEAVE}: Ascension Day`],
  ['2025-06-01', 'N', 'Hari Lahir Pancasila', 'Pancasila Day'],
  ['2025-06-06', 'N', 'Hari Raya Idul Adha 1446 H', 'Eid al-Adha 1446 H'],
  ['2025-06-09', 'C', `${CUTI} Idul Adha 1446 H`, `${LEAVE}: Eid al-Adha 1446 H`],
  ['2025-06-27', 'N', 'Tahun Baru Islam 1447 H', 'Islamic New Year 1447 H'],
  ['2025-08-17', 'N', 'Hari Kemerdekaan Republik Indonesia', 'Independence Day'],
  ['2025-08-18', 'C', `${CUTI} Hari Kemerdekaan Republik Indonesia`, `${LEAVE}: Independence Day`],
  ['2025-09-05', 'N', 'Maulid Nabi Muhammad SAW', "The Prophet Muhammad's Birthday"],
  ['2025-12-25', 'N', 'Hari Raya Natal', 'Christmas Day'],
  ['2025-12-26', 'C', `${CUTI} Hari Raya Natal`, `${LEAVE}: Christmas`],
  // ---------------------------------------------------------------- 2026
  ['2026-01-01', 'N', 'Tahun Baru 2026 Masehi', "New Year's Day 2026"],
  ['2026-01-16', 'N', 'Isra Mikraj Nabi Muhammad SAW', "Isra Mi'raj of the Prophet Muhammad"],
  ['2026-02-16', 'C', `${CUTI} Tahun Baru Imlek`, `${LEAVE}: Chinese New Year`],
  ['2026-02-17', 'N', 'Tahun Baru Imlek 2577 Kongzili', 'Chinese New Year 2577'],
  ['2026-03-18', 'C', `${CUTI} Hari Suci Nyepi`, `${LEAVE}: Day of Silence`],
  ['2026-03-19', 'N', 'Hari Suci Nyepi Tahun Baru Saka 1948', 'Day of Silence (Nyepi), Saka New Year 1948'],
  ['2026-03-20', 'C', `${CUTI} Idul Fitri 1447 H`, `${LEAVE}: Eid al-Fitr 1447 H`],
  ['2026-03-21', 'N', 'Hari Raya Idul Fitri 1447 H', 'Eid al-Fitr 1447 H'],
  ['2026-03-22', 'N', 'Hari Raya Idul Fitri 1447 H', 'Eid al-Fitr 1447 H (second day)'],
  ['2026-03-23', 'C', `${CUTI} Idul Fitri 1447 H`, `${LEAVE}: Eid al-Fitr 1447 H`],
  ['2026-03-24', 'C', `${CUTI} Idul Fitri 1447 H`, `${LEAVE}: Eid al-Fitr 1447 H`],
  ['2026-04-03', 'N', 'Wafat Yesus Kristus', 'Good Friday'],
  ['2026-04-05', 'N', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday'],
  ['2026-05-01', 'N', 'Hari Buruh Internasional', 'International Labour Day'],
  ['2026-05-14', 'N', 'Kenaikan Yesus Kristus', 'Ascension Day'],
  ['2026-05-15', 'C', `${CUTI} Kenaikan Yesus Kristus`, `${LEAVE}: Ascension Day`],
  ['2026-05-27', 'N', 'Hari Raya Idul Adha 1447 H', 'Eid al-Adha 1447 H'],
  ['2026-05-28', 'C', `${CUTI} Idul Adha 1447 H`, `${LEAVE}: Eid al-Adha 1447 H`],
  ['2026-05-31', 'N', 'Hari Raya Waisak 2570 BE', 'Vesak Day 2570 BE'],
  ['2026-06-01', 'N', 'Hari Lahir Pancasila', 'Pancasila Day'],
  ['2026-06-16', 'N', 'Tahun Baru Islam 1448 H', 'Islamic New Year 1448 H'],
  ['2026-08-17', 'N', 'Hari Kemerdekaan Republik Indonesia', 'Independence Day'],
  ['2026-08-25', 'N', 'Maulid Nabi Muhammad SAW', "The Prophet Muhammad's Birthday"],
  ['2026-12-24', 'C', `${CUTI} Hari Raya Natal`, `${LEAVE}: Christmas`],
  ['2026-12-25', 'N', 'Hari Raya Natal', 'Christmas Day'],
  // ---------------------------------------------------------------- 2027 (no decree recorded yet)
  ['2027-01-01', 'N', 'Tahun Baru 2027 Masehi', "New Year's Day 2027"],
  ['2027-01-05', 'N', 'Isra Mikraj Nabi Muhammad SAW', "Isra Mi'raj of the Prophet Muhammad", 'T'],
  ['2027-02-06', 'N', 'Tahun Baru Imlek 2578 Kongzili', 'Chinese New Year 2578'],
  [
    '2027-03-08',
    'N',
    'Hari Suci Nyepi Tahun Baru Saka 1949',
    'Day of Silence (Nyepi), Saka New Year 1949',
    'T',
  ],
  ['2027-03-10', 'N', 'Hari Raya Idul Fitri 1448 H', 'Eid al-Fitr 1448 H', 'T'],
  ['2027-03-11', 'N', 'Hari Raya Idul Fitri 1448 H', 'Eid al-Fitr 1448 H (second day)', 'T'],
  ['2027-03-26', 'N', 'Wafat Yesus Kristus', 'Good Friday'],
  ['2027-03-28', 'N', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday'],
  ['2027-05-01', 'N', 'Hari Buruh Internasional', 'International Labour Day'],
  ['2027-05-06', 'N', 'Kenaikan Yesus Kristus', 'Ascension Day'],
  ['2027-05-17', 'N', 'Hari Raya Idul Adha 1448 H', 'Eid al-Adha 1448 H', 'T'],
  ['2027-05-20', 'N', 'Hari Raya Waisak 2571 BE', 'Vesak Day 2571 BE', 'T'],
  ['2027-06-01', 'N', 'Hari Lahir Pancasila', 'Pancasila Day'],
  ['2027-06-06', 'N', 'Tahun Baru Islam 1449 H', 'Islamic New Year 1449 H', 'T'],
  ['2027-08-15', 'N', 'Maulid Nabi Muhammad SAW', "The Prophet Muhammad's Birthday", 'T'],
  ['2027-08-17', 'N', 'Hari Kemerdekaan Republik Indonesia', 'Independence Day'],
  ['2027-12-25', 'N', 'Hari Raya Natal', 'Christmas Day'],
  ['2027-12-26', 'N', 'Isra Mikraj Nabi Muhammad SAW', "Isra Mi'raj of the Prophet Muhammad", 'T'],
  // ---------------------------------------------------------------- 2028 (no decree recorded yet)
  ['2028-01-01', 'N', 'Tahun Baru 2028 Masehi', "New Year's Day 2028"],
  ['2028-01-26', 'N', 'Tahun Baru Imlek 2579 Kongzili', 'Chinese New Year 2579'],
  ['2028-02-27', 'N', 'Hari Raya Idul Fitri 1449 H', 'Eid al-Fitr 1449 H', 'T'],
  ['2028-02-28', 'N', 'Hari Raya Idul Fitri 1449 H', 'Eid al-Fitr 1449 H (second day)', 'T'],
  [
    '2028-03-26',
    'N',
    'Hari Suci Nyepi Tahun Baru Saka 1950',
    'Day of Silence (Nyepi), Saka New Year 1950',
    'T',
  ],
  ['2028-04-14', 'N', 'Wafat Yesus Kristus', 'Good Friday'],
  ['2028-04-16', 'N', 'Kebangkitan Yesus Kristus (Paskah)', 'Easter Sunday'],
  ['2028-05-01', 'N', 'Hari Buruh Internasional', 'International Labour Day'],
  ['2028-05-05', 'N', 'Hari Raya Idul Adha 1449 H', 'Eid al-Adha 1449 H', 'T'],
  ['2028-05-09', 'N', 'Hari Raya Waisak 2572 BE', 'Vesak Day 2572 BE', 'T'],
  ['2028-05-25', 'N', 'Kenaikan Yesus Kristus', 'Ascension Day'],
  ['2028-05-26', 'N', 'Tahun Baru Islam 1450 H', 'Islamic New Year 1450 H', 'T'],
  ['2028-06-01', 'N', 'Hari Lahir Pancasila', 'Pancasila Day'],
  ['2028-08-04', 'N', 'Maulid Nabi Muhammad SAW', "The Prophet Muhammad's Birthday", 'T'],
  ['2028-08-17', 'N', 'Hari Kemerdekaan Republik Indonesia', 'Independence Day'],
  ['2028-12-14', 'N', 'Isra Mikraj Nabi Muhammad SAW', "Isra Mi'raj of the Prophet Muhammad", 'T'],
  ['2028-12-25', 'N', 'Hari Raya Natal', 'Christmas Day'],
];

/** Every holiday of the calendar, ascending by date. */
export const INDONESIA_HOLIDAYS: readonly Holiday[] = ROWS.map(([date, kind, nameId, nameEn, tentative]) => ({
  date,
  kind: kind === 'N' ? 'NATIONAL' : 'COLLECTIVE_LEAVE',
  nameId,
  nameEn,
  tentative: tentative === 'T',
}));

/** The first and last day the calendar covers. */
export const HOLIDAYS_FIRST_DATE = '2024-01-01';
export const HOLIDAYS_LAST_DATE = '2028-12-31';
