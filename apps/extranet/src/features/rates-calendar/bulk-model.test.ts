import { describe, expect, it } from 'vitest';
import { translate } from '@extranet/i18n';
import { messageOf } from '@extranet/validation';
import { checkBulkForm, EMPTY_FORM, toBulkBody, type BulkForm, type Link } from './bulk-model';

const valid: BulkForm = {
  ...EMPTY_FORM,
  period: { start: '2026-12-01', end: '2026-12-31' },
  pairs: ['10:101', '10:102'],
  setRate: true,
  rate: '750.000',
};

describe('checkBulkForm', () => {
  it('applies the SPEC 5 rules with Indonesian messages by default', () => {
    const problems = checkBulkForm({ ...EMPTY_FORM, days: [] });
    expect(problems.map((p) => p.field)).toEqual(['period', 'days', 'ratePlanIds', 'changes']);
    const days = problems.find((p) => p.field === 'days')!;
    const message = messageOf(days.validation!);
    expect(message).toBe(translate('id', days.key));
    expect(message).not.toBe(translate('en', days.key));
  });

  it('accepts a valid form and refuses bad numbers and limits', () => {
    expect(checkBulkForm(valid)).toEqual([]);
    expect(checkBulkForm({ ...valid, rate: '' }).map((p) => p.key)).toEqual(['rates.bulk.required']);
    expect(checkBulkForm({ ...valid, rate: '-5' }).map((p) => p.key)).toEqual(['rates.bulk.wholeNumber']);
    expect(
      checkBulkForm({ ...valid, setStay: true, stayMin: '400', stayMax: '2' }).map((p) => p.key),
    ).toEqual(['rates.bulk.stayLimit', 'rates.bulk.minAboveMax']);
    expect(
      checkBulkForm({ ...valid, setAdvance: true, advMin: '1', advMax: '501' }).map((p) => p.key),
    ).toEqual(['rates.bulk.advanceLimit']);
  });
});

describe('toBulkBody', () => {
  it('sends only the chosen changes', () => {
    expect(toBulkBody(valid, true)).toEqual({
      period: { start: '2026-12-01', end: '2026-12-31' },
      days: [0, 1, 2, 3, 4, 5, 6],
      ratePlanIds: [101, 102],
      roomIds: [10],
      rate: 750_000,
      preview: true,
    });
  });

  it('maps restrictions, flags, allotment and the cancellation policy', () => {
    const body = toBulkBody(
      {
        ...valid,
        days: [6, 0],
        setRate: false,
        setAllotment: true,
        allotment: '4',
        setCloseOut: true,
        closeOut: false,
        setStay: true,
        stayMin: '2',
        stayMax: '14',
        setAdvance: true,
        advMin: '0',
        advMax: '',
        setCancellation: true,
        cancellation: 'RATE_PLAN',
      },
      false,
    );
    expect(body).toEqual({
      period: { start: '2026-12-01', end: '2026-12-31' },
      days: [0, 6],
      ratePlanIds: [101, 102],
      roomIds: [10],
      allotment: 4,
      closeOut: false,
      restrictions: { lengthOfStay: { min: 2, max: 14 }, advanceBooking: { min: 0, max: null } },
      cancellationPolicy: null,
      preview: false,
    });
  });
});

describe('room and rate plan choice', () => {
  const links: Link[] = [
    { roomId: 10, ratePlanId: 101 },
    { roomId: 10, ratePlanId: 102 },
    { roomId: 20, ratePlanId: 101 },
    { roomId: 20, ratePlanId: 102 },
  ];

  it('accepts the same rate plans for every chosen room', () => {
    expect(checkBulkForm({ ...valid, pairs: ['10:101', '20:101'] }, links)).toEqual([]);
    expect(toBulkBody({ ...valid, pairs: ['10:101', '20:101'] }, true)).toMatchObject({
      ratePlanIds: [101],
      roomIds: [10, 20],
    });
  });

  it('refuses a choice the server would widen to pairs not chosen', () => {
    expect(checkBulkForm({ ...valid, pairs: ['10:101', '20:102'] }, links).map((p) => p.key)).toEqual([
      'rates.bulk.notRectangular',
    ]);
  });
});
