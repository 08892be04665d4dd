import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
// Named with the review's time (10.00 WIB): a guest's name alone may repeat on a page.
const REPLY_TO_SARI = tx('guestReviews.reply.actionTo', {
  name: 'Sari Wulandari',
  date: '4 Okt 2026, 10.00 WIB',
});
/** Sari Wulandari's review card, its reply form open. */
async function openReply(): Promise<HTMLElement> {
  const card = await screen.findByRole('article', { name: 'Sari Wulandari' });
  await userEvent.click(within(card).getByRole('button', { name: REPLY_TO_SARI }));
  return card;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const review = {
  id: 41,
  itineraryId: null,
  guestName: 'Sari Wulandari',
  travellerType: 'FAMILY',
  score: 9,
  subScores: { cleanliness: 9, staff: 8 },
  checkIn: '2026-10-01',
  checkOut: '2026-10-03',
  reviewedAt: '2026-10-04T03:00:00.000Z',
  text: 'Kamar bersih.',
  reply: null as null | Record<string, unknown>,
};
const months = ['2026-09', '2026-10'];
const list = () => ({
  items: [review],
  page: { page: 0, size: 20, total: 1 },
  summary: {
    count: 1,
    averageScore: 9,
    subScores: [
      { key: 'cleanliness', average: 9, count: 1 },
      { key: 'comfort', average: null, count: 0 },
      { key: 'location', average: null, count: 0 },
      { key: 'facilities', average: null, count: 0 },
      { key: 'staff', average: 8, count: 1 },
      { key: 'valueForMoney', average: null, count: 0 },
    ],
  },
  trend: months.map((month, i) => ({ month, count: i, averageScore: i ? 9 : null })),
  period: { basis: 'REVIEW', from: '2026-09-01', to: '2026-10-31' },
  unrepliedCount: review.reply ? 0 : 1,
});

function renderPage(
  path = '/v3/report-analytics/guest-review',
  over: { list?: () => Response; reply?: () => Response } = {},
) {
  const replies: unknown[] = [];
  const fetch = fakeServer(session({ hotel: { hotelId: H, name: 'Hotel Demo Jakarta' } }), {
    [`GET /api/v1/hotels/${H}/guest-reviews`]: () => over.list?.() ?? json(200, list()),
    [`POST /api/v1/hotels/${H}/guest-reviews/41/reply`]: ({ body }) => {
      replies.push(JSON.parse(body));
      if (over.reply) return over.reply();
      review.reply = {
        textId: 'Terima kasih banyak!',
        textEn: null,
        repliedAt: '2026-10-05T03:00:00.000Z',
        repliedBy: 'Admin Demo',
      };
      return json(201, review);
    },
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetch, replies, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  review.reply = null;
});

describe('guest reviews page', () => {
  it('shows the averages, the trend as a table on demand, and the review', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Sari Wulandari' });
    expect(within(card).getByText('Kamar bersih.')).toBeTruthy();
    expect(within(card).getByText(tx('guestReviews.travellerType.FAMILY'))).toBeTruthy();
    expect(screen.getByTestId('average-score').textContent).toBe('9,0');
    // The trend's table is always there for screen readers; the toggle makes it the visible view.
    const table = screen.getByRole('table', { name: tx('guestReviews.trend.caption') });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // One decimal, as the summary shows it (a whole average was "9" here and "9,0" above).
    expect(within(table).getByText('9,0')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: tx('guestReviews.trend.showTable') });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(
      screen.getByRole('button', { name: tx('guestReviews.trend.showChart') }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('starts the next page at the list heading, not at the pagination below the last card', async () => {
    const { router } = renderPage('/v3/report-analytics/guest-review', {
      list: () => json(200, { ...list(), page: { page: 0, size: 20, total: 45 } }),
    });
    await screen.findByRole('article', { name: 'Sari Wulandari' });
    await userEvent.click(screen.getByRole('button', { name: tx('ui.pagination.next') }));
    expect(router.state.location.search).toContain('page=2');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: tx('guestReviews.list.title') }),
    );
  });

  it('sends the filters of the URL to the server (pages from 0)', async () => {
    const { fetch } = renderPage('/v3/report-analytics/guest-review?travellerType=FAMILY&scoreMin=8&page=2');
    await screen.findByRole('article', { name: 'Sari Wulandari' });
    const asked = fetch.mock.calls
      .map((c) => new URL(String(c[0] instanceof Request ? c[0].url : c[0]), 'http://localhost'))
      .find((u) => u.pathname.endsWith('/guest-reviews'))!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      travellerType: 'FAMILY',
      scoreMin: '8',
      page: '1',
      basis: 'REVIEW',
    });
  });

  it('says what is wrong with upside-down scores on the field, without asking the server', async () => {
    const { fetch } = renderPage('/v3/report-analytics/guest-review?scoreMin=8&scoreMax=5');
    expect(await screen.findByText(tx('validations.review.scoreRange'))).toBeTruthy();
    expect(screen.getByText(tx('guestReviews.list.empty'))).toBeTruthy();
    const asked = fetch.mock.calls.some((c) =>
      String(c[0] instanceof Request ? c[0].url : c[0]).includes('/guest-reviews'),
    );
    expect(asked).toBe(false);
  });

  it('checks the reply in the form, sends it, and shows it with who wrote it', async () => {
    const { replies } = renderPage();
    const card = await openReply();
    await userEvent.click(within(card).getByRole('button', { name: tx('guestReviews.reply.submit') }));
    expect(await within(card).findByText(tx('validations.review.replyRequired'))).toBeTruthy();
    expect(replies).toEqual([]);
    await userEvent.type(
      within(card).getByLabelText(tx('guestReviews.reply.textId')),
      'Terima kasih banyak!',
    );
    await userEvent.click(within(card).getByRole('button', { name: tx('guestReviews.reply.submit') }));
    await waitFor(() => expect(replies).toEqual([{ textId: 'Terima kasih banyak!' }]));
    expect(await within(card).findByText('Terima kasih banyak!')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Balas/ })).toBeNull();
  });

  it('asks before Cancel throws a written reply away', async () => {
    renderPage();
    const card = await openReply();
    const textId = within(card).getByLabelText(tx('guestReviews.reply.textId'));
    await userEvent.type(textId, 'Terima kasih');
    await userEvent.click(within(card).getByRole('button', { name: tx('guestReviews.reply.cancel') }));
    const ask = await screen.findByRole('alertdialog', { name: tx('guestReviews.reply.discardTitle') });
    // Kept on second thought: the text is still there.
    await userEvent.click(within(ask).getByRole('button', { name: tx('ui.confirm.cancel') }));
    expect((within(card).getByLabelText(tx('guestReviews.reply.textId')) as HTMLTextAreaElement).value).toBe(
      'Terima kasih',
    );
    await userEvent.click(within(card).getByRole('button', { name: tx('guestReviews.reply.cancel') }));
    const again = await screen.findByRole('alertdialog', { name: tx('guestReviews.reply.discardTitle') });
    await userEvent.click(within(again).getByRole('button', { name: tx('guestReviews.reply.discard') }));
    await waitFor(() => expect(within(card).queryByLabelText(tx('guestReviews.reply.textId'))).toBeNull());
  });

  it('closes an empty reply with Escape, and keeps a written one', async () => {
    renderPage();
    const card = await openReply();
    const textId = within(card).getByLabelText(tx('guestReviews.reply.textId'));
    await waitFor(() => expect(document.activeElement).toBe(textId));
    await userEvent.type(textId, 'Terima');
    await userEvent.keyboard('{Escape}');
    expect(within(card).getByLabelText(tx('guestReviews.reply.textId'))).toBeTruthy();
    await userEvent.clear(textId);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(card).queryByLabelText(tx('guestReviews.reply.textId'))).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card).getByRole('button', { name: REPLY_TO_SARI })),
    );
  });

  it('keeps the keyboard in place: in the form when it opens, on the invalid field, then on the reply', async () => {
    renderPage();
    const card = await openReply();
    const textId = within(card).getByLabelText(tx('guestReviews.reply.textId'));
    await waitFor(() => expect(document.activeElement).toBe(textId));
    const submit = within(card).getByRole('button', { name: tx('guestReviews.reply.submit') });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(card).findByText(tx('validations.review.replyRequired'))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textId));
    await userEvent.type(textId, 'Terima kasih banyak!');
    within(card)
      .getByRole('button', { name: tx('guestReviews.reply.submit') })
      .focus();
    await userEvent.keyboard('{Enter}');
    const title = await within(card).findByRole('heading', { name: tx('guestReviews.reply.title') });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('shows the reply someone else sent first instead of keeping the form (409)', async () => {
    renderPage('/v3/report-analytics/guest-review', {
      reply: () => {
        review.reply = {
          textId: 'Balasan rekan kerja.',
          textEn: null,
          repliedAt: '2026-10-05T03:00:00.000Z',
          repliedBy: 'Reservasi Demo',
        };
        return json(409, { code: 'REVIEW_ALREADY_REPLIED', message: tx('errors.REVIEW_ALREADY_REPLIED') });
      },
    });
    const card = await openReply();
    await userEvent.type(within(card).getByLabelText(tx('guestReviews.reply.textId')), 'Terima kasih!');
    await userEvent.click(within(card).getByRole('button', { name: tx('guestReviews.reply.submit') }));
    expect(await screen.findByText(tx('errors.REVIEW_ALREADY_REPLIED'))).toBeTruthy();
    expect(await within(card).findByText('Balasan rekan kerja.')).toBeTruthy();
    expect(within(card).queryByLabelText(tx('guestReviews.reply.textId'))).toBeNull();
  });

  it('goes to the last page from a page past it, instead of saying no review matches', async () => {
    let calls = 0;
    const { router } = renderPage('/v3/report-analytics/guest-review?page=5', {
      list: () => {
        calls += 1;
        return json(
          200,
          calls === 1 ? { ...list(), items: [], page: { page: 4, size: 20, total: 1 } } : list(),
        );
      },
    });
    expect(await screen.findByRole('article', { name: 'Sari Wulandari' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('filters the reviews still to answer, and counts them until the reply is sent', async () => {
    const { fetch } = renderPage('/v3/report-analytics/guest-review?replied=false');
    const card = await screen.findByRole('article', { name: 'Sari Wulandari' });
    expect(screen.getByTestId('unreplied-count').textContent).toBe(
      tx('guestReviews.summary.unreplied', { count: '1' }),
    );
    const asked = fetch.mock.calls
      .map((c) => new URL(String(c[0] instanceof Request ? c[0].url : c[0]), 'http://localhost'))
      .filter((u) => u.pathname.endsWith('/guest-reviews'));
    expect(asked.at(-1)?.searchParams.get('replied')).toBe('false');
    expect(
      screen
        .getAllByRole('button')
        .some((b) => b.textContent?.includes(tx('guestReviews.filters.unreplied'))),
    ).toBe(true);
    await userEvent.click(
      within(card).getByRole('button', {
        name: REPLY_TO_SARI,
      }),
    );
    await userEvent.type(
      within(card).getByLabelText(tx('guestReviews.reply.textId')),
      'Terima kasih banyak!',
    );
    await userEvent.click(within(card).getByRole('button', { name: tx('guestReviews.reply.submit') }));
    await waitFor(() => expect(screen.queryByTestId('unreplied-count')).toBeNull());
  });

  it('puts the focus on the list when the replied review leaves it (unreplied only)', async () => {
    renderPage('/v3/report-analytics/guest-review?replied=false', {
      list: () =>
        json(200, review.reply ? { ...list(), items: [], page: { page: 0, size: 20, total: 0 } } : list()),
    });
    const card = await openReply();
    await userEvent.type(within(card).getByLabelText(tx('guestReviews.reply.textId')), 'Terima kasih!');
    await userEvent.click(within(card).getByRole('button', { name: tx('guestReviews.reply.submit') }));
    const heading = screen.getByRole('heading', { name: tx('guestReviews.list.title') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('article', { name: 'Sari Wulandari' })).toBeNull();
  });
});
