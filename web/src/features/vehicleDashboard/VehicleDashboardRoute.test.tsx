import { act, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutesWithRelay } from '../../testing/renderWithRelay.tsx';
import { clearToastsAfterEach } from '../../testing/clearToasts.ts';
import { WARNING_TITLE } from '../vehicleRecords/recordToasts.ts';
import {
  check,
  counts,
  LIVE_CURSOR,
  note,
  VEHICLE_ID,
  VIN,
} from '../vehicleRecords/testing/recordFixtures.ts';
import { answerSave, sentOperation } from '../vehicleRecords/testing/renderRecordsModal.tsx';
import { vehicleDashboardLoader, VehicleDashboardRoute } from './VehicleDashboardRoute.tsx';

clearToastsAfterEach();

interface Fixtures {
  /** false: no vehicle has the VIN. */
  found?: boolean;
  checks?: object[];
  notes?: object[];
  reports?: object[];
  /** Every query of this name fails. */
  failing?: string;
}

/** Answers every query from the fixtures (recording them); leaves mutations and events pending. */
function answerQueries(environment: ReturnType<typeof createMockEnvironment>, fixtures: Fixtures) {
  const { found = true, checks = [], notes = [], reports = [], failing } = fixtures;
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const connection = (nodes: object[]) => () => ({
    totalCount: nodes.length,
    edges: nodes.map((node) => ({ node })),
  });
  const answer = (operation: OperationDescriptor): unknown => {
    const { name, operationKind } = operation.request.node.params;
    if (operationKind !== 'query') return null;
    // a resolver answers once: queue it again for the next query
    environment.mock.queueOperationResolver((next) => answer(next) as never);
    asked.push({ name, variables: operation.request.variables });
    if (name === failing) return new Error('The gateway is down');
    return MockPayloadGenerator.generate(operation, {
      Query: () => ({ liveCursor: LIVE_CURSOR, vehicleByVin: found ? undefined : null }),
      Vehicle: () => ({ id: VEHICLE_ID, vin: VIN, title: '2019 Toyota RAV4' }),
      CheckConnection: connection(checks),
      ConditionReportConnection: connection(reports),
      NoteConnection: connection(notes),
    });
  };
  environment.mock.queueOperationResolver((operation) => answer(operation) as never);
  return asked;
}

function renderDashboard(route: string, fixtures: Fixtures = {}) {
  const environment = createMockEnvironment();
  const asked = answerQueries(environment, fixtures);
  const rendered = renderRoutesWithRelay(
    (preload) => [
      {
        path: '/superAdmin/vehicles/dashboard',
        loader: vehicleDashboardLoader.with(preload),
        Component: VehicleDashboardRoute,
      },
      { path: '/superAdmin/vehicles/table', element: <h1>The vehicle table</h1> },
      { path: '/admin/vehicles/registry/:vin', element: <h1>Vehicle registry</h1> },
    ],
    { environment, route },
  );
  return { ...rendered, asked };
}

const cardsNav = () => screen.getByRole('navigation', { name: 'Vehicle records' });
const card = (name: string) => within(cardsNav()).getByRole('link', { name });
const cardValue = (name: string) => card(name).closest('article')!.textContent;
const recordCards = () => screen.queryAllByTestId('record-card');

