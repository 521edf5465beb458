import { screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { COLUMNS_COOKIE } from '../columnsCookie.ts';
import {
  AGENTS,
  LIVE_CURSOR,
  pendingOperation,
  renderVehicleTable,
  tableVehicle,
} from '../testing/renderVehicleTable.tsx';

// The records modals belong to another feature: here only which vehicle and kind they open for.
vi.mock('../../vehicleRecords/VehicleRecordsModal.tsx', () => ({
  VehicleRecordsModal: (props: {
    kind: VehicleRecordKind;
    vehicleId: string;
    vin: string;
    isOpen: boolean;
  }) =>
    props.isOpen ? (
      <div role="dialog" aria-label={`${props.kind} records of ${props.vin}`}>
        {props.vehicleId}
      </div>
    ) : null,
}));

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => {
  restoreViewport();
  document.cookie = `${COLUMNS_COOKIE}=; Path=/; Max-Age=0`;
});

const WITH_EVERYTHING = tableVehicle(1, { checks: 2, reports: 0, notes: 5 });
const BARE = tableVehicle(2, { stockNumber: null, agent: null });
const BLANK_STOCK = tableVehicle(3, { stockNumber: '  ', agent: AGENTS[1]! });
const PLACEHOLDERS = [
  'Recall',
  'Carfax',
  'Export Logistic',
  'Export Paperwork',
  'Registry',
  'Sold',
  'Visual Inspection',
];

async function rowOf(vin: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('rowheader', { name: vin });
  return cell.closest('tr')!;
}

describe('the vehicle table rows', () => {
  it('shows the VIN as the dashboard link, the stock number and the agent as Last, First', async () => {
    renderVehicleTable('/superAdmin/vehicles/table', {
      vehicles: [WITH_EVERYTHING, BARE, BLANK_STOCK],
    });
    const first = within(await rowOf(WITH_EVERYTHING.vin));
    expect(first.getByRole('link', { name: WITH_EVERYTHING.vin }).getAttribute('href')).toBe(
      `/superAdmin/vehicles/dashboard?vin=${WITH_EVERYTHING.vin}`,
    );
    expect(first.getByText('CA1001')).toBeTruthy();
    expect(first.getByText('Carter, Sam')).toBeTruthy();

    const bare = within(await rowOf(BARE.vin));
    expect(bare.getByText('No stock number assigned')).toBeTruthy();
    expect(bare.getByText('No agent assigned')).toBeTruthy();

    const blank = within(await rowOf(BLANK_STOCK.vin));
    expect(blank.getByText('No stock number assigned')).toBeTruthy();
    expect(blank.getByText('Nguyen, Lee')).toBeTruthy();
  });

  it('fills the records icons of a vehicle that has such records and names their counts', async () => {
    renderVehicleTable('/superAdmin/vehicles/table', { vehicles: [WITH_EVERYTHING, BARE] });
    const row = within(await rowOf(WITH_EVERYTHING.vin));
    expect(row.getByRole('button', { name: 'Checks: 2' }).dataset.filled).toBe('true');
    expect(row.getByRole('button', { name: 'Condition reports: 0' }).dataset.filled).toBe('false');
    expect(row.getByRole('button', { name: 'Notes: 5' }).dataset.filled).toBe('true');
    const bare = within(await rowOf(BARE.vin));
    expect(bare.getByRole('button', { name: 'Checks: 0' }).dataset.filled).toBe('false');
  });

  it('shows the unspecified columns as eye images, never as buttons', async () => {
    renderVehicleTable('/superAdmin/vehicles/table', { vehicles: [WITH_EVERYTHING] });
    const row = within(await rowOf(WITH_EVERYTHING.vin));
    for (const column of PLACEHOLDERS) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
      expect(row.getByRole('img', { name: `${column}: not available yet` })).toBeTruthy();
      expect(row.queryByRole('button', { name: new RegExp(column) })).toBeNull();
    }
    // the row's buttons: the agent's edit box and the three records icons
    expect(row.getAllByRole('button')).toHaveLength(4);
  });

  it.each([
    ['Checks: 2', 'check'],
    ['Condition reports: 0', 'conditionalReport'],
    ['Notes: 5', 'note'],
  ])('opens the records modal of the vehicle from %s', async (name, kind) => {
    const { user } = renderVehicleTable('/superAdmin/vehicles/table', {
      vehicles: [WITH_EVERYTHING, BARE],
    });
    const row = within(await rowOf(WITH_EVERYTHING.vin));
    await user.click(row.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', {
      name: `${kind} records of ${WITH_EVERYTHING.vin}`,
    });
    expect(dialog.textContent).toBe(WITH_EVERYTHING.id);
  });
});

