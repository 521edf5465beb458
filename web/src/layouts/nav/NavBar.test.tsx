import { act, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { NavBarTestQuery } from '../../__generated__/NavBarTestQuery.graphql.ts';
import { renderWithRelay, type MockResolvers } from '../../testing/renderWithRelay.tsx';
import { answerQueries } from '../../components/testing/answerQueries.ts';
import { loadTooltipCode } from '../../components/idleTooltipCode.ts';
import { NavBar } from './NavBar.tsx';

function TestNavBar() {
  const data = useLazyLoadQuery<NavBarTestQuery>(
    graphql`
      query NavBarTestQuery @relay_test_operation {
        viewer {
          ...NavBar_viewer
        }
      }
    `,
    {},
  );
  return <NavBar viewer={data.viewer} />;
}

const HOME: Record<string, string> = {
  ROLE_SUPER_ADMIN: '/admin/vehicles/list',
  ROLE_ADMIN: '/admin/vehicles/list',
  ROLE_CLIENT: '/buyer/car-list',
  ROLE_BUYER: '/buyer/buyer-car-list',
  ROLE_AGENT: '/agent/vehicles/list',
  ROLE_REVIEWER: '/admin/assign-company',
};

const viewerAs = (role: string | null, companyStatus: string | null, offerCount: number) => ({
  isLoggedIn: role !== null,
  roles: role ? [role] : [],
  companyStatus,
  homeRoute: role ? HOME[role] : '/',
  user: role ? { firstName: 'Pat' } : null,
  offerNotificationCount: offerCount,
});

function renderNav(role: string | null, companyStatus: string | null = null, offerCount = 0) {
  const resolvers: MockResolvers = {
    Viewer: () => viewerAs(role, companyStatus, offerCount),
  };
  // answers for the navbar's query, the offers button's own count query and the live
  // notifications' viewer query (for its cursor)
  const environment = createMockEnvironment();
  for (let answer = 0; answer < 3; answer += 1) {
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, resolvers),
    );
  }
  return renderWithRelay(<TestNavBar />, { environment });
}

function offersLinks(): HTMLElement[] {
  return screen
    .queryAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('href')?.endsWith('/vehicles/offers'));
}

// jsdom applies no media queries, so the desktop links count as hidden, and hidden elements have
// no accessible name: find them with hidden: true and by their text.
async function mainNav(): Promise<HTMLElement> {
  await screen.findByText('CANAM');
  const nav = screen
    .getAllByRole('navigation', { hidden: true })
    .find((element) => element.getAttribute('aria-label') === 'Main');
  if (!nav) throw new Error('no main navigation');
  return nav;
}

async function mainLinks(): Promise<(string | null)[]> {
  return within(await mainNav())
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.textContent);
}

function linkNamed(container: HTMLElement, text: string): HTMLElement {
  const link = within(container)
    .getAllByRole('link', { hidden: true })
    .find((element) => element.textContent === text);
  if (!link) throw new Error(`no link ${text}`);
  return link;
}

function buttonsNamed(text: string): HTMLElement[] {
  return screen.queryAllByRole('button', { hidden: true }).filter((b) => b.textContent === text);
}

