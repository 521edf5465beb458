// Which user the person form edits (null: a new one) and whether it is open. The last user stays
// while the modal closes, so its title does not change during the closing animation.
import { useCallback, useState } from 'react';
import type { PersonValuesSource } from './personForm.ts';

export type EditedPerson = PersonValuesSource & { readonly id: string };

export interface PersonModalState {
  open: boolean;
  person: EditedPerson | null;
  openAdd: () => void;
  openEdit: (person: EditedPerson) => void;
  close: () => void;
}

export function usePersonModal(): PersonModalState {
  const [open, setOpen] = useState(false);
  const [person, setPerson] = useState<EditedPerson | null>(null);
  const openAdd = useCallback(() => {
    setPerson(null);
    setOpen(true);
  }, []);
  const openEdit = useCallback((next: EditedPerson) => {
    setPerson(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, person, openAdd, openEdit, close };
}
