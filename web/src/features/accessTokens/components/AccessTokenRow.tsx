// One token of the list: name, prefix, scopes, dates, status and, while active, Revoke behind a
// YES/NO confirmation naming the token.
import { useState } from 'react';
import { Badge, Button, Code, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { formatDate } from '@canam/domain/dates';
import { scopeLabel } from '@canam/domain/forms/accessToken';
import type { AccessTokenRow_accessToken$key } from '../../../__generated__/AccessTokenRow_accessToken.graphql.ts';
import { ResponsiveRow } from '../../../components/ResponsiveTable.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { ConfirmDialog } from '../../offers/components/ConfirmDialog.tsx';
import { useRevokeAccessTokenMutation } from '../mutations/RevokeAccessTokenMutation.ts';

export const ACCESS_TOKEN_COLUMNS = [
  'Name',
  'Token',
  'Scopes',
  'Created',
  'Last used',
  'Expires',
  'Status',
  'Actions',
] as const;

type Status = 'Active' | 'Revoked' | 'Expired';

function statusOf(token: { revokedAt: string | null; expiresAt: string }, now: number): Status {
  if (token.revokedAt) return 'Revoked';
  return Date.parse(token.expiresAt) <= now ? 'Expired' : 'Active';
}

const STATUS_COLOR: Record<Status, string> = { Active: 'green', Revoked: 'red', Expired: 'gray' };

export function AccessTokenRow({ accessToken }: { accessToken: AccessTokenRow_accessToken$key }) {
  const token = useFragment(
    graphql`
      fragment AccessTokenRow_accessToken on AccessToken {
        id
        name
        tokenPrefix
        scopes
        createdAt
        lastUsedAt
        expiresAt
        revokedAt
      }
    `,
    accessToken,
  );
  const [asking, setAsking] = useState(false);
  const [revoke, revoking] = useRevokeAccessTokenMutation();
  const status = statusOf(token, Date.now());
  const onYes = () =>
    revoke(
      { id: token.id },
      {
        onCompleted: ({ userErrors }) => {
          setAsking(false);
          if (userErrors.length) {
            toaster.create({ type: 'error', title: userErrors[0]!.message });
          } else {
            toaster.create({ type: 'success', title: `Token “${token.name}” revoked` });
          }
        },
        onError: () => {
          setAsking(false);
          toaster.create({ type: 'error', title: 'The token could not be revoked. Try again.' });
        },
      },
    );
  return (
    <ResponsiveRow
      label={token.name}
      cells={[
        { label: 'Name', content: token.name },
        { label: 'Token', content: <Code>{token.tokenPrefix}…</Code> },
        { label: 'Scopes', content: token.scopes.map(scopeLabel).join(', ') },
        { label: 'Created', content: formatDate(token.createdAt) },
        { label: 'Last used', content: token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never' },
        { label: 'Expires', content: formatDate(token.expiresAt) },
        {
          label: 'Status',
          content: <Badge colorPalette={STATUS_COLOR[status]}>{status}</Badge>,
        },
        {
          label: 'Actions',
          content:
            status === 'Active' ? (
              <>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Revoke ${token.name}`}
                  aria-haspopup="dialog"
                  onClick={() => setAsking(true)}
                >
                  Revoke
                </Button>
                <ConfirmDialog
                  open={asking}
                  question="Revoke this token? Tools using it stop working at once."
                  busy={revoking}
                  onYes={onYes}
                  onNo={() => setAsking(false)}
                >
                  <Text>{token.name}</Text>
                </ConfirmDialog>
              </>
            ) : (
              <Text color="gray.500">—</Text>
            ),
        },
      ]}
    />
  );
}
