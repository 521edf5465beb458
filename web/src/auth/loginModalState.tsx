// Whether the login modal is open: one modal for the whole application, opened from the navbar,
// the home page and anything a guest may not do yet. It remembers what had the focus when it was
// opened, so the modal (whose code loads with its first opening) gives the focus back there.
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

interface LoginModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** The element that had the focus when the modal opened (null: none, or the page itself). */
  opener: () => HTMLElement | null;
}

const LoginModalContext = createContext<LoginModalState>({
  isOpen: false,
  open: () => {},
  close: () => {},
  opener: () => null,
});

export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const value = useMemo(
    () => ({
      isOpen,
      open: () => {
        const focused = document.activeElement;
        opener.current =
          focused instanceof HTMLElement && focused !== document.body ? focused : null;
        setOpen(true);
      },
      close: () => setOpen(false),
      opener: () => opener.current,
    }),
    [isOpen],
  );
  return <LoginModalContext.Provider value={value}>{children}</LoginModalContext.Provider>;
}

export function useLoginModal(): LoginModalState {
  return useContext(LoginModalContext);
}
