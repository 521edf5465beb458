import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDialog } from '../../../testing/openDialog.ts';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { ALL_KEYS } from '../columns.ts';
import { COLUMNS_COOKIE, readColumnsCookie } from '../columnsCookie.ts';
import { renderVehicleTable, tableVehicle } from '../testing/renderVehicleTable.tsx';

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = setViewportWidth(1280);
});
afterEach(() => {
  restoreViewport();
  document.cookie = `${COLUMNS_COOKIE}=; Path=/; Max-Age=0`;
});

const OPTIONAL = [
  'Checks',
  'CR',
  'Notes',
  'Recall',
  'Carfax',
  'Export Logistic',
  'Export Paperwork',
  'Registry',
  'Sold',
  'Visual Inspection',
];
const FIXED = ['Vin Number', 'Stock Number', 'Agent'];

async function headers(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Vehicles' });
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

function renderTable() {
  return renderVehicleTable('/superAdmin/vehicles/table', { vehicles: [tableVehicle(1)] });
}

async function openColumns(user: ReturnType<typeof renderTable>['user']) {
  await user.click(screen.getByRole('button', { name: 'Edit columns' }));
  const dialog = await openDialog('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Select columns to show' })).toBeTruthy();
  return within(dialog);
}

describe('Edit columns', () => {
  it('shows every column on the first visit and stores that choice in the cookie fields', async () => {
    expect(readColumnsCookie()).toBeNull();
    renderTable();
    expect(await headers()).toEqual([...FIXED, ...OPTIONAL]);
    await waitFor(() => expect(readColumnsCookie()).toEqual(new Set(ALL_KEYS)));
  });

  it('offers a checkbox per optional column, ticked when shown', async () => {
    const { user } = renderTable();
    await headers();
    const dialog = await openColumns(user);
    const boxes = dialog.getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(OPTIONAL);
    for (const box of boxes) expect(box).toHaveProperty('checked', true);
    for (const fixed of FIXED) expect(dialog.queryByRole('checkbox', { name: fixed })).toBeNull();
  });

  it('hides a column on Save, and it stays hidden when the page opens again', async () => {
    const { user, unmount } = renderTable();
    await headers();
    const dialog = await openColumns(user);
    await user.click(dialog.getByRole('checkbox', { name: 'Carfax' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Notes' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shown = [...FIXED, ...OPTIONAL.filter((name) => name !== 'Carfax' && name !== 'Notes')];
    expect(await headers()).toEqual(shown);
    expect(readColumnsCookie()?.has('carfax')).toBe(false);
    expect(document.cookie).toContain(`${COLUMNS_COOKIE}=`);

    unmount();
    renderTable();
    await waitFor(async () => expect(await headers()).toEqual(shown));
  });

  it('keeps the fixed columns when every optional one is hidden', async () => {
    const { user } = renderTable();
    await headers();
    const dialog = await openColumns(user);
    for (const box of dialog.getAllByRole('checkbox')) await user.click(box);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await headers()).toEqual(FIXED));
    expect(readColumnsCookie()).toEqual(new Set(['vinNumber', 'stockNumber', 'agent']));
  });

  it('forgets the unsaved ticks on Cancel', async () => {
    const { user } = renderTable();
    await headers();
    const dialog = await openColumns(user);
    await user.click(dialog.getByRole('checkbox', { name: 'Recall' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await headers()).toEqual([...FIXED, ...OPTIONAL]);
    const again = await openColumns(user);
    expect(again.getByRole('checkbox', { name: 'Recall' })).toHaveProperty('checked', true);
  });

  it('shows every column when the cookie holds garbage, and repairs it', async () => {
    document.cookie = `${COLUMNS_COOKIE}=%%garbage; Path=/`;
    renderTable();
    expect(await headers()).toEqual([...FIXED, ...OPTIONAL]);
    await waitFor(() => expect(readColumnsCookie()).toEqual(new Set(ALL_KEYS)));
  });
});
