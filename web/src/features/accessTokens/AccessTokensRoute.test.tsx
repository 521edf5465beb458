import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutesWithRelay, type MockEnvironment } from '../../testing/renderWithRelay.tsx';
import { accessTokensLoader, AccessTokensRoute } from './AccessTokensRoute.tsx';

const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

function token(id: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'AccessToken',
    id: `QWNjZXNzVG9rZW46${id}`,
    name: `Script ${id}`,
    tokenPrefix: `canam_pat_abc${id}de`,
    scopes: ['CATALOGUE_READ', 'OFFERS_READ'],
    createdAt: '2026-01-02T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: FUTURE,
    revokedAt: null,
    ...extra,
  };
}

async function renderPage(roles: string[], tokens: ReturnType<typeof token>[]) {
  const rendered = renderRoutesWithRelay(
    (preload) => [
      {
        path: '/account/access-tokens',
        loader: accessTokensLoader.with(preload),
        Component: AccessTokensRoute,
      },
    ],
    { route: '/account/access-tokens' },
  );
  const { environment } = rendered;
  await waitFor(() => expect(environment.mock.getAllOperations()).not.toHaveLength(0));
  environment.mock.resolveMostRecentOperation({
    data: {
      viewer: { roles },
      accessTokens: {
        edges: tokens.map((node, index) => ({ cursor: `c${index}`, node })),
        pageInfo: { hasNextPage: false, endCursor: null },
      },
    },
  });
  return rendered;
}

function lastMutation(environment: MockEnvironment) {
  const operation = environment.mock.getMostRecentOperation();
  return { name: operation.request.node.operation.name, variables: operation.request.variables };
}

describe('AccessTokensRoute', { timeout: 20_000 }, () => {
  it('lists the tokens with prefix, scopes, dates and status', async () => {
    await renderPage(
      ['ROLE_CLIENT'],
      [
        token(1, { lastUsedAt: '2026-01-03T10:00:00.000Z' }),
        token(2, { revokedAt: '2026-01-04T10:00:00.000Z' }),
        token(3, { expiresAt: PAST }),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Access tokens' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('canam_pat_abc1de…')).toBeTruthy();
    expect(within(rows[0]!).getByText('Read the catalogue, Read your offers')).toBeTruthy();
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    const revoke = within(rows[0]!).getByRole('button', { name: 'Revoke Script 1' });
    expect(revoke.getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(rows[1]!).getByText('Revoked')).toBeTruthy();
    expect(within(rows[1]!).getByText('Never')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(rows[2]!).getByText('Expired')).toBeTruthy();
  });

  it('says when there is no token yet, and offers a dealer its three scopes only', async () => {
    await renderPage(['ROLE_BUYER'], []);
    expect(await screen.findByText('No access tokens yet')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'New access token' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['CATALOGUE_READ', 'OFFERS_READ', 'OFFERS_WRITE']);
  });

  it('offers staff the read-only back-office scope only', async () => {
    await renderPage(['ROLE_AGENT'], []);
    const form = await screen.findByRole('form', { name: 'New access token' });
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['INVENTORY_READ']);
  });

  it('checks the form, creates a token and shows its secret once with a warning', async () => {
    const { environment, user } = await renderPage(['ROLE_CLIENT'], [token(1)]);
    const form = await screen.findByRole('form', { name: 'New access token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('Give the token a name.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one scope.')).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: /Name/ }), '  Price feed ');
    await user.click(within(form).getByRole('checkbox', { name: /Read the catalogue/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Expires in' }), '365');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(lastMutation(environment).name).toBe('CreateAccessTokenMutation'));
    expect(lastMutation(environment).variables.input).toEqual({
      name: 'Price feed',
      scopes: ['CATALOGUE_READ'],
      expiresInDays: 365,
    });
    const secret = 'canam_pat_' + 'x'.repeat(43);
    environment.mock.resolveMostRecentOperation({
      data: {
        createAccessToken: {
          token: secret,
          accessTokenEdge: { cursor: 'c0', node: token(9, { name: 'Price feed' }) },
          userErrors: [],
        },
      },
    });
    expect(await screen.findByText(secret)).toBeTruthy();
    expect(screen.getByText(/you will not see it again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Access tokens' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Price feed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText(secret)).toBeNull();
  });

  it("puts the server's refusal on its field", async () => {
    const { environment, user } = await renderPage(['ROLE_CLIENT'], [token(1)]);
    const form = await screen.findByRole('form', { name: 'New access token' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Script 1');
    await user.click(within(form).getByRole('checkbox', { name: /Read your offers/ }));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(lastMutation(environment).name).toBe('CreateAccessTokenMutation'));
    environment.mock.resolveMostRecentOperation({
      data: {
        createAccessToken: {
          token: null,
          accessTokenEdge: null,
          userErrors: [
            {
              field: 'name',
              message: 'You already have an active token with this name.',
              code: 'TOKEN_NAME_TAKEN',
            },
          ],
        },
      },
    });
    expect(
      await screen.findByText('You already have an active token with this name.'),
    ).toBeTruthy();
  });

  it('revokes a token after the confirmation', async () => {
    const { environment, user } = await renderPage(['ROLE_BUYER'], [token(1)]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Script 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Script 1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /yes/i }));
    await waitFor(() => expect(lastMutation(environment).name).toBe('RevokeAccessTokenMutation'));
    expect(lastMutation(environment).variables).toEqual({ input: { id: token(1).id } });
    environment.mock.resolveMostRecentOperation({
      data: {
        revokeAccessToken: {
          accessToken: token(1, { revokedAt: '2026-01-05T10:00:00.000Z' }),
          userErrors: [],
        },
      },
    });
    expect(await screen.findByText('Revoked')).toBeTruthy();
  });
});
