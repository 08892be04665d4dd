import { describe, expect, it } from 'vitest';
import { validateAnnouncementChange } from './announcement.js';

const valid = {
  title: 'Renovasi kolam renang',
  text: { id: 'Kolam renang ditutup sementara.', en: 'The pool is closed for a while.' },
  startDate: '2027-03-01',
  endDate: '2027-03-10',
};
const codes = (input: typeof valid, today = '2027-02-28', savedStartDate: string | null = null) =>
  Object.fromEntries(
    validateAnnouncementChange(input, { today, savedStartDate }).map((e) => [e.field, e.code]),
  );

describe('validateAnnouncementChange (SPEC 5: title <= 88, text 5..500, dates)', () => {
  it.each<[string, Partial<typeof valid>, Record<string, string>]>([
    ['valid', {}, {}],
    ['starts today', { startDate: '2027-02-28' }, {}],
    ['starts yesterday', { startDate: '2027-02-27' }, { startDate: 'date.beforeToday' }],
    ['end before start', { endDate: '2027-02-28' }, { endDate: 'date.endBeforeStart' }],
    ['one day', { endDate: '2027-03-01' }, {}],
    ['title of 89', { title: 'x'.repeat(89) }, { title: 'max_length' }],
    ['title of 88', { title: 'x'.repeat(88) }, {}],
    ['text of 4', { text: { id: 'abcd', en: 'abcde' } }, { 'text.id': 'min_length' }],
    ['text of 501', { text: { id: 'abcde', en: 'a'.repeat(501) } }, { 'text.en': 'max_length' }],
    ['text of 500 and 5', { text: { id: 'a'.repeat(500), en: 'abcde' } }, {}],
    [
      'rich text judged on its plain text',
      { text: { id: '<p><b>abcd</b></p>', en: 'abcde' } },
      { 'text.id': 'min_length' },
    ],
    ['start missing', { startDate: '' }, { startDate: 'required' }],
  ])('%s', (_name, patch, expected) => {
    expect(codes({ ...valid, ...patch })).toEqual(expected);
  });

  it('an announcement already running keeps its past start when edited', () => {
    const running = { ...valid, startDate: '2027-02-20' };
    expect(codes(running, '2027-02-28', '2027-02-20')).toEqual({});
    expect(codes({ ...running, startDate: '2027-02-21' }, '2027-02-28', '2027-02-20')).toEqual({
      startDate: 'date.beforeToday',
    });
  });
});
