import { describe, expect, it } from 'vitest';
import { initialPeriod, periodReady, REPORTS } from './model';

const entry = (id: string) => REPORTS.find((r) => r.id === id)!;

describe('reports', () => {
  it('links the bookings export by stay dates and the rates download from a start date', () => {
    expect(entry('bookings').url(1001, { from: '2027-02-01', to: '2027-02-28' }, 'xlsx')).toBe(
      '/api/v1/hotels/1001/bookings/export?stayFrom=2027-02-01&stayTo=2027-02-28&format=xlsx',
    );
    expect(entry('ari').url(1001, { from: '2027-02-28', to: '2027-02-28' }, 'csv')).toBe(
      '/api/v1/hotels/1001/ari/export?from=2027-02-28&days=30&format=csv',
    );
  });
  it('links the performance export by day and the statement of the chosen month', () => {
    expect(entry('performance').url(1001, { from: '2027-02-01', to: '2027-02-28' }, 'xlsx')).toBe(
      '/api/v1/hotels/1001/performance-report/export?from=2027-02-01&to=2027-02-28&granularity=DAY',
    );
    expect(entry('statement').url(1001, { from: '2027-02-17', to: '2027-02-17' }, 'pdf')).toBe(
      '/api/v1/hotels/1001/finance/statements/2027-02/file?format=pdf',
    );
    expect(initialPeriod(entry('statement'), '2027-03-31')).toEqual({ from: '2027-02-01', to: '2027-02-01' });
    expect(periodReady(entry('statement'), { from: '2027-02-05', to: null })).toBe(true);
  });
  it('opens on the last 30 days, and needs a period in order', () => {
    expect(initialPeriod(entry('bookings'), '2027-02-28')).toEqual({ from: '2027-01-30', to: '2027-02-28' });
    expect(periodReady(entry('bookings'), { from: '2027-02-05', to: '2027-02-01' })).toBe(false);
    expect(periodReady(entry('ari'), { from: '2027-02-05', to: null })).toBe(true);
    expect(periodReady(entry('bookings'), { from: null, to: '2027-02-01' })).toBe(false);
  });
});
