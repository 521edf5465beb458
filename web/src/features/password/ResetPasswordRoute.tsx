// /auth/password/:token (auth.recoverPassword): a new password from a reset link. A link that is
// invalid, used or expired shows the expired text, on load or when it expires meanwhile. The route
// preloads the link's state.
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ResetPasswordRouteQuery } from '../../__generated__/ResetPasswordRouteQuery.graphql.ts';
import { LinkRoute } from '../../components/LinkRoute.tsx';
import { toaster } from '../../components/toaster.tsx';
import type { ResetPasswordMutation } from '../../__generated__/ResetPasswordMutation.graphql.ts';
import { useFormMutation } from '../../relay/useFormMutation.ts';
import { linkLoader, type LinkLoaderData } from '../../relay/linkLoader.ts';
import { FormCard } from './components/FormCard.tsx';
import { LinkExpired } from './components/LinkExpired.tsx';
import { NewPasswordForm } from './components/NewPasswordForm.tsx';
import { resetPasswordMutation } from './mutations/ResetPasswordMutation.ts';
import { PASSWORD_CHANGED, PASSWORD_NOT_CHANGED } from './texts.ts';

const query = graphql`
  query ResetPasswordRouteQuery($token: String!) {
    passwordResetLink(token: $token) {
      valid
    }
  }
`;

export const resetPasswordLoader = linkLoader<ResetPasswordRouteQuery>(query);

function ResetPassword({ token, queryRef }: LinkLoaderData<ResetPasswordRouteQuery>) {
  const navigate = useNavigate();
  const data = usePreloadedQuery<ResetPasswordRouteQuery>(query, queryRef);
  const [expired, setExpired] = useState(false);
  const [resetPassword, saving] = useFormMutation<ResetPasswordMutation>(resetPasswordMutation);

  if (!data.passwordResetLink.valid || expired) return <LinkExpired />;

  const notChanged = () => toaster.create({ type: 'warning', title: PASSWORD_NOT_CHANGED });
  const onSubmit = (password: string) =>
    resetPassword(
      { token, password },
      {
        onCompleted: ({ ok, userErrors }) => {
          if (ok && userErrors.length === 0) {
            toaster.create({ type: 'success', title: PASSWORD_CHANGED });
            navigate('/auth/login');
            return;
          }
          if (userErrors.some((error) => error.code === 'LINK_EXPIRED')) setExpired(true);
          notChanged();
        },
        onError: notChanged,
      },
    );

  return (
    <FormCard title="Choose a new password" subtitle="Then log in with it.">
      <NewPasswordForm submitLabel="Change password" submitting={saving} onSubmit={onSubmit} />
    </FormCard>
  );
}

export function ResetPasswordRoute() {
  return <LinkRoute page={ResetPassword} />;
}
