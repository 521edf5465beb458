import { screen, waitFor } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { useLoginModal } from '../../auth/loginModalState.tsx';
import { renderWithRelay } from '../../testing/renderWithRelay.tsx';
import { LoginModalWhenOpened } from './LoginModalWhenOpened.tsx';

function Opener() {
  const { open } = useLoginModal();
  return <Button onClick={open}>Log In</Button>;
}

describe('LoginModalWhenOpened', () => {
  it('renders nothing until opened, then the login modal; closed, the focus is back on its opener', async () => {
    const { user } = renderWithRelay(
      <>
        <Opener />
        <LoginModalWhenOpened />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Log In' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Log In' });
    expect(await screen.findByLabelText(/email/i)).toBeTruthy();
    // The dialog moves the focus in on its next frame.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    // Opened again: the same modal, already loaded.
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy();
  });
});
