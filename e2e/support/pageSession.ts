// What the browser tests do through a page again and again: log in as a demo account, ask the
// graph with the session the page holds, take screenshots for a person, and check that a page
// stayed live (no reload) while something changed.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The machine running the tests may be busy: give the page time. */
export const SLOW = { timeout: 20_000, interval: 200 };

/** Every demo account's password (api/src/seed). */
export const DEMO_PASSWORD = 'Demo1234!';

/** Logs in through the login page and waits until the page has left the auth routes. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
}

/** A GraphQL operation from the page, with the session the page holds; fails on errors. */
export async function pageGraphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return page.evaluate(
    async ({ text, vars }) => {
      const token = localStorage.getItem('access-token');
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: text, variables: vars }),
      });
      const body = (await response.json()) as { data: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { text: query, vars: variables },
  ) as Promise<T>;
}

/** Screenshots for a person to look at, when SHOTS_DIR is set. */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/**
 * Watches a page for reloads and navigations: a marker set in the window disappears on a reload,
 * and every main-frame navigation is counted. The returned check fails if either happened.
 */
export async function watchForReloads(page: Page): Promise<() => Promise<void>> {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'still here';
  });
  return async () => {
    expect(navigations).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker),
    ).toBe('still here');
  };
}
