import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { RECORD_FORM_MESSAGES } from '@canam/domain/forms/vehicleRecords';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { UNKNOWN_AUTHOR } from './components/RecordMeta.tsx';
import { RECORD_TEXTS } from './recordTexts.ts';
import { WARNING_TITLE } from './recordToasts.ts';
import {
  AUTHOR,
  check,
  counts,
  LIVE_CURSOR,
  note,
  report,
  VEHICLE_ID,
  VIN,
} from './testing/recordFixtures.ts';
import {
  answerList,
  answerSave,
  renderRecordsModal,
  sentOperation,
} from './testing/renderRecordsModal.tsx';

clearToastsAfterEach();

/**
 * A press on the backdrop, away from the dialog. The open dialog turns the page's pointer events
 * off (a browser then hits the page's root), so the press skips user-event's pointer-events check.
 */
async function clickBackdrop() {
  const backdrop = document.querySelector('[data-scope="dialog"][data-part="positioner"]')!;
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await user.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 8, clientY: 8 } });
  // The dialog answers a press outside on the next animation frame: let two frames pass.
  for (let frame = 0; frame < 2; frame += 1) {
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

const cards = () => screen.queryAllByTestId('record-card');
const save = () => screen.getByRole('button', { name: /^(Save|Saving)$/ });

describe('the checks modal', () => {
  it('loads the first page only once opened, with a spinner, then says there are none', async () => {
    const { environment, open } = renderRecordsModal('check');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Checks' })).toBeTruthy();
    expect(within(dialog).getByText(`VIN ${VIN}`)).toBeTruthy();
    expect(within(dialog).getByLabelText('Loading checks')).toBeTruthy();
    expect((await sentOperation(environment, 'useModalRecordsQuery')).request.variables).toEqual({
      id: VEHICLE_ID,
      first: 10,
      after: null,
      checks: true,
      reports: false,
      notes: false,
    });
    await answerList(environment, 'CheckConnection', []);
    expect(await within(dialog).findByText('No checks to show')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('shows each check with when, who, its status, number, date and amount', async () => {
    const { environment, open } = renderRecordsModal('check');
    await open();
    await answerList(environment, 'CheckConnection', [
      check(1),
      check(2, { status: false }),
      check(3, { author: null }),
    ]);
    const [first, second, third] = await screen.findAllByTestId('record-card');
    expect(within(third!).getByText(UNKNOWN_AUTHOR)).toBeTruthy();
    expect(within(first!).getByText('Nov 24th 26, 03:04:05 PM')).toBeTruthy();
    expect(within(first!).getByText(`${AUTHOR.lastName}, ${AUTHOR.firstName}`)).toBeTruthy();
    expect(within(first!).getByText('1001')).toBeTruthy();
    expect(within(first!).getByText('Nov 24, 2026')).toBeTruthy();
    expect(within(first!).getByText('USD$ 1,250.50')).toBeTruthy();
    expect(within(first!).getByText('In force')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Mark voided' })).toBeTruthy();
    expect(within(second!).getByText('Voided')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Mark in force' })).toBeTruthy();
  });

  it('saves a check: toast, the check on top, the form emptied', async () => {
    const { environment, open, user } = renderRecordsModal('check');
    const dialog = await open();
    await answerList(environment, 'CheckConnection', [check(1)]);
    await within(dialog).findByText('1001');
    expect(save().hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByLabelText(/Check date/), '2026-11-20');
    await user.type(within(dialog).getByLabelText(/Check number/), ' 77 ');
    await user.type(within(dialog).getByLabelText(/Amount/), '12345.6');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());

    const sent = await sentOperation(environment, 'AddCheckMutation');
    expect(sent.request.variables.input).toEqual({
      vehicleId: VEHICLE_ID,
      date: '2026-11-20',
      number: 77,
      amount: '12345.60',
    });
    expect(save().hasAttribute('disabled')).toBe(true);
    await answerSave(environment, 'AddCheckMutation', 'AddCheckPayload', {
      checkEdge: { node: check(9, { number: 77 }) },
      vehicle: counts(2),
    });
    expect(await screen.findByText(RECORD_TEXTS.check.saved)).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0]!).getByText('77')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Check number/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's text when a check is refused, and keeps what was typed", async () => {
    const { environment, open, user } = renderRecordsModal('check');
    const dialog = await open();
    await answerList(environment, 'CheckConnection', []);
    await user.type(within(dialog).getByLabelText(/Check date/), '2026-11-20');
    await user.type(within(dialog).getByLabelText(/Check number/), '12');
    await user.type(within(dialog).getByLabelText(/Amount/), '10');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());
    const refusal = 'This check number is already recorded on this vehicle';
    await answerSave(environment, 'AddCheckMutation', 'AddCheckPayload', {
      checkEdge: null,
      vehicle: null,
      userErrors: [{ field: 'number', message: refusal, code: 'DUPLICATE' }],
    });
    expect(await screen.findByText(WARNING_TITLE)).toBeTruthy();
    // in the toast and at the field it names
    expect(await screen.findAllByText(refusal)).toHaveLength(2);
    expect((within(dialog).getByLabelText(/Check number/) as HTMLInputElement).value).toBe('12');
    expect(cards()).toHaveLength(0);
  });

  it("shows the server's text when the request itself is refused", async () => {
    const { environment, open, user } = renderRecordsModal('check');
    const dialog = await open();
    await answerList(environment, 'CheckConnection', []);
    await user.type(within(dialog).getByLabelText(/Check date/), '2026-11-20');
    await user.type(within(dialog).getByLabelText(/Check number/), '12');
    await user.type(within(dialog).getByLabelText(/Amount/), '10');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());
    const operation = await sentOperation(environment, 'AddCheckMutation');
    act(() =>
      environment.mock.resolve(operation, {
        data: null,
        errors: [{ message: 'Only super admins and admins keep vehicle records' }],
      } as never),
    );
    expect(
      await screen.findByText('Only super admins and admins keep vehicle records'),
    ).toBeTruthy();
  });

  it('warns when the checks cannot be loaded, and loads them again on Try again', async () => {
    const { environment, open, user } = renderRecordsModal('check');
    const dialog = await open();
    const failed = await sentOperation(environment, 'useModalRecordsQuery');
    act(() => environment.mock.reject(failed, new Error('The gateway is down')));
    expect(await screen.findByText(WARNING_TITLE)).toBeTruthy();
    expect(await screen.findAllByText('Vehicle checks could not obtained')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await answerList(environment, 'CheckConnection', [check(1)]);
    expect(await within(dialog).findByText('1001')).toBeTruthy();
  });

  it('closes on a click on the backdrop', async () => {
    const { environment, open } = renderRecordsModal('check');
    const dialog = await open();
    await answerList(environment, 'CheckConnection', []);
    await within(dialog).findByText('No checks to show');
    await clickBackdrop();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Cancel', async () => {
    const { environment, open, user } = renderRecordsModal('check');
    const dialog = await open();
    await answerList(environment, 'CheckConnection', []);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pages through the checks, 10 a page', async () => {
    const { environment, open, user } = renderRecordsModal('check');
    const dialog = await open();
    await answerList(
      environment,
      'CheckConnection',
      Array.from({ length: 10 }, (_, i) => check(i + 1)),
      23,
    );
    await within(dialog).findByText('1001');
    const pager = within(dialog).getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    const next = await sentOperation(environment, 'useModalRecordsQuery');
    expect(next.request.variables).toMatchObject({ first: 10, after: btoa('offset:19') });
    await answerList(environment, 'CheckConnection', [check(21), check(22), check(23)], 23);
    expect(await within(dialog).findByText('1021')).toBeTruthy();
    expect(cards()).toHaveLength(3);
    expect(
      within(dialog).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows a check that other staff add while it is open', async () => {
    const { environment, open } = renderRecordsModal('check');
    const dialog = await open();
    await answerList(environment, 'CheckConnection', [check(1)]);
    await within(dialog).findByText('1001');
    // the list subscribes once it has rendered
    const subscription = await sentOperation(environment, 'useVehicleRecordsLiveSubscription');
    expect(subscription.request.variables).toEqual({
      vehicleIds: [VEHICLE_ID],
      after: LIVE_CURSOR,
    });
    const push = (record: object, created: boolean) =>
      act(() =>
        environment.mock.nextValue(
          subscription,
          MockPayloadGenerator.generate(subscription, {
            VehicleRecordEvent: () => ({ cursor: 'c1', kind: 'CHECK', created, record }),
            Vehicle: () => counts(2),
          }),
        ),
      );
    push(check(5), true);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0]!).getByText('1005')).toBeTruthy();
    // the same record again (our own save's event) is not listed twice
    push(check(5), true);
    push(check(1, { status: false }), false);
    await waitFor(() => expect(within(cards()[1]!).getByText('Voided')).toBeTruthy());
    expect(cards()).toHaveLength(2);
  });
});

