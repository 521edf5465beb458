// /auth/password/:token (auth.recoverPassword): a new password from a reset link. A link that is
// invalid, used or expired shows the expired text, on load or when it expires meanwhile. The route
// preloads the link's state.
import { graphql, usePreloadedQuery } from 'react-relay';
import type { ResetPasswordRouteQuery } from '../../__generated__/ResetPasswordRouteQuery.graphql.ts';
import { LinkRoute } from '../../components/LinkRoute.tsx';
import type { ResetPasswordMutation } from '../../__generated__/ResetPasswordMutation.graphql.ts';
import { linkLoader, type LinkLoaderData } from '../../relay/linkLoader.ts';
import { FormCard } from './components/FormCard.tsx';
import { LinkExpired } from './components/LinkExpired.tsx';
import { NewPasswordForm } from './components/NewPasswordForm.tsx';
import { resetPasswordMutation } from './mutations/ResetPasswordMutation.ts';
import { usePasswordLink } from './usePasswordLink.ts';

const query = graphql`
  query ResetPasswordRouteQuery($token: String!) {
    passwordResetLink(token: $token) {
      valid
    }
  }
`;

export const resetPasswordLoader = linkLoader<ResetPasswordRouteQuery>(query);

function ResetPassword({ token, queryRef }: LinkLoaderData<ResetPasswordRouteQuery>) {
  const data = usePreloadedQuery<ResetPasswordRouteQuery>(query, queryRef);
  const { expired, saving, submit } = usePasswordLink<ResetPasswordMutation>(
    resetPasswordMutation,
    token,
  );

  if (!data.passwordResetLink.valid || expired) return <LinkExpired />;

  return (
    <FormCard title="Choose a new password" subtitle="Then log in with it.">
      <NewPasswordForm submitLabel="Change password" submitting={saving} onSubmit={submit} />
    </FormCard>
  );
}

export function ResetPasswordRoute() {
  return <LinkRoute page={ResetPassword} />;
}
