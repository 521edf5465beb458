// Saves the agent form: createAgent for a new agent (then `onCreated`, which loads the page again
// so it shows), updateAgent for a listed one.
import { useCallback } from 'react';
import type { PersonForm } from '../people/personForm.ts';
import { personSaveHandlers, type PersonSaveTarget } from '../people/personSave.ts';
import { useCreateAgentMutation } from './mutations/CreateAgentMutation.ts';
import { useUpdateAgentMutation } from './mutations/UpdateAgentMutation.ts';

export type SaveAgent = (
  values: PersonForm,
  userId: string | null,
  target: PersonSaveTarget,
) => void;

export function useSaveAgent(onCreated: () => void): [save: SaveAgent, saving: boolean] {
  const [create, creating] = useCreateAgentMutation();
  const [update, updating] = useUpdateAgentMutation();
  const save = useCallback<SaveAgent>(
    ({ nickname = '', ...values }, userId, target) => {
      const input = { ...values, nickname };
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