describe('the status dot', () => {
  it('switches at once and stays switched when the server agrees', async () => {
    const { environment, open, user } = renderRecordsModal('check');
    const dialog = await open();
    await answerList(environment, 'CheckConnection', [check(1)]);
    await user.click(await within(dialog).findByRole('button', { name: 'Mark voided' }));
    expect(within(dialog).getByText('Voided')).toBeTruthy();
    const sent = await sentOperation(environment, 'SetVehicleRecordStatusMutation');
    expect(sent.request.variables.input).toEqual({ id: check(1).id, status: false });
    act(() =>
      environment.mock.resolve(sent, {
        data: {
          setVehicleRecordStatus: {
            userErrors: [],
            record: { __typename: 'Check', id: check(1).id, status: false },
          },
        },
      }),
    );
    expect(await within(dialog).findByRole('button', { name: 'Mark in force' })).toBeTruthy();
  });

  it('goes back and warns when the server refuses', async () => {
    const { environment, open, user } = renderRecordsModal('note');
    const dialog = await open();
    await answerList(environment, 'NoteConnection', [note(1)]);
    await user.click(await within(dialog).findByRole('button', { name: 'Mark outdated' }));
    expect(within(dialog).getByText('Outdated')).toBeTruthy();
    const failed = await sentOperation(environment, 'SetVehicleRecordStatusMutation');
    act(() => environment.mock.reject(failed, new Error('down')));
    expect(await screen.findByText('The status could not be changed')).toBeTruthy();
    expect(within(dialog).getByText('Current')).toBeTruthy();
  });
});

