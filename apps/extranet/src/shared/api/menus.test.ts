import { describe, expect, it } from 'vitest';
import { normalizeMenu } from './menus';

const t = (key: string) => `T(${key})`;

describe('normalizeMenu', () => {
  it('reads sections of route ids, taking paths from the route table and labels from the catalog', () => {
    const menu = normalizeMenu(
      [
        {
          id: 'finance',
          labelKey: 'common.menu.finance',
          icon: 'wallet',
          items: [{ routeId: 'paymentList', labelKey: 'common.nav.paymentList' }],
        },
      ],
      t,
    );
    expect(menu).toEqual([
      {
        id: 'finance',
        label: 'T(common.menu.finance)',
        icon: 'wallet',
        items: [
          {
            routeId: 'paymentList',
            path: '/v3/finance/payment-list',
            label: 'T(common.nav.paymentList)',
            isNew: false,
          },
        ],
      },
    ]);
  });

  it('prefers the labels and paths the server sends, accepts a wrapped list and drops what cannot be linked', () => {
    const menu = normalizeMenu(
      {
        sections: [
          {
            id: 'a',
            label: 'Area',
            items: [{ routeId: 'x', path: '/v3/x', label: 'X', isNew: true }, { routeId: 'ratePlanEdit' }],
          },
          { id: 'empty', label: 'Empty', items: [] },
        ],
      },
      t,
    );
    expect(menu).toEqual([
      {
        id: 'a',
        label: 'Area',
        icon: 'dot',
        items: [{ routeId: 'x', path: '/v3/x', label: 'X', isNew: true }],
      },
    ]);
  });

  it('gives an empty menu for anything else', () => {
    expect(normalizeMenu(null, t)).toEqual([]);
    expect(normalizeMenu({ nope: 1 }, t)).toEqual([]);
  });
});
