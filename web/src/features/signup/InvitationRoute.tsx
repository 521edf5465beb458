// /buyer/user/confirm/:token: a user invited by its company creates its password (single-use
// link). Failures show the server's message; a dead link shows the expired text. The route
// preloads the link's state.
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { InvitationRouteQuery } from '../../__generated__/InvitationRouteQuery.graphql.ts';
import { LinkRoute } from '../../components/LinkRoute.tsx';
import { toaster } from '../../components/toaster.tsx';
import type { CompleteInvitationMutation } from '../../__generated__/CompleteInvitationMutation.graphql.ts';
import { useFormMutation } from '../../relay/useFormMutation.ts';
import { linkLoader, type LinkLoaderData } from '../../relay/linkLoader.ts';
import { FormCard } from '../password/components/FormCard.tsx';
import { LinkExpired } from '../password/components/LinkExpired.tsx';
import { NewPasswordForm } from '../password/components/NewPasswordForm.tsx';
import { PASSWORD_CHANGED, PASSWORD_NOT_CHANGED } from '../password/texts.ts';
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
  const navigate = useNavigate();
  const data = usePreloadedQuery<InvitationRouteQuery>(query, queryRef);
  const [expired, setExpired] = useState(false);
  const [completeInvitation, saving] = useFormMutation<CompleteInvitationMutation>(
    completeInvitationMutation,
  );

  if (!data.invitationLink.valid || expired) return <LinkExpired />;

  const onSubmit = (password: string) =>
    completeInvitation(
      { token, password },
      {
        onCompleted: ({ ok, userErrors }) => {
          if (ok && userErrors.length === 0) {
            toaster.create({ type: 'success', title: PASSWORD_CHANGED });
            navigate('/auth/login');
            return;
          }
          if (userErrors.some((error) => error.code === 'LINK_EXPIRED')) setExpired(true);
          toaster.create({
            type: 'warning',
            title: userErrors[0]?.message ?? PASSWORD_NOT_CHANGED,
          });
        },
        onError: () => toaster.create({ type: 'warning', title: PASSWORD_NOT_CHANGED }),
      },
    );

  return (
    <FormCard
      title="Create your password"
      subtitle="Your company invited you to the CANAM marketplace. Choose a password to log in."
    >
      <NewPasswordForm submitLabel="Create password" submitting={saving} onSubmit={onSubmit} />
    </FormCard>
  );
}

export function InvitationRoute() {
  return <LinkRoute page={Invitation} />;
}
