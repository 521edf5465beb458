// Setting a password from an e-mailed link (a reset or an invitation): success says so and goes to
// the login page; a link that expired meanwhile turns the page into the expired text; any other
// refusal is a warning titled as the page chooses.
import { useState } from 'react';
import type { GraphQLTaggedNode } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../components/toaster.tsx';
import { useFormMutation, type FormMutationParameters } from '../../relay/useFormMutation.ts';
import { PASSWORD_CHANGED, PASSWORD_NOT_CHANGED } from './texts.ts';

interface LinkUserError {
  readonly code: string;
  readonly message: string;
}

/** A mutation that takes a link's token and a password and answers ok or userErrors. */
interface PasswordLinkMutation extends FormMutationParameters {
  readonly variables: { readonly input: { token: string; password: string } };
  readonly response: Record<
    string,
    { readonly ok: boolean; readonly userErrors: readonly LinkUserError[] }
  >;
}

export function usePasswordLink<M extends PasswordLinkMutation>(
  mutation: GraphQLTaggedNode,
  token: string,
  refusalTitle: (userErrors: readonly LinkUserError[]) => string = () => PASSWORD_NOT_CHANGED,
) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [commit, saving] = useFormMutation<M>(mutation);
  const warn = (title: string) => toaster.create({ type: 'warning', title });
  const submit = (password: string) =>
    commit({ token, password } as M['variables']['input'], {
      onCompleted: ({ ok, userErrors }) => {
        if (ok && userErrors.length === 0) {
          toaster.create({ type: 'success', title: PASSWORD_CHANGED });
          navigate('/auth/login');
          return;
        }
        if (userErrors.some((error) => error.code === 'LINK_EXPIRED')) setExpired(true);
        warn(refusalTitle(userErrors));
      },
      onError: () => warn(PASSWORD_NOT_CHANGED),
    });
  return { expired, saving, submit };
}
