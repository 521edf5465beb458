// What a page's row action opened: the target stays set while its modal closes (so the modal can
// animate out and give the focus back), and a new action replaces it.
import { useCallback, useState } from 'react';

export interface ModalTarget<T> {
  target: T | null;
  open: boolean;
  show: (target: T) => void;
  close: () => void;
}

export function useModalTarget<T>(): ModalTarget<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: T) => {
    setTarget(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { target, open, show, close };
}
