// The one way the web commits a mutation: the payload of its root field goes to onCompleted, and
// its userErrors that name a field of the form are put on that field with react-hook-form's
// setError (the gateway names them as the form does); the rest are the caller's to show.
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

interface UserErrorShape {
  readonly field?: string | null;
  readonly message: string;
}

/** A mutation with one root field whose payload carries userErrors. */
export interface FormMutationParameters extends MutationParameters {
  readonly variables: { readonly input?: unknown };
  readonly response: Record<string, { readonly userErrors: readonly UserErrorShape[] }>;
}

type Input<M extends FormMutationParameters> = M['variables']['input'];
type Payload<M extends FormMutationParameters> = M['response'][keyof M['response']];

/** The form whose fields the userErrors go to. */
export interface FormErrorTarget<V extends FieldValues> {
  setError: UseFormSetError<V>;
  /** The form's field names; a userError naming another field is left to the caller. */
  fields: readonly FieldPath<V>[];
}

export interface FormMutationConfig<M extends FormMutationParameters> {
  updater?: SelectorStoreUpdater<M['response']>;
  /** Called with the payload, after its userErrors were put on the form's fields. */
  onCompleted: (payload: Payload<M>) => void;
  /** The request failed (network, server): nothing reached the payload. */
  onError: (error: Error) => void;
}

/** Puts each userError that names one of `fields` on that field; returns the others. */
export function applyUserErrors<V extends FieldValues>(
  userErrors: readonly UserErrorShape[],
  { setError, fields }: FormErrorTarget<V>,
): UserErrorShape[] {
  const rest: UserErrorShape[] = [];
  for (const error of userErrors) {
    const field = fields.find((name) => name === error.field);
    if (field) setError(field, { message: error.message });
    else rest.push(error);
  }
  return rest;
}

export function useFormMutation<M extends FormMutationParameters, V extends FieldValues = never>(
  mutation: GraphQLTaggedNode,
  form?: FormErrorTarget<V>,
): [commit: (input: Input<M>, config: FormMutationConfig<M>) => void, isInFlight: boolean] {
  const [commitMutation, isInFlight] = useMutation<M>(mutation);
  const setError = form?.setError;
  const fields = form?.fields;
  const commit = useCallback(
    (input: Input<M>, { updater, onCompleted, onError }: FormMutationConfig<M>) => {
      commitMutation({
        variables: { input } as M['variables'],
        updater,
        onCompleted: (response) => {
          const payload = Object.values(response)[0] as Payload<M>;
          if (setError && fields) applyUserErrors(payload.userErrors, { setError, fields });
          onCompleted(payload);
        },
        onError,
      });
    },
    [commitMutation, setError, fields],
  );
  return [commit, isInFlight];
}
