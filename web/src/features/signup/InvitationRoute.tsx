// /buyer/user/confirm/:token: a user invited by its company creates its password (single-use
// link). Failures show the server's message; a dead link shows the expired text. The route
// preloads the link's state.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { InvitationRouteQuery } from '../../__generated__/InvitationRouteQuery.graphql.ts';
import { LinkRoute } from '../../components/LinkRoute.tsx';
import type { CompleteInvitationMutation } from '../../__generated__/CompleteInvitationMutation.graphql.ts';
import { linkLoader, type LinkLoaderData } from '../../relay/linkLoader.ts';
import { FormCard } from '../password/components/FormCard.tsx';
import { LinkExpired } from '../password/components/LinkExpired.tsx';
import { NewPasswordForm } from '../password/components/NewPasswordForm.tsx';
import { PASSWORD_NOT_CHANGED } from '../password/texts.ts';
import { usePasswordLink } from '../password/usePasswordLink.ts';
import { completeInvitationMutation } from './mutations/CompleteInvitationMutation.ts';

const query = graphql`
  query InvitationRouteQuery($token: String!) {
    invitationLink(token: $token) {
      valid
    }
  }
`;

export const invitationLoader = linkLoader<InvitationRouteQuery>(query);

function Invitation({ token, queryRef }: LinkLoaderData<InvitationRouteQuery>) {
  const data = usePreloadedQuery<InvitationRouteQuery>(query, queryRef);
  const { expired, saving, submit } = usePasswordLink<CompleteInvitationMutation>(
    completeInvitationMutation,
    token,
    (userErrors) => userErrors[0]?.message ?? PASSWORD_NOT_CHANGED,
  );

  if (!data.invitationLink.valid || expired) return <LinkExpired />;

  return (
    <FormCard
      title="Create your password"
      subtitle="You were invited to the CANAM marketplace. Choose a password to log in."
    >
      <NewPasswordForm submitLabel="Create password" submitting={saving} onSubmit={submit} />
    </FormCard>
  );
}

export function InvitationRoute() {
  return <LinkRoute page={Invitation} />;
}
