import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TABLE_PAGE_SIZE } from '@canam/domain/constants';
import { cursorForPage } from '@canam/domain/cursors';
import { renderRoutesWithRelay } from '../../testing/renderWithRelay.tsx';
import { sentEmailsLoader, SentEmailsRoute } from './SentEmailsRoute.tsx';

function renderOutbox(route: string) {
  return renderRoutesWithRelay(
    (preload) => [
      { path: '/admin/outbox', loader: sentEmailsLoader.with(preload), Component: SentEmailsRoute },
    ],
    { route },
  );
}

const LINK = 'http://localhost:8080/buyer/company-create/abc123';

function email(index: number, extra: Record<string, unknown> = {}) {
  return {
    node: {
      __typename: 'SentEmail',
      id: `U2VudEVtYWlsOj${index}`,
      to: `dealer${index}@example.com`,
      subject: `Message ${index}`,
      text: `Hello ${index}\n${LINK}`,
      links: [LINK],
      createdAt: '2025-03-01T12:00:00.000Z',
      sentAt: '2025-03-01T12:00:01.000Z',
      error: null,
      ...extra,
    },
  };
}

describe('SentEmailsRoute', { timeout: 20_000 }, () => {
  it('lists the sent messages with their links as links, a page at a time', async () => {
    const { environment } = renderOutbox('/admin/outbox?page=2');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
        first: TABLE_PAGE_SIZE,
        after: cursorForPage(2, TABLE_PAGE_SIZE),
      }),
    );
    environment.mock.resolveMostRecentOperation({
      data: {
        sentEmails: {
          totalCount: 25,
          edges: [email(1), email(2, { sentAt: null, error: 'SMTP refused' })],
        },
      },
    });
    const first = (await screen.findByText('Message 1')).closest('article')!;
    expect(within(first).getByText(/dealer1@example.com/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: LINK }).getAttribute('href')).toBe(LINK);
    const second = screen.getByText('Message 2').closest('article')!;
    expect(within(second).getByText('Not sent')).toBeTruthy();
    expect(within(second).getByText('SMTP refused')).toBeTruthy();
    expect(screen.getByText('25 messages')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/admin/outbox?page=3',
    );
  });

  it('says when nothing was sent yet', async () => {
    const { environment } = renderOutbox('/admin/outbox');
    await waitFor(() => expect(environment.mock.getAllOperations()).not.toHaveLength(0));
    environment.mock.resolveMostRecentOperation({
      data: { sentEmails: { totalCount: 0, edges: [] } },
    });
    expect(await screen.findByText('No e-mail has been sent yet.')).toBeTruthy();
  });
});
