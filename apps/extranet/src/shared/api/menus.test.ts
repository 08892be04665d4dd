import { describe, expect, it } from 'vitest';
import { menuSections } from './menus';

const t = (key: string) => `T(${key})`;
const TODAY = '2026-11-24';

describe('menuSections', () => {
  it('shows the sections the server sends, with its labels and paths', () => {
    const menu = menuSections(
      {
        hotelId: 101,
        sections: [
          {
            id: 'finance',
            labelKey: 'common.menu.finance',
            label: 'Keuangan',
            icon: 'wallet',
            items: [
              {
                routeId: 'paymentList',
                labelKey: 'common.nav.paymentList',
                label: 'Daftar pembayaran',
                path: '/v3/finance/payment-list',
              },
            ],
          },
        ],
      },
      t,
      TODAY,
    );
    expect(menu).toEqual([
      {
        id: 'finance',
        label: 'Keuangan',
        icon: 'wallet',
        items: [
          {
            routeId: 'paymentList',
            path: '/v3/finance/payment-list',
            label: 'Daftar pembayaran',
            isNew: false,
          },
        ],
      },
    ]);
  });

  it('falls back to the catalog and the route table, marks new items and drops what cannot be linked', () => {
    const menu = menuSections(
      {
        hotelId: 101,
        sections: [
          {
            id: 'a',
            labelKey: 'common.menu.finance',
            label: '',
            icon: '',
            items: [
              {
                routeId: 'paymentList',
                labelKey: 'common.nav.paymentList',
                label: '',
                path: '',
                newSince: TODAY,
              },
              { routeId: 'x', labelKey: 'x', label: 'X', path: '/v3/x', newSince: '2020-01-01' },
              { routeId: 'ratePlanEdit', labelKey: 'y', label: 'Y', path: '/v3/rate-plans/:method/:id' },
            ],
          },
          { id: 'empty', labelKey: 'e', label: 'Empty', icon: 'dot', items: [] },
        ],
      },
      t,
      TODAY,
    );
    expect(menu).toEqual([
      {
        id: 'a',
        label: 'T(common.menu.finance)',
        icon: 'dot',
        items: [
          {
            routeId: 'paymentList',
            path: '/v3/finance/payment-list',
            label: 'T(common.nav.paymentList)',
            isNew: true,
          },
          { routeId: 'x', path: '/v3/x', label: 'X', isNew: false },
        ],
      },
    ]);
  });

  it('gives an empty menu when the server sends no section', () => {
    expect(menuSections({ hotelId: null, sections: [] }, t, TODAY)).toEqual([]);
  });
});
