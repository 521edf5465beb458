import { ChakraProvider } from '@chakra-ui/react';
import { act, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '../theme/system.ts';
import { announce, LiveAnnouncer, useAnnounceWhen } from './liveAnnouncer.tsx';

const render = (ui: ReactElement) =>
  renderPlain(<ChakraProvider value={system}>{ui}</ChakraProvider>);

const region = () => screen.getByRole('status');

function Sold({ initially }: { initially: boolean }) {
  const [sold, setSold] = useState(initially);
  useAnnounceWhen(sold, 'Honda CR-V is now sold.');
  return (
    <button type="button" onClick={() => setSold((value) => !value)}>
      toggle
    </button>
  );
}

describe('LiveAnnouncer', () => {
  it('is a polite live region, in the page before anything is said', () => {
    render(<LiveAnnouncer />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');
    act(() => announce('Counter-offer of USD$ 1,500.00 on 2019 Honda CR-V.'));
    expect(region().textContent).toBe('Counter-offer of USD$ 1,500.00 on 2019 Honda CR-V.');
  });

  it('says the same words again as a new node', () => {
    render(<LiveAnnouncer />);
    act(() => announce('Offer expired.'));
    const first = region().firstElementChild;
    act(() => announce('Offer expired.'));
    expect(region().textContent).toBe('Offer expired.');
    expect(region().firstElementChild).not.toBe(first);
  });
});

describe('useAnnounceWhen', () => {
  it('announces a change while the page is open, not what it loaded with', () => {
    act(() => announce(''));
    const { unmount } = render(
      <>
        <LiveAnnouncer />
        <Sold initially />
      </>,
    );
    expect(region().textContent).toBe('');
    unmount();

    render(
      <>
        <LiveAnnouncer />
        <Sold initially={false} />
      </>,
    );
    expect(region().textContent).toBe('');
    act(() => screen.getByRole('button').click());
    expect(region().textContent).toBe('Honda CR-V is now sold.');
  });
});
