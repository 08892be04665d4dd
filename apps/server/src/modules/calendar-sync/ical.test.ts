import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { blockedDates, buildCalendar, FeedParseError, stretches } from './ical.js';

const cal = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('blockedDates', () => {
  it('expands a daily rule with an EXDATE and a moved occurrence (RECURRENCE-ID)', () => {
    const text = cal(
      'BEGIN:VEVENT',
      'UID:r1',
      'DTSTART;VALUE=DATE:20270301',
      'DTEND;VALUE=DATE:20270302',
      'RRULE:FREQ=DAILY;COUNT=5',
      'EXDATE;VALUE=DATE:20270302',
      'SUMMARY:Cleaning',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:r1',
      'RECURRENCE-ID;VALUE=DATE:20270304',
      'DTSTART;VALUE=DATE:20270310',
      'DTEND;VALUE=DATE:20270311',
      'SUMMARY:Cleaning (moved)',
      'END:VEVENT',
    );
    const { dates, events } = blockedDates(text, '2027-01-01', '2027-12-31');
    expect(events).toBe(2);
    expect([...dates.entries()].sort()).toEqual([
      ['2027-03-01', 'Cleaning'],
      ['2027-03-03', 'Cleaning'],
      ['2027-03-05', 'Cleaning'],
      ['2027-03-10', 'Cleaning (moved)'],
    ]);
  });

  it('keeps only the window, treats an all-day event without DTEND as one night, stops endless rules', () => {
    const text = cal(
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART;VALUE=DATE:20270101',
      'SUMMARY:One night',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'DTSTART;VALUE=DATE:20200101',
      'DTEND;VALUE=DATE:20200102',
      'RRULE:FREQ=WEEKLY',
      'SUMMARY:Weekly forever',
      'END:VEVENT',
    );
    const { dates } = blockedDates(text, '2027-01-01', '2027-01-10');
    expect([...dates.keys()].sort()).toEqual(['2027-01-01', '2027-01-06']);
  });

  it('refuses what is not an iCalendar', () => {
    expect(() => blockedDates('<html>Sign in</html>', '2027-01-01', '2027-12-31')).toThrow(FeedParseError);
    expect(() => blockedDates('BEGIN:VCARD\r\nEND:VCARD', '2027-01-01', '2027-12-31')).toThrow(
      FeedParseError,
    );
  });
});

describe('export', () => {
  it('groups dates into stretches and builds all-day events that parse back', () => {
    expect(stretches(['2027-01-03', '2027-01-01', '2027-01-02', '2027-01-05'])).toEqual([
      { start: '2027-01-01', end: '2027-01-04' },
      { start: '2027-01-05', end: '2027-01-06' },
    ]);
    const text = buildCalendar('Villa', [
      { uid: 'x@extranet', summary: 'Reserved', start: '2027-01-01', end: '2027-01-04' },
    ]);
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    const parsed = new ICAL.Event(event);
    expect([
      parsed.summary,
      parsed.startDate.toString(),
      parsed.endDate.toString(),
      parsed.startDate.isDate,
    ]).toEqual(['Reserved', '2027-01-01', '2027-01-04', true]);
    expect(blockedDates(text, '2027-01-01', '2027-12-31').dates.size).toBe(3);
  });
});
