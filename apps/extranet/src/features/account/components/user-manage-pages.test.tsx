import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { axeViolations } from '../../../../test/axe';
import { fakeServer, session } from '../../../../test/fake-server';

const H = 1001;
const BASE = `/api/v1/hotels/${H}/manage-user`;
const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const member = (over: Record<string, unknown>) => ({
  hotelId: H,
  accountId: 1,
  phoneCode: '+62',
  phone: null,
  privileges: [],
  requireVerification: false,
  emailVerified: true,
  notificationAllowed: true,
  isContact: false,
  lastLogin: null,
  ...over,
});
const me = member({
  userRoleId: 55,
  name: 'Admin Demo',
  email: 'admin@demo.extranet',
  roles: [7],
  isContact: true,
});
const nia = member({
  userRoleId: 61,
  accountId: 9,
  name: 'Nia Rahma',
  email: 'nia@example.com',
  phone: '81234567',
  roles: [5, 4],
  emailVerified: false,
  lastLogin: '2027-02-01T03:00:00.000Z',
});
const page = (items: unknown[], manage = true) =>
  json(200, { items, page: { page: 0, size: 100, total: items.length }, abilities: { manage } });

function renderAt(path: string, routes: Parameters<typeof fakeServer>[1], roles = [7]) {
  fakeServer(session({ hotel: { hotelId: H, roles } }), routes);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

afterEach(() => vi.unstubAllGlobals());

const emailBox = (form: HTMLElement) =>
  within(form).getByRole('textbox', { name: new RegExp(`^${tx('shell.userManage.email')}`) });

describe('user management', () => {
  it('lists the team with roles, notifications, verification and last sign-in; axe clean', async () => {
    const { container } = renderAt('/v3/account/user-manage', { [`GET ${BASE}`]: () => page([me, nia]) });
    const table = await screen.findByRole('table', { name: tx('shell.userManage.caption') });
    const row = within(table).getByRole('row', { name: /Nia Rahma/ });
    expect(row.textContent).toContain(
      `${tx('common.roles.REVENUE_MANAGER')}, ${tx('common.roles.RESERVATION')}`,
    );
    expect(row.textContent).toContain('+62 81234567');
    expect(row.textContent).toContain(tx('shell.userManage.unverified'));
    expect(row.textContent).toContain(tx('shell.userManage.notificationsOn'));
    expect(row.textContent).toMatch(/1 Feb 2027/);
    const own = within(table).getByRole('row', { name: /Admin Demo/ });
    expect(own.textContent).toContain(tx('shell.userManage.you'));
    expect(own.textContent).toContain(tx('shell.userManage.neverSignedIn'));
    expect(
      within(row)
        .getByRole('link', { name: tx('shell.userManage.editOf', { name: 'Nia Rahma' }) })
        .getAttribute('href'),
    ).toBe('/v3/account/user-manage/edit/61');
    expect(screen.getByRole('link', { name: tx('shell.userManage.add') }).getAttribute('href')).toBe(
      '/v3/account/user-manage/create',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a reader (not an administrator) no add button and no links to others', async () => {
    renderAt('/v3/account/user-manage', { [`GET ${BASE}`]: () => page([me, nia], false) }, [5]);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('link', { name: /Nia Rahma/ })).toBeNull();
    expect(screen.queryByRole('link', { name: tx('shell.userManage.add') })).toBeNull();
  });

  it('does not offer the add form to a user who may not add users (reservation staff)', async () => {
    let posted = false;
    const { container } = renderAt(
      '/v3/account/user-manage/create',
      {
        [`GET ${BASE}`]: () => page([me, nia], false),
        [`POST ${BASE}`]: () => {
          posted = true;
          return json(403, { code: 'ADMINISTRATOR_REQUIRED', message: tx('errors.ADMINISTRATOR_REQUIRED') });
        },
      },
      [5],
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: tx('shell.accessDenied.title') }),
    ).toBeTruthy();
    expect(screen.getByText(tx('errors.ADMINISTRATOR_REQUIRED'))).toBeTruthy();
    expect(screen.queryByRole('form', { name: tx('shell.userManage.createTitle') })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: tx('shell.userManage.submitCreate') })).toBeNull();
    expect(screen.getByRole('link', { name: tx('shell.userManage.title') }).getAttribute('href')).toBe(
      '/v3/account/user-manage',
    );
    expect(posted).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the empty state', async () => {
    renderAt('/v3/account/user-manage', { [`GET ${BASE}`]: () => page([]) });
    expect(await screen.findByText(tx('shell.userManage.empty'))).toBeTruthy();
  });

  it('shows the error state with a retry', async () => {
    renderAt('/v3/account/user-manage', {
      [`GET ${BASE}`]: () => json(500, { code: 'INTERNAL', message: 'Boom' }),
    });
    expect(await screen.findByRole('button', { name: tx('common.actions.retry') })).toBeTruthy();
  });

  it('adds a user: checks the fields, posts the roles, shows the server field error on its field', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    let answer = json(409, {
      code: 'ALREADY_MEMBER',
      message: 'x',
      errors: [
        { field: 'email', code: 'users.alreadyMember', message: tx('validations.users.alreadyMember') },
      ],
    });
    const { container, router } = renderAt('/v3/account/user-manage/create', {
      [`POST ${BASE}`]: ({ body }) => {
        posts.push(JSON.parse(body));
        return answer;
      },
      [`GET ${BASE}`]: () => page([me, nia]),
    });
    const form = await screen.findByRole('form', { name: tx('shell.userManage.createTitle') });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: tx('shell.userManage.submitCreate') }));
    expect(await within(form).findByText(tx('validations.users.rolesRequired'))).toBeTruthy();
    expect(posts).toEqual([]);

    await user.type(emailBox(form), 'nia@example.com');
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(`^${tx('shell.userManage.name')}`) }),
      'Nia Rahma',
    );
    await user.click(within(form).getByRole('checkbox', { name: tx('common.roles.RESERVATION') }));
    await user.click(within(form).getByRole('checkbox', { name: tx('common.roles.FRONT_OFFICE') }));
    await user.click(
      within(form).getByRole('checkbox', { name: tx('shell.userManage.notificationAllowed') }),
    );
    await user.click(within(form).getByRole('button', { name: tx('shell.userManage.submitCreate') }));
    expect(await within(form).findByText(tx('validations.users.alreadyMember'))).toBeTruthy();
    expect(posts).toEqual([
      { email: 'nia@example.com', name: 'Nia Rahma', roles: [5, 6], notificationAllowed: false },
    ]);

    answer = json(201, nia);
    await user.clear(emailBox(form));
    await user.type(emailBox(form), 'nia2@example.com');
    await user.click(within(form).getByRole('button', { name: tx('shell.userManage.submitCreate') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/account/user-manage'));
  });

  it('edits another user: roles and notifications, then removes them after a confirmation', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    let deleted = 0;
    const { container, router } = renderAt('/v3/account/user-manage/edit/61', {
      [`GET ${BASE}/61`]: () => json(200, nia),
      [`PUT ${BASE}/61`]: ({ body }) => {
        puts.push(JSON.parse(body));
        return json(200, { ...nia, ...JSON.parse(body) });
      },
      [`DELETE ${BASE}/61`]: () => {
        deleted += 1;
        return new Response(null, { status: 204 });
      },
      [`GET ${BASE}`]: () => page([me]),
    });
    const form = await screen.findByRole('form', { name: 'Nia Rahma' });
    expect(screen.getByRole('heading', { level: 1, name: tx('shell.userManage.editTitle') })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('checkbox', { name: tx('common.roles.REVENUE_MANAGER') }));
    await user.click(within(form).getByRole('checkbox', { name: tx('common.roles.ADMINISTRATOR') }));
    await user.click(within(form).getByRole('button', { name: tx('shell.userManage.save') }));
    await waitFor(() => expect(puts).toEqual([{ roles: [5, 7] }]));
    expect(await screen.findByText(tx('shell.userManage.saved'))).toBeTruthy();

    // The form is rebuilt from the saved user.
    const saved = await screen.findByRole('form', { name: 'Nia Rahma' });
    await user.click(within(saved).getByRole('button', { name: tx('shell.userManage.remove') }));
    const dialog = await screen.findByRole('alertdialog', {
      name: tx('shell.userManage.removeTitle', { name: 'Nia Rahma' }),
    });
    expect(deleted).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: tx('shell.userManage.remove') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/account/user-manage'));
    expect(deleted).toBe(1);
  });

  it('shows why a removal was refused', async () => {
    const user = userEvent.setup();
    renderAt('/v3/account/user-manage/edit/61', {
      [`GET ${BASE}/61`]: () => json(200, nia),
      [`DELETE ${BASE}/61`]: () =>
        json(409, {
          code: 'ADMIN_WITH_NOTIFICATIONS_REQUIRED',
          message: 'x',
          errors: [
            {
              field: 'userRoleId',
              code: 'users.adminWithNotificationsRequired',
              message: tx('validations.users.adminWithNotificationsRequired'),
            },
          ],
        }),
    });
    const form = await screen.findByRole('form', { name: 'Nia Rahma' });
    await user.click(within(form).getByRole('button', { name: tx('shell.userManage.remove') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: tx('shell.userManage.remove') }));
    const why = await screen.findByText(tx('validations.users.adminWithNotificationsRequired'));
    expect(why.getAttribute('role')).toBe('alert');
  });

  it('keeps the own profile page for the signed-in user’s own userRoleId', async () => {
    renderAt('/v3/account/user-manage/edit/55', { [`GET ${BASE}/55`]: () => json(200, me) });
    expect(await screen.findByRole('heading', { level: 1, name: tx('shell.userEdit.title') })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: tx('common.roles.ADMINISTRATOR') })).toBeNull();
  });
});