describe('the condition reports modal', () => {
  it('stays open on a click on the backdrop', async () => {
    const { environment, open } = renderRecordsModal('conditionalReport');
    const dialog = await open();
    await answerList(environment, 'ConditionReportConnection', []);
    expect(await within(dialog).findByText('No condition reports to show')).toBeTruthy();
    await clickBackdrop();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens each report in a new tab, and never a script address', async () => {
    const { environment, open } = renderRecordsModal('conditionalReport');
    const dialog = await open();
    await answerList(environment, 'ConditionReportConnection', [
      report(3),
      report(2, { url: '/uploads/cr/2.html' }),
      report(1, { url: 'javascript:alert(1)' }),
    ]);
    const link = await within(dialog).findByRole('link', { name: /cr\.example\/reports\/3/ });
    expect(link.getAttribute('href')).toBe('https://cr.example/reports/3');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // a report the marketplace stores itself opens too; a script address is never a link
    const stored = within(dialog).getByRole('link', { name: /uploads\/cr\/2\.html/ });
    expect(stored.getAttribute('href')).toBe('/uploads/cr/2.html');
    expect(within(dialog).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
  });

  it('wants a web address, then saves it', async () => {
    const { environment, open, user } = renderRecordsModal('conditionalReport');
    const dialog = await open();
    await answerList(environment, 'ConditionReportConnection', []);
    const url = within(dialog).getByLabelText(/Condition report URL/);
    await user.click(url);
    await user.tab();
    expect(await within(dialog).findByText(RECORD_FORM_MESSAGES.required)).toBeTruthy();
    await user.type(url, 'javascript:alert(1)');
    expect(
      await within(dialog).findByText(
        'The report link must be a web address starting with http:// or https://',
      ),
    ).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    await user.clear(url);
    await user.type(url, 'https://cr.example/reports/8');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());
    expect(
      (await sentOperation(environment, 'AddConditionReportMutation')).request.variables.input,
    ).toEqual({ vehicleId: VEHICLE_ID, url: 'https://cr.example/reports/8' });
    await answerSave(environment, 'AddConditionReportMutation', 'AddConditionReportPayload', {
      conditionReportEdge: { node: report(8) },
      vehicle: counts(0, 1),
    });
    expect(await screen.findByText('Condition report saved')).toBeTruthy();
    expect(await within(dialog).findByRole('link', { name: /reports\/8/ })).toBeTruthy();
  });

  it("says 'Condition report could not saved' when the save fails", async () => {
    const { environment, open, user } = renderRecordsModal('conditionalReport');
    const dialog = await open();
    await answerList(environment, 'ConditionReportConnection', []);
    await user.type(within(dialog).getByLabelText(/Condition report URL/), 'https://cr.example/1');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());
    const failed = await sentOperation(environment, 'AddConditionReportMutation');
    act(() => environment.mock.reject(failed, new Error('down')));
    expect(await screen.findByText('Condition report could not saved')).toBeTruthy();
  });

  it("warns 'Condition reports could not obtained' when the list fails", async () => {
    const { environment, open } = renderRecordsModal('conditionalReport');
    await open();
    const failed = await sentOperation(environment, 'useModalRecordsQuery');
    act(() => environment.mock.reject(failed, new Error('down')));
    await waitFor(() =>
      expect(screen.getAllByText('Condition reports could not obtained')).toHaveLength(2),
    );
  });
});

