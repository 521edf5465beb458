import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RECORD_FORM_MESSAGES } from '@canam/domain/forms/vehicleRecords';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import { VEHICLE_ID } from '../testing/recordFixtures.ts';
import { CheckForm } from './CheckForm.tsx';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: /^(Save|Saving)$/ });

function renderForm() {
  return renderWithRelay(<CheckForm vehicleId={VEHICLE_ID} onSaved={vi.fn()} />);
}

describe('CheckForm', () => {
  it('keeps Save disabled until every field is valid', async () => {
    const { user } = renderForm();
    expect(save().hasAttribute('disabled')).toBe(true);
    await user.type(field(/Check date/), '2026-11-20');
    await user.type(field(/Check number/), '12');
    expect(save().hasAttribute('disabled')).toBe(true);
    await user.type(field(/Amount/), '5');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.clear(field(/Check number/));
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(true));
  });

  it('says nothing about a field until it was touched', async () => {
    const { user } = renderForm();
    await user.click(field(/Check number/));
    await user.type(field(/Check number/), '12.5');
    expect(screen.queryByText(RECORD_FORM_MESSAGES.number)).toBeNull();
    await user.tab();
    expect(await screen.findByText(RECORD_FORM_MESSAGES.number)).toBeTruthy();
    // the amount has the focus now but was not left yet; the date was never touched
    expect(document.activeElement).toBe(field(/Amount/));
    expect(screen.queryByText(RECORD_FORM_MESSAGES.required)).toBeNull();
    expect(screen.queryByText(RECORD_FORM_MESSAGES.date)).toBeNull();
    await user.tab();
    expect(await screen.findByText(RECORD_FORM_MESSAGES.required)).toBeTruthy();
    await user.click(field(/Check date/));
    await user.tab();
    expect(await screen.findByText(RECORD_FORM_MESSAGES.date)).toBeTruthy();
    expect(field(/Check number/).getAttribute('aria-invalid')).toBe('true');
  });

  it("counts a zero amount as missing: 'This is a required field.'", async () => {
    const { user } = renderForm();
    await user.type(field(/Amount/), '0');
    await user.tab();
    expect(await screen.findByText(RECORD_FORM_MESSAGES.required)).toBeTruthy();
  });

  it("masks the amount as 'USD$ ', ',' thousands and 2 decimals", async () => {
    const { user } = renderForm();
    await user.type(field(/Amount/), '1234567.891');
    expect(field(/Amount/).value).toBe('USD$ 1,234,567.89');
    await user.tab();
    expect(field(/Amount/).value).toBe('USD$ 1,234,567.89');
    await user.clear(field(/Amount/));
    await user.type(field(/Amount/), '12');
    await user.tab();
    expect(field(/Amount/).value).toBe('USD$ 12.00');
    await user.type(field(/Amount/), '-');
    expect(field(/Amount/).value).not.toContain('-');
  });
});
