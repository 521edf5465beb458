// The "Log In" link-button under the sign-up and forgot-password forms: it opens the login modal
// over the page (so it says it opens a dialog) instead of leaving the form.
import { Link } from '@chakra-ui/react';
import { useLoginModal } from '../../auth/loginModalState.tsx';

export function LogInLink() {
  const loginModal = useLoginModal();
  return (
    <Link
      as="button"
      color="brand.fg"
      fontWeight="semibold"
      aria-haspopup="dialog"
      onClick={loginModal.open}
    >
      Log In
    </Link>
  );
}
