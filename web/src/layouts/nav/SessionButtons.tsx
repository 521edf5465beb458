// Log In (the modal), Register (sign-up) for a guest; Logout for a logged-in user.
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLoginModal } from '../../auth/loginModalState.tsx';
import { useLogoutMutation } from './mutations/LogoutMutation.ts';

interface SessionButtonsProps {
  isLoggedIn: boolean;
  /** Called before the button acts (the sidebar closes itself). */
  onAction?: () => void;
}

export function SessionButtons({ isLoggedIn, onAction }: SessionButtonsProps) {
  const loginModal = useLoginModal();
  const [logout, loggingOut] = useLogoutMutation();
  if (isLoggedIn) {
    return (
      <Button
        size="sm"
        variant="outline"
        color="inherit"
        _hover={{ bg: 'whiteAlpha.200' }}
        onClick={() => {
          logout();
          onAction?.();
        }}
        loading={loggingOut}
      >
        Logout
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        color="inherit"
        _hover={{ bg: 'whiteAlpha.200' }}
        aria-haspopup="dialog"
        onClick={() => {
          onAction?.();
          loginModal.open();
        }}
      >
        Log In
      </Button>
      <Button asChild size="sm" colorPalette="orange">
        <RouterLink to="/buyer/create" onClick={onAction}>
          Register
        </RouterLink>
      </Button>
    </>
  );
}