describe('VehicleDashboardRoute', () => {
  it('sends a visit without a VIN to the vehicle table', async () => {
    renderDashboard('/superAdmin/vehicles/dashboard');
    expect(await screen.findByRole('heading', { name: 'The vehicle table' })).toBeTruthy();
  });

  it('shows the VIN, the four cards with their counts or No, and the checks by default', async () => {
    const { asked } = renderDashboard(`/superAdmin/vehicles/dashboard?vin=${VIN}`, {
      checks: [check(1), check(2)],
    });
    expect(await screen.findByText(`VIN ${VIN}`)).toBeTruthy();
    await screen.findByRole('navigation', { name: 'Vehicle records' });
    expect(cardValue('Checks')).toContain('2');
    expect(cardValue('Conditional Reports')).toContain('No');
    expect(cardValue('Notes')).toContain('No');
    expect(card('Checks').getAttribute('aria-current')).toBe('true');
    expect(card('Vehicle Registration').getAttribute('href')).toBe(
      `/admin/vehicles/registry/${VIN}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Checks' })).toBeTruthy();
    await waitFor(() => expect(recordCards()).toHaveLength(2));
    expect(asked.find((op) => op.name === 'SectionRecordsQuery')?.variables).toEqual({
      vin: VIN,
      first: 10,
      after: null,
      checks: true,
      reports: false,
      notes: false,
    });
  });

  it('says when no vehicle has the VIN, with the way back to the table', async () => {
    const { user } = renderDashboard('/superAdmin/vehicles/dashboard?vin=NOPE', { found: false });
    expect(await screen.findByText('No vehicle has the VIN NOPE')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to the vehicle table' }));
    expect(await screen.findByRole('heading', { name: 'The vehicle table' })).toBeTruthy();
  });

  it('selects a section by its card', async () => {
    const { user, asked } = renderDashboard(`/superAdmin/vehicles/dashboard?vin=${VIN}`, {
      notes: [note(1, { description: 'Title at the border' })],
    });
    await screen.findByText('No checks to show');
    await user.click(card('Notes'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Notes' })).toBeTruthy();
    expect(await screen.findByText('Title at the border')).toBeTruthy();
    expect(card('Notes').getAttribute('aria-current')).toBe('true');
    expect(card('Checks').getAttribute('aria-current')).toBeNull();
    expect(asked.filter((op) => op.name === 'SectionRecordsQuery').at(-1)?.variables).toMatchObject(
      { checks: false, reports: false, notes: true },
    );
  });

  it('shows and hides the form with the plus / x toggle', async () => {
    const { user } = renderDashboard(
      `/superAdmin/vehicles/dashboard?vin=${VIN}&section=condition-reports`,
    );
    expect(await screen.findByText('No condition reports to show')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a condition report' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Add a condition report' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('form', { name: 'Add a condition report' })).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide the condition report form' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await user.click(hide);
    expect(screen.queryByRole('form', { name: 'Add a condition report' })).toBeNull();
  });

  it('keeps the form open from one page of the section to the next', async () => {
    const { user, asked } = renderDashboard(`/superAdmin/vehicles/dashboard?vin=${VIN}`, {
      checks: Array.from({ length: 12 }, (_, i) => check(i + 1)),
    });
    await screen.findByText('1001');
    await user.click(screen.getByRole('button', { name: 'Add a check' }));
    await user.type(screen.getByLabelText(/Check number/), '5');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        asked.filter((op) => op.name === 'SectionRecordsQuery').at(-1)?.variables,
      ).toMatchObject({ after: btoa('offset:9') }),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    expect(screen.getByRole('form', { name: 'Add a check' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide the check form' })).toBeTruthy();
  });

  it('saves a check from its section: on top of the list, and the card counts it', async () => {
    const { user, environment } = renderDashboard(`/superAdmin/vehicles/dashboard?vin=${VIN}`);
    await screen.findByText('No checks to show');
    expect(cardValue('Checks')).toContain('No');
    await user.click(screen.getByRole('button', { name: 'Add a check' }));
    const form = screen.getByRole('form', { name: 'Add a check' });
    await user.type(within(form).getByLabelText(/Check date/), '2026-11-20');
    await user.type(within(form).getByLabelText(/Check number/), '4410');
    await user.type(within(form).getByLabelText(/Amount/), '900');
    const save = within(form).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    await answerSave(environment, 'AddCheckMutation', 'AddCheckPayload', {
      checkEdge: { node: check(9, { number: 4410 }) },
      vehicle: counts(1),
    });
    expect(await screen.findByText('Vehicle checked')).toBeTruthy();
    expect(await screen.findByText('4410')).toBeTruthy();
    expect(screen.queryByText('No checks to show')).toBeNull();
    expect(cardValue('Checks')).toContain('1');
  });

  it('shows a note other staff add, and its count, without a reload', async () => {
    const { environment } = renderDashboard(
      `/superAdmin/vehicles/dashboard?vin=${VIN}&section=notes`,
    );
    await screen.findByText('No notes to show');
    // the list subscribes once it has rendered
    const subscription = await sentOperation(environment, 'useVehicleRecordsLiveSubscription');
    expect(subscription.request.variables).toEqual({
      vehicleIds: [VEHICLE_ID],
      after: LIVE_CURSOR,
    });
    act(() =>
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, {
          VehicleRecordEvent: () => ({
            cursor: 'c9',
            kind: 'NOTE',
            created: true,
            record: note(4, { description: 'Buyer called about pickup' }),
          }),
          Vehicle: () => counts(0, 0, 1),
        }),
      ),
    );
    expect(await screen.findByText('Buyer called about pickup')).toBeTruthy();
    expect(recordCards()).toHaveLength(1);
    expect(cardValue('Notes')).toContain('1');
  });

  it("warns 'Vehicle checks could not obtained' when the section cannot be loaded", async () => {
    renderDashboard(`/superAdmin/vehicles/dashboard?vin=${VIN}`, {
      failing: 'SectionRecordsQuery',
    });
    expect(await screen.findByText(WARNING_TITLE)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByText('Vehicle checks could not obtained')).toHaveLength(2),
    );
    // the cards still show
    expect(cardValue('Checks')).toContain('No');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("warns 'Vehicle information not obtained' when the vehicle cannot be loaded", async () => {
    const { user, asked } = renderDashboard(`/superAdmin/vehicles/dashboard?vin=${VIN}`, {
      failing: 'VehicleDashboardRouteQuery',
    });
    await waitFor(() =>
      expect(screen.getAllByText('Vehicle information not obtained')).toHaveLength(2),
    );
    expect(screen.getByText(WARNING_TITLE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(asked.filter((op) => op.name === 'VehicleDashboardRouteQuery')).toHaveLength(2),
    );
  });
});