describe('the vehicle table kept live', () => {
  it('follows records other staff add: counts and icons change without reload', async () => {
    const { environment } = renderVehicleTable('/superAdmin/vehicles/table', {
      vehicles: [WITH_EVERYTHING, BARE],
    });
    const row = within(await rowOf(BARE.vin));
    expect(row.getByRole('button', { name: 'Checks: 0' }).dataset.filled).toBe('false');
    // The live subscription starts in an effect after the rows show: wait for it.
    const live = await waitFor(() =>
      pendingOperation(environment, 'useLiveTableVehiclesRecordsSubscription'),
    );
    expect(live.request.variables).toEqual({
      vehicleIds: [WITH_EVERYTHING.id, BARE.id].sort(),
      after: LIVE_CURSOR,
    });
    environment.mock.nextValue(
      live,
      MockPayloadGenerator.generate(live, {
        VehicleRecordEvent: () => ({ cursor: 'live-cursor-2' }),
        Vehicle: () => ({ ...BARE, checks: { totalCount: 1 } }),
      }),
    );
    await waitFor(() =>
      expect(row.getByRole('button', { name: 'Checks: 1' }).dataset.filled).toBe('true'),
    );
  });

  it('follows an agent another admin assigns', async () => {
    const { environment } = renderVehicleTable('/superAdmin/vehicles/table', {
      vehicles: [BARE],
    });
    const row = within(await rowOf(BARE.vin));
    // The live subscription starts in an effect after the rows show: wait for it.
    const live = await waitFor(() =>
      pendingOperation(environment, 'useLiveTableVehiclesChangesSubscription'),
    );
    expect(live.request.variables).toEqual({ vehicleIds: [BARE.id], after: LIVE_CURSOR });
    environment.mock.nextValue(
      live,
      MockPayloadGenerator.generate(live, {
        VehicleChangedEvent: () => ({ cursor: 'live-cursor-2' }),
        Vehicle: () => ({ ...BARE, stockNumber: 'CA7777', agent: AGENTS[1] }),
      }),
    );
    expect(await row.findByText('Nguyen, Lee')).toBeTruthy();
    expect(row.getByText('CA7777')).toBeTruthy();
  });

  it('subscribes to nothing when the page is empty', async () => {
    const { environment } = renderVehicleTable('/superAdmin/vehicles/table', { vehicles: [] });
    await screen.findByText('No vehicles to show');
    const names = environment.mock
      .getAllOperations()
      .map((operation) => operation.request.node.params.name);
    expect(names).not.toContain('useLiveTableVehiclesRecordsSubscription');
  });
});

describe('the vehicle table at 576 px and below', () => {
  it('stacks into cards with the same content under the column labels', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(375);
    const { user } = renderVehicleTable('/superAdmin/vehicles/table', {
      vehicles: [WITH_EVERYTHING, BARE],
    });
    const card = within(await screen.findByRole('article', { name: BARE.vin }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    for (const label of ['Vin Number', 'Stock Number', 'Agent', 'Checks', 'CR', 'Notes']) {
      expect(card.getByText(label, { selector: 'dt' })).toBeTruthy();
    }
    expect(card.getByRole('link', { name: BARE.vin })).toBeTruthy();
    expect(card.getByText('No stock number assigned')).toBeTruthy();
    expect(card.getByText('No agent assigned')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Edit agent' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Checks: 0' })).toBeTruthy();
    for (const column of PLACEHOLDERS) {
      expect(card.getByText(column, { selector: 'dt' })).toBeTruthy();
      expect(card.getByRole('img', { name: `${column}: not available yet` })).toBeTruthy();
    }
    // without column headers, the sort is a choice above the cards
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Agent (Z to A)');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'search' }).textContent).toBe(
        '?sort=agent&order=desc',
      ),
    );
  });

  it('is a table above 576 px', async () => {
    restoreViewport();
    restoreViewport = setViewportWidth(577);
    renderVehicleTable('/superAdmin/vehicles/table', { vehicles: [BARE] });
    expect(await screen.findByRole('table', { name: 'Vehicles' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
