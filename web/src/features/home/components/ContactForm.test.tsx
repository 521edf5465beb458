import { screen } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@canam/domain/forms/contact';
import { toaster } from '../../../components/toaster.tsx';
import { renderWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';
import { CONTACT_NOT_SUBMITTED, CONTACT_SENT, ContactForm } from './ContactForm.tsx';

type User = ReturnType<typeof renderWithRelay>['user'];

const field = (label: string) => screen.getByLabelText(label, { exact: false });
// while sending the button reads 'Sending'
const send = () => screen.getByRole('button', { name: /^Send/ });

async function fillValid(user: User) {
  await user.type(field('Full name'), 'Dana Dealer');
  await user.type(field('Email'), 'Dana@Lot.example');
  await user.type(field('Phone number'), '(518) 555-0199');
  await user.type(field('Message'), 'Looking for 5 pickups.');
}

function answer(environment: MockEnvironment, payload: Record<string, unknown>) {
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      ContactUsPayload: () => ({ ok: true, userErrors: [], ...payload }),
    }),
  );
}

describe('ContactForm', () => {
  // the toaster outlives each render: start every test without toasts
  afterEach(() => {
    toaster.remove();
  });

  it('shows every message of the specification when sent empty', async () => {
    const { user } = renderWithRelay(<ContactForm />);
    await user.click(send());
    for (const message of Object.values(CONTACT_MESSAGES)) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('shows a field message once the field was touched, not before', async () => {
    const { user } = renderWithRelay(<ContactForm />);
    await user.type(field('Full name'), 'D');
    expect(screen.queryByText(CONTACT_MESSAGES.fullName)).toBeNull();
    await user.tab();
    expect(await screen.findByText(CONTACT_MESSAGES.fullName)).toBeTruthy();
    expect(screen.queryByText(CONTACT_MESSAGES.email)).toBeNull();
  });

  it('wants a valid email and at least 10 digits, in 14 characters at most', async () => {
    const { user } = renderWithRelay(<ContactForm />);
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Phone number'), '555-0199');
    await user.tab();
    expect(await screen.findByText(CONTACT_MESSAGES.email)).toBeTruthy();
    expect(await screen.findByText(CONTACT_MESSAGES.phoneNumber)).toBeTruthy();
    expect(field('Phone number').getAttribute('maxlength')).toBe('14');
  });

  it('sends the form, says so and empties it', async () => {
    const { user, environment } = renderWithRelay(<ContactForm />);
    await fillValid(user);
    await user.click(send());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: {
        fullName: 'Dana Dealer',
        email: 'dana@lot.example',
        phoneNumber: '(518) 555-0199',
        message: 'Looking for 5 pickups.',
      },
    });
    expect(send().hasAttribute('disabled')).toBe(true);
    answer(environment, {});
    expect(await screen.findByText(CONTACT_SENT)).toBeTruthy();
    expect((field('Full name') as HTMLInputElement).value).toBe('');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('warns when the gateway refuses the form, and puts the message on the field', async () => {
    const { user, environment } = renderWithRelay(<ContactForm />);
    await fillValid(user);
    await user.click(send());
    answer(environment, {
      ok: false,
      userErrors: [{ field: 'email', message: 'This email cannot be used', code: 'BAD' }],
    });
    expect(await screen.findByText(CONTACT_NOT_SUBMITTED)).toBeTruthy();
    expect(screen.getByText('This email cannot be used')).toBeTruthy();
    expect((field('Full name') as HTMLInputElement).value).toBe('Dana Dealer');
  });

  it('warns when the request fails', async () => {
    const { user, environment } = renderWithRelay(<ContactForm />);
    await fillValid(user);
    await user.click(send());
    environment.mock.rejectMostRecentOperation(new Error('network down'));
    expect(await screen.findByText(CONTACT_NOT_SUBMITTED)).toBeTruthy();
    expect(screen.queryByText(CONTACT_SENT)).toBeNull();
  });
});