describe('NavBar', () => {
  it.each([
    [null, ['View Inventory', 'Buy now!']],
    [
      'ROLE_SUPER_ADMIN',
      ['View Inventory', 'Vehicles table', 'Vehicle registry', 'Users', 'Agents'],
    ],
    ['ROLE_ADMIN', ['View Inventory', 'Vehicles table', 'Vehicle registry', 'Users', 'Agents']],
    ['ROLE_CLIENT', ['View Inventory', 'Users', 'Vehicles table']],
    ['ROLE_BUYER', ['View Inventory']],
    ['ROLE_AGENT', ['View Inventory']],
    ['ROLE_REVIEWER', ['Users']],
  ])('shows %s its links', async (role, links) => {
    renderNav(role, role === 'ROLE_CLIENT' || role === 'ROLE_BUYER' ? 'ACCEPTED' : null);
    expect(await mainLinks()).toEqual(links);
  });

  it('sends users to the right pages', async () => {
    renderNav('ROLE_CLIENT', 'ACCEPTED');
    const nav = await mainNav();
    expect(linkNamed(nav, 'Users').getAttribute('href')).toBe('/buyer/users');
    expect(linkNamed(nav, 'Vehicles table').getAttribute('href')).toBe(
      '/buyer/client/vehicles/table',
    );
    expect(linkNamed(nav, 'View Inventory').getAttribute('href')).toBe('/buyer/car-list');
  });

  it.each(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])('sends %s to the agents page', async (role) => {
    renderNav(role);
    const nav = await mainNav();
    expect(linkNamed(nav, 'Agents').getAttribute('href')).toBe('/admin/agent');
    expect(linkNamed(nav, 'Users').getAttribute('href')).toBe('/admin/assign-company');
  });

  it.each(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'])('sends %s to the vehicle table', async (role) => {
    renderNav(role);
    const nav = await mainNav();
    expect(linkNamed(nav, 'Vehicles table').getAttribute('href')).toBe(
      '/superAdmin/vehicles/table',
    );
  });

  it('disables the links of a dealer whose company is pending', async () => {
    renderNav('ROLE_CLIENT', 'PENDING');
    const nav = await mainNav();
    for (const name of ['View Inventory', 'Users', 'Vehicles table']) {
      const link = linkNamed(nav, name);
      expect(link.getAttribute('aria-disabled')).toBe('true');
      expect(link.getAttribute('href')).toBeNull();
    }
  });

  it('offers a guest Log In, Register and the sidebar menu', async () => {
    renderNav(null);
    await mainNav();
    expect(buttonsNamed('Log In').length).toBeGreaterThan(0);
    for (const logIn of buttonsNamed('Log In')) {
      expect(logIn.getAttribute('aria-haspopup')).toBe('dialog');
    }
    expect(linkNamed(document.body, 'Register').getAttribute('href')).toBe('/buyer/create');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('shows a Buy now! button to the inventory on small screens', async () => {
    renderNav('ROLE_BUYER', 'ACCEPTED');
    await mainNav();
    expect(screen.getByRole('link', { name: 'Buy now!' }).getAttribute('href')).toBe(
      '/inventory/vehicles',
    );
  });

  it('offers a logged-in user Logout', async () => {
    renderNav('ROLE_AGENT');
    await mainNav();
    expect(buttonsNamed('Logout').length).toBeGreaterThan(0);
    expect(buttonsNamed('Log In')).toEqual([]);
  });

  it.each([
    ['ROLE_SUPER_ADMIN', '/admin/vehicles/offers'],
    ['ROLE_ADMIN', '/admin/vehicles/offers'],
    ['ROLE_AGENT', '/agent/vehicles/offers'],
  ])('gives %s the offers button with the offer count', async (role, offersPath) => {
    renderNav(role, null, 7);
    await mainNav();
    const links = offersLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe(offersPath);
    const counts = await screen.findAllByTestId('offer-count', {}, { timeout: 3000 });
    expect(counts.map((badge) => badge.textContent)).toContain('7');
  });

  it.each([null, 'ROLE_CLIENT', 'ROLE_BUYER', 'ROLE_REVIEWER'])(
    'gives %s no offers button',
    async (role) => {
      renderNav(role, role === 'ROLE_CLIENT' || role === 'ROLE_BUYER' ? 'ACCEPTED' : null, 7);
      await mainNav();
      expect(offersLinks()).toEqual([]);
      expect(screen.queryByTestId('offer-count')).toBeNull();
    },
  );

  it.each([
    ['ROLE_AGENT', null, true],
    ['ROLE_CLIENT', 'ACCEPTED', true],
    ['ROLE_BUYER', 'ACCEPTED', true],
    ['ROLE_BUYER', 'PENDING', false],
    ['ROLE_REVIEWER', null, false],
  ])('lets %s (company %s) hear of its notifications live: %s', async (role, company, live) => {
    const environment = createMockEnvironment();
    // Queries are answered, subscriptions stay pending: a live one is then among the operations.
    answerQueries(environment, { Viewer: () => viewerAs(role, company, 1) }, 3);
    renderWithRelay(<TestNavBar />, { environment });
    await mainNav();
    const subscribed = environment.mock
      .getAllOperations()
      .some((op) => op.request.node.params.name === 'NotificationEventsSubscription');
    expect(subscribed).toBe(live);
  });

  it('shows no badge when there is no new offer', async () => {
    renderNav('ROLE_AGENT', null, 0);
    await mainNav();
    expect(offersLinks().length).toBeGreaterThan(0);
    expect(screen.queryByTestId('offer-count')).toBeNull();
  });

  it('disables the links of a buyer without a company', async () => {
    renderNav('ROLE_BUYER', null);
    const link = linkNamed(await mainNav(), 'View Inventory');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.getAttribute('href')).toBeNull();
  });

  it('calls the sales number and shows the tracking pixel one second later', async () => {
    const { user } = renderNav(null);
    await mainNav();
    // The phone's tooltip code loads when the page is idle and then replaces the bare link: load
    // it first, so the link taken here is the one that stays.
    await act(loadTooltipCode);
    const [call] = screen.getAllByRole('link', { name: /^Call us at/, hidden: true });
    expect(call?.getAttribute('href')).toBe('tel:+15185550142');
    // jsdom cannot follow a tel: link; the click handler still runs
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(call!);
    // not at once: one second later (its timing: callTracking.test.tsx)
    expect(screen.queryByTestId('tracking-pixel')).toBeNull();
    const pixel = await screen.findByTestId('tracking-pixel', {}, { timeout: 5_000 });
    expect(pixel.getAttribute('src')).toMatch(/^\/tracking-pixel\.gif\?/);
  });
});
