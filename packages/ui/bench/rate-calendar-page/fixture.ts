import type { RateCalendarSeries } from '../../src/rate-calendar/index.js';

const ROOMS = ['Deluxe King', 'Deluxe Twin', 'Superior Queen', 'Executive Suite', 'Family Room'];
const PLANS = [
  'Room Only',
  'Breakfast Included',
  'Non-refundable',
  'Half Board',
  'Early Bird 30',
  'Last Minute',
  'Long Stay 7+',
  'Member Rate',
  'Corporate',
  'Flexible',
];

/** Deterministic pseudo-random numbers, so every bench run draws the same grid. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function generateSeries(rooms: number, plansPerRoom: number, days: number, startWeekday: number) {
  const rnd = random(42);
  const series: RateCalendarSeries[] = [];
  for (let r = 0; r < rooms; r++) {
    const base = 450_000 + (r % 7) * 125_000;
    for (let p = 0; p < plansPerRoom; p++) {
      const rate = new Int32Array(days);
      const allotment = new Int32Array(days);
      const sold = new Int32Array(days);
      const closeOut = new Uint8Array(days);
      const cta = new Uint8Array(days);
      const ctd = new Uint8Array(days);
      const stayMin: (number | null)[] = new Array<number | null>(days);
      const stayMax: (number | null)[] = new Array<number | null>(days);
      for (let d = 0; d < days; d++) {
        const weekday = (startWeekday + d) % 7;
        const weekend = weekday === 5 || weekday === 6;
        rate[d] = Math.round((base + p * 35_000 + (weekend ? 150_000 : 0)) / 1000) * 1000;
        allotment[d] = 2 + Math.floor(rnd() * 9);
        sold[d] = Math.floor(rnd() * (allotment[d]! + 1));
        closeOut[d] = rnd() < 0.04 ? 1 : 0;
        cta[d] = rnd() < 0.03 ? 1 : 0;
        ctd[d] = rnd() < 0.03 ? 1 : 0;
        stayMin[d] = p === 6 ? 7 : weekend ? 2 : 1;
        stayMax[d] = p === 6 ? 30 : null;
      }
      series.push({
        roomId: r + 1,
        roomName: `${ROOMS[r % ROOMS.length]} ${Math.floor(r / ROOMS.length) + 1}`,
        ratePlanId: (r + 1) * 100 + p + 1,
        ratePlanName: PLANS[p % PLANS.length]!,
        rate,
        allotment,
        sold,
        closeOut,
        cta,
        ctd,
        stayMin,
        stayMax,
      });
    }
  }
  return series;
}
