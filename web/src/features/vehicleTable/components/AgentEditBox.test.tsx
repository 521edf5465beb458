import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToastsAfterEach } from '../../../testing/clearToasts.ts';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { COLUMNS_COOKIE } from '../columnsCookie.ts';
import {
  AGENTS,
  pendingOperation,
  renderVehicleTable,
  tableVehicle,
} from '../testing/renderVehicleTable.tsx';
import { VEHICLE_NOT_UPDATED, VEHICLE_UPDATED } from './AgentEditForm.tsx';

clearToastsAfterEach();
let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => {
  restoreViewport();
  document.cookie = `${COLUMNS_COOKIE}=; Path=/; Max-Age=0`;
});

const [SAM, LEE] = AGENTS as [(typeof AGENTS)[number], (typeof AGENTS)[number]];
const OWNED = tableVehicle(1, { agent: SAM });
const UNOWNED = tableVehicle(2, { agent: null });

async function openBox(vin: string) {
  const view = renderVehicleTable('/superAdmin/vehicles/table', { vehicles: [OWNED, UNOWNED] });
  const row = (await screen.findByRole('rowheader', { name: vin })).closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: 'Edit agent' }));
  const box = await screen.findByRole('dialog', { name: `Agent of ${vin}` });
  const select = await within(box).findByRole('combobox', { name: 'Agent' });
  return { ...view, row: within(row), box: within(box), select };
}

describe('the agent box', () => {
  it('assigns the picked agent on Save: the row shows it and the toast says so', async () => {
    const { user, environment, row, box, select } = await openBox(OWNED.vin);
    expect(select).toHaveProperty('value', SAM.id);
    const save = box.getByRole('button', { name: 'Save' });
    // the agent it already has is no change
    expect(save).toHaveProperty('disabled', true);

    await user.selectOptions(select, 'Lee N.');
    await user.click(save);
    const mutation = pendingOperation(environment, 'AssignVehicleAgentMutation');
    expect(mutation.request.variables).toEqual({
      input: { vehicleId: OWNED.id, agentId: LEE.id },
    });
    environment.mock.resolve(mutation, {
      data: {
        assignVehicleAgent: {
          vehicle: { id: OWNED.id, vin: OWNED.vin, agent: LEE },
          userErrors: [],
        },
      },
    });
    expect(await row.findByText('Nguyen, Lee')).toBeTruthy();
    expect(await screen.findByText(VEHICLE_UPDATED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives a vehicle without an agent its first one', async () => {
    const { user, environment, row, box, select } = await openBox(UNOWNED.vin);
    expect(select).toHaveProperty('value', '');
    expect(box.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.selectOptions(select, 'Sam Carter');
    await user.click(box.getByRole('button', { name: 'Save' }));
    const mutation = pendingOperation(environment, 'AssignVehicleAgentMutation');
    expect(mutation.request.variables).toEqual({
      input: { vehicleId: UNOWNED.id, agentId: SAM.id },
    });
    environment.mock.resolve(mutation, {
      data: {
        assignVehicleAgent: {
          vehicle: { id: UNOWNED.id, vin: UNOWNED.vin, agent: SAM },
          userErrors: [],
        },
      },
    });
    expect(await row.findByText('Carter, Sam')).toBeTruthy();
  });

  it("shows the server's reason when it refuses, and keeps the box open", async () => {
    const { user, environment, row, box, select } = await openBox(OWNED.vin);
    await user.selectOptions(select, 'Lee N.');
    await user.click(box.getByRole('button', { name: 'Save' }));
    environment.mock.resolve(pendingOperation(environment, 'AssignVehicleAgentMutation'), {
      data: {
        assignVehicleAgent: {
          vehicle: null,
          userErrors: [
            { field: 'agentId', message: 'This agent no longer exists', code: 'NOT_FOUND' },
          ],
        },
      },
    });
    expect((await box.findByRole('alert')).textContent).toBe('This agent no longer exists');
    expect(row.getByText('Carter, Sam')).toBeTruthy();
    expect(screen.queryByText(VEHICLE_UPDATED)).toBeNull();
  });

  it("says 'Vehicle not updated' when the request fails", async () => {
    const { user, environment, box, select } = await openBox(OWNED.vin);
    await user.selectOptions(select, 'Lee N.');
    await user.click(box.getByRole('button', { name: 'Save' }));
    environment.mock.reject(
      pendingOperation(environment, 'AssignVehicleAgentMutation'),
      new Error('offline'),
    );
    expect((await box.findByRole('alert')).textContent).toBe(VEHICLE_NOT_UPDATED);
  });

  it('Cancel closes the box without a change and gives the focus back', async () => {
    const { user, environment, row, box, select } = await openBox(OWNED.vin);
    await user.selectOptions(select, 'Lee N.');
    await user.click(box.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const names = environment.mock
      .getAllOperations()
      .map((operation) => operation.request.node.params.name);
    expect(names).not.toContain('AssignVehicleAgentMutation');
    expect(row.getByText('Carter, Sam')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(row.getByRole('button', { name: 'Edit agent' })),
    );
  });
});
