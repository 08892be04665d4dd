import { describe, expect, it } from 'vitest';
import { hubLinks, statusTone, totals, visibleSections, type ManageHub } from './model';

const finding = (kind: string, severity: 'WARNING' | 'NOTICE') =>
  ({
    kind,
    severity,
    subjectId: 1,
    subjectName: 'X',
    path: '/v3/property/photo-gallery',
  }) as ManageHub['sections'][number]['findings'][number];

const hub: ManageHub = {
  today: '2027-02-28',
  windowDays: 30,
  sections: [
    { area: 'ROOM_SETUP', status: 'WARNING', checked: 6, findings: [finding('ROOM_NO_PHOTO', 'WARNING')] },
    {
      area: 'CANCELLATION_POLICY',
      status: 'NOTICE',
      checked: 6,
      findings: [
        finding('RATE_PLAN_NON_REFUNDABLE', 'NOTICE'),
        finding('RATE_PLAN_NON_REFUNDABLE', 'NOTICE'),
      ],
    },
    { area: 'SURCHARGE', status: 'OK', checked: 1, findings: [] },
  ],
};

describe('manage hub model', () => {
  it.each([
    [null, ['ROOM_SETUP', 'CANCELLATION_POLICY', 'SURCHARGE']],
    ['SURCHARGE', ['SURCHARGE']],
    ['PROMOTION', []],
  ] as const)('focus %s shows %j', (focus, areas) => {
    expect(visibleSections(hub, focus).map((s) => s.area)).toEqual(areas);
  });

  it('links the whole hub and each reported area', () => {
    expect(hubLinks(hub).map((l) => l.path)).toEqual([
      '/v3/manage',
      '/v3/manage/room-setup',
      '/v3/manage/cancellation-policy',
      '/v3/manage/surcharge',
    ]);
  });

  it('counts warnings and notices', () => {
    expect(totals(hub.sections)).toEqual({ warnings: 1, notices: 2 });
    expect(totals([])).toEqual({ warnings: 0, notices: 0 });
  });

  it.each([
    ['OK', 'success'],
    ['WARNING', 'warning'],
    ['NOTICE', 'info'],
  ] as const)('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
