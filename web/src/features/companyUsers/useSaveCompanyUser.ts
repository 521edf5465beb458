// Saves the sub-user form: createCompanyUser for a new user (then `onCreated`, which loads the page
// again so it shows), updateCompanyUser for a listed one. Sub-users have no nickname.
import { useCallback } from 'react';
import type { PersonForm } from '../people/personForm.ts';
import { personSaveHandlers, type PersonSaveTarget } from '../people/personSave.ts';
import { useCreateCompanyUserMutation } from './mutations/CreateCompanyUserMutation.ts';
import { useUpdateCompanyUserMutation } from './mutations/UpdateCompanyUserMutation.ts';

export type SaveCompanyUser = (
  values: PersonForm,
  userId: string | null,
  target: PersonSaveTarget,
) => void;

export function useSaveCompanyUser(
  onCreated: () => void,
): [save: SaveCompanyUser, saving: boolean] {
  const [create, creating] = useCreateCompanyUserMutation();
  const [update, updating] = useUpdateCompanyUserMutation();
  const save = useCallback<SaveCompanyUser>(
    ({ nickname: _nickname, ...input }, userId, target) => {
      if (userId) {
        update({ ...input, userId }, personSaveHandlers(false, target));
        return;
      }
      const onSaved = () => {
        target.onSaved();
        onCreated();
      };
      create(input, personSaveHandlers(true, { ...target, onSaved }));
    },
    [create, update, onCreated],
  );
  return [save, creating || updating];
}
