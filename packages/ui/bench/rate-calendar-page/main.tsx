import { translate, type Language } from '@extranet/i18n';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { UiProvider } from '../../src/provider/index.js';
import { RateCalendar } from '../../src/rate-calendar/index.js';
import { generateSeries } from './fixture.js';

declare global {
  interface Window {
    __bench: { mountMs?: number; ready: boolean };
  }
}

const params = new URLSearchParams(location.search);
const rooms = Number(params.get('rooms') ?? 25);
const plans = Number(params.get('plans') ?? 10);
const days = Number(params.get('days') ?? 548);
const lang = (params.get('lang') ?? 'en') as Language;
const startDate = '2026-08-24';
// 2026-08-24 is a Monday (getUTCDay 1).
const series = generateSeries(rooms, plans, days, 1);
const holidays = {
  '2026-12-25': 'Hari Raya Natal',
  '2027-01-01': 'Tahun Baru Masehi',
  '2027-08-17': 'Hari Kemerdekaan',
};
const disabledDates = ['2026-12-31'];
const tr = (key: string, p?: Record<string, unknown>) => translate(lang, key, p);
window.__bench = { ready: false };

const root = createRoot(document.getElementById('root')!);
performance.mark('mount-start');
flushSync(() =>
  root.render(
    <UiProvider language={lang} translate={tr}>
      <RateCalendar
        aria-label="Rates and availability"
        series={series}
        startDate={startDate}
        days={days}
        today="2026-11-22"
        holidays={holidays}
        disabledDates={disabledDates}
        height={Number(params.get('height') ?? 640)}
        onSave={() => new Promise((resolve) => setTimeout(resolve, 300))}
      />
    </UiProvider>,
  ),
);
// Painted: the frame after the commit has been presented.
requestAnimationFrame(() => {
  setTimeout(() => {
    performance.mark('mount-end');
    window.__bench.mountMs = performance.measure('mount', 'mount-start', 'mount-end').duration;
    window.__bench.ready = true;
  }, 0);
});
