// Whether the login modal is open: one modal for the whole application, opened from the navbar,
// the home page and anything a guest may not do yet.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface LoginModalState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const LoginModalContext = createContext<LoginModalState>({
  isOpen: false,
  open: () => {},
  close: () => {},
});

export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(
    () => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }),
    [isOpen],
  );
  return <LoginModalContext.Provider value={value}>{children}</LoginModalContext.Provider>;
}

export function useLoginModal(): LoginModalState {
  return useContext(LoginModalContext);
}