describe('the notes modal', () => {
  it('stays open on a click on the backdrop and says there are none', async () => {
    const { environment, open } = renderRecordsModal('note');
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Notes' })).toBeTruthy();
    await answerList(environment, 'NoteConnection', []);
    expect(await within(dialog).findByText('No notes to show')).toBeTruthy();
    await clickBackdrop();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('saves a note with its line breaks and shows it on top', async () => {
    const { environment, open, user } = renderRecordsModal('note');
    const dialog = await open();
    await answerList(environment, 'NoteConnection', [note(1)]);
    await within(dialog).findByText('Note 1');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Paid by wire.{Enter}Call Monday.');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());
    expect((await sentOperation(environment, 'AddNoteMutation')).request.variables.input).toEqual({
      vehicleId: VEHICLE_ID,
      description: 'Paid by wire.\nCall Monday.',
    });
    await answerSave(environment, 'AddNoteMutation', 'AddNotePayload', {
      noteEdge: { node: note(2, { description: 'Paid by wire.\nCall Monday.' }) },
      vehicle: counts(0, 0, 2),
    });
    expect(await screen.findByText('Note saved')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const text = within(cards()[0]!).getByText(/Paid by wire\./);
    expect(text.textContent).toBe('Paid by wire.\nCall Monday.');
  });

  it("says 'Note could not saved' when the server refuses the note", async () => {
    const { environment, open, user } = renderRecordsModal('note');
    const dialog = await open();
    await answerList(environment, 'NoteConnection', []);
    await user.type(within(dialog).getByLabelText(/^Note/), 'Paid');
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    await user.click(save());
    await answerSave(environment, 'AddNoteMutation', 'AddNotePayload', {
      noteEdge: null,
      vehicle: null,
      userErrors: [{ field: null, message: 'Vehicle not found', code: 'NOT_FOUND' }],
    });
    expect(await screen.findByText('Note could not saved')).toBeTruthy();
  });

  it("warns 'Notes could not obtained' when the list fails", async () => {
    const { environment, open } = renderRecordsModal('note');
    await open();
    const failed = await sentOperation(environment, 'useModalRecordsQuery');
    act(() => environment.mock.reject(failed, new Error('down')));
    await waitFor(() => expect(screen.getAllByText('Notes could not obtained')).toHaveLength(2));
  });
});
