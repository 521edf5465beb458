// /auth/password/:token (auth.recoverPassword): a new password from a reset link. A link that is
// invalid, used or expired shows the expired text, on load or when it expires meanwhile.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import type { ResetPasswordRouteQuery } from '../../__generated__/ResetPasswordRouteQuery.graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { toaster } from '../../components/toaster.tsx';
import type { ResetPasswordMutation } from '../../__generated__/ResetPasswordMutation.graphql.ts';
import { useFormMutation } from '../../relay/useFormMutation.ts';
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

function ResetPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const data = useLazyLoadQuery<ResetPasswordRouteQuery>(
    query,
    { token },
    { fetchPolicy: 'network-only' },
  );
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
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<PageLoading />}>
      <ResetPassword token={token} />
    </Suspense>
  );
}
