import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@canam/domain/constants';
import { FILE_MESSAGES, UPLOAD_LIMITS } from '@canam/domain/rest/vehicleFiles';
import { clearToastsAfterEach } from '../../../testing/clearToasts.ts';
import { renderWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';
import { REGISTRY_TEXTS } from '../registryTexts.ts';
import { answer, fail, sentOperation } from '../testing/renderRegistry.tsx';
import { BulkFileTabs } from './BulkFileTabs.tsx';

clearToastsAfterEach();

const TOKEN = 'upload-token-0123456789abcdef';
const UPLOAD_URL = `/uploads/incoming/${TOKEN}`;

/** A fetch whose answer the test gives when it wants. */
function holdFetch() {
  let answerPut: (response: Response) => void = () => undefined;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answerPut = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answerPut: async (response: Response) => {
      await act(async () => answerPut(response));
    },
  };
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = (name = 'vehicles.csv') =>
  new File(['VIN\n1HGCM82633A004352\n'], name, { type: 'text/csv' });

function panel(name: string) {
  return within(screen.getByRole('tabpanel', { name }));
}

async function renderTabs(tab: string = REGISTRY_TEXTS.uploadTab) {
  const view = renderWithRelay(<BulkFileTabs />);
  if (tab === REGISTRY_TEXTS.updateTab) {
    await view.user.click(screen.getByRole('tab', { name: tab }));
  }
  return { ...view, tab: panel(tab) };
}

function report(overrides: Record<string, unknown> = {}) {
  return {
    applied: true,
    vinNumberNotFound: [],
    vinNumberSold: [],
    incompleteRegister: [],
    rows: [],
    ...overrides,
  };
}

async function createUpload(environment: MockEnvironment) {
  const sent = await sentOperation(environment, 'CreateUploadMutation');
  await answer(environment, sent, {
    createUpload: {
      upload: { token: TOKEN, url: UPLOAD_URL, maxBytes: UPLOAD_LIMITS.spreadsheet },
      userErrors: [],
    },
  });
  return sent;
}

describe('the file uploader', () => {
  it('keeps Upload disabled until a file is chosen', async () => {
    const { user, tab } = await renderTabs();
    const button = tab.getByRole('button', { name: 'Upload' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.upload(tab.getByLabelText(/File/), csv());
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('keeps Update disabled until both a file and a status are chosen', async () => {
    const { user, tab } = await renderTabs(REGISTRY_TEXTS.updateTab);
    const button = tab.getByRole('button', { name: 'Update' });
    const status = tab.getByRole('combobox', { name: /Status/ }) as HTMLSelectElement;
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'Please select a status',
      'Draft',
      'Ready To Sell',
      'Inactive',
    ]);
    await user.upload(tab.getByLabelText(/File/), csv());
    expect(button.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(status, 'ReadyToSell');
    expect(button.hasAttribute('disabled')).toBe(false);
    await user.selectOptions(status, '');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('refuses a file of another type or over the size limit, saying why', async () => {
    const { tab } = await renderTabs();
    const user = userEvent.setup({ applyAccept: false });
    const input = tab.getByLabelText(/File/);
    await user.upload(input, new File(['%PDF'], 'vehicles.pdf', { type: 'application/pdf' }));
    expect(await tab.findByText(FILE_MESSAGES.notSpreadsheet)).toBeTruthy();
    expect(tab.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
    const big = csv('big.csv');
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMITS.spreadsheet + 1 });
    await user.upload(input, big);
    expect(await tab.findByText(FILE_MESSAGES.tooLarge('spreadsheet'))).toBeTruthy();
    expect(tab.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
  });

  it('uploads a file: ticket, PUT with the bearer token, live progress, then the three lists', async () => {
    const { fetchMock, answerPut } = holdFetch();
    const { user, environment, tab } = await renderTabs();
    const file = csv();
    await user.upload(tab.getByLabelText(/File/), file);
    await user.click(tab.getByRole('button', { name: 'Upload' }));

    const ticket = await sentOperation(environment, 'CreateUploadMutation');
    expect(ticket.request.variables.input).toEqual({
      kind: 'SPREADSHEET',
      fileName: 'vehicles.csv',
      size: file.size,
    });
    expect(tab.getByRole('button', { name: /Uploading/ }).hasAttribute('disabled')).toBe(true);
    await createUpload(environment);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(UPLOAD_URL);
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');

    const progress = await sentOperation(environment, 'VehicleImportProgressSubscription');
    expect(progress.request.variables).toEqual({ upload: TOKEN });
    const bar = tab.getByRole('progressbar', { name: 'File progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    await answerPut(new Response(JSON.stringify({ token: TOKEN, size: file.size })));
    const importing = await sentOperation(environment, 'ImportVehiclesMutation');
    expect(importing.request.variables.input).toEqual({ upload: TOKEN });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');

    await act(async () => {
      environment.mock.nextValue(progress, {
        data: { vehicleImportProgress: { stage: 'validated', done: 300, total: 1200 } },
      });
    });
    expect(tab.getByRole('status').textContent).toBe('Checking rows: 300 of 1,200 rows');
    expect(bar.getAttribute('aria-valuenow')).toBe('1.25');
    await act(async () => {
      environment.mock.nextValue(progress, {
        data: { vehicleImportProgress: { stage: 'applied', done: 600, total: 1200 } },
      });
    });
    expect(tab.getByRole('status').textContent).toBe('Applying rows: 600 of 1,200 rows');

    await answer(environment, importing, {
      importVehicles: {
        report: report({
          vinNumberNotFound: ['2HGCM82633A004353'],
          incompleteRegister: ['3HGCM82633A004354', '4HGCM82633A004355'],
          rows: [{ line: 2, vinNumber: '1HGCM82633A004352', outcome: 'created', message: null }],
        }),
        userErrors: [],
      },
    });
    expect(await screen.findByText(REGISTRY_TEXTS.fileUploaded)).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    const warning = tab.getByRole('alert');
    expect(within(warning).getByText(REGISTRY_TEXTS.notFound)).toBeTruthy();
    expect(within(warning).getByText('2HGCM82633A004353')).toBeTruthy();
    expect(within(warning).getByText(REGISTRY_TEXTS.incomplete)).toBeTruthy();
    expect(within(warning).getByText('3HGCM82633A004354, 4HGCM82633A004355')).toBeTruthy();
    // an empty list is not shown
    expect(within(warning).queryByText(REGISTRY_TEXTS.sold)).toBeNull();
    expect(tab.getByText('Rows saved: 1 of 1.')).toBeTruthy();
    // done: the subscription is closed and the button usable again
    expect(environment.mock.isLoading(progress.request.node, progress.request.variables)).toBe(
      false,
    );
    expect(tab.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(false);

    await user.click(within(warning).getByRole('button', { name: 'Dismiss the warning' }));
    expect(tab.queryByRole('alert')).toBeNull();
  });

  it('sends the chosen status with the file in update mode, with all three lists', async () => {
    const { answerPut } = holdFetch();
    const { user, environment, tab } = await renderTabs(REGISTRY_TEXTS.updateTab);
    await user.upload(tab.getByLabelText(/File/), csv());
    await user.selectOptions(tab.getByRole('combobox', { name: /Status/ }), 'Inactive');
    await user.click(tab.getByRole('button', { name: 'Update' }));
    await createUpload(environment);
    await answerPut(new Response('{}'));
    const updating = await sentOperation(environment, 'UpdateVehicleStatusesMutation');
    expect(updating.request.variables.input).toEqual({ upload: TOKEN, status: 'Inactive' });
    await answer(environment, updating, {
      updateVehicleStatuses: {
        report: report({
          vinNumberNotFound: ['2HGCM82633A004353'],
          vinNumberSold: ['5HGCM82633A004356'],
          incompleteRegister: ['3HGCM82633A004354'],
        }),
        userErrors: [],
      },
    });
    const warning = await tab.findByRole('alert');
    for (const title of [REGISTRY_TEXTS.notFound, REGISTRY_TEXTS.sold, REGISTRY_TEXTS.incomplete]) {
      expect(within(warning).getByText(title)).toBeTruthy();
    }
  });

  it('lists the rows to fix when the api refused the whole file', async () => {
    const { answerPut } = holdFetch();
    const { user, environment, tab } = await renderTabs();
    await user.upload(tab.getByLabelText(/File/), csv());
    await user.click(tab.getByRole('button', { name: 'Upload' }));
    await createUpload(environment);
    await answerPut(new Response('{}'));
    await answer(environment, await sentOperation(environment, 'ImportVehiclesMutation'), {
      importVehicles: {
        report: report({
          applied: false,
          rows: [
            { line: 3, vinNumber: '1HGCM82643A004352', outcome: 'invalid', message: 'Bad VIN' },
            { line: 2, vinNumber: '1HGCM82633A004352', outcome: 'created', message: null },
          ],
        }),
        userErrors: [],
      },
    });
    expect(await screen.findByText(REGISTRY_TEXTS.fileNotUploaded)).toBeTruthy();
    expect(tab.getByText(FILE_MESSAGES.rowErrors)).toBeTruthy();
    const rows = within(tab.getByRole('list', { name: 'Rows to fix' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Line 3 · 1HGCM82643A004352: Bad VIN']);
    expect(tab.queryByRole('alert')).toBeNull();
  });

  it("warns and shows the api's message when the PUT is refused", async () => {
    const { answerPut } = holdFetch();
    const { user, environment, tab } = await renderTabs();
    await user.upload(tab.getByLabelText(/File/), csv());
    await user.click(tab.getByRole('button', { name: 'Upload' }));
    await createUpload(environment);
    await answerPut(
      new Response(JSON.stringify({ message: FILE_MESSAGES.uploadExpired }), { status: 410 }),
    );
    expect(
      await screen.findByText(REGISTRY_TEXTS.fileNotUploaded, {
        selector: '[data-part="description"]',
      }),
    ).toBeTruthy();
    expect(tab.getByText(FILE_MESSAGES.uploadExpired)).toBeTruthy();
    expect(
      environment.mock
        .getAllOperations()
        .some((operation) => operation.request.node.params.name === 'ImportVehiclesMutation'),
    ).toBe(false);
    expect(tab.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(false);
  });

  it('warns when the ticket is refused or the request fails', async () => {
    holdFetch();
    const { user, environment, tab } = await renderTabs();
    await user.upload(tab.getByLabelText(/File/), csv());
    await user.click(tab.getByRole('button', { name: 'Upload' }));
    await answer(environment, await sentOperation(environment, 'CreateUploadMutation'), {
      createUpload: { upload: null, userErrors: [{ field: 'size', message: 'Too large here' }] },
    });
    expect(await tab.findByText('Too large here')).toBeTruthy();

    await user.click(tab.getByRole('button', { name: 'Upload' }));
    await fail(environment, await sentOperation(environment, 'CreateUploadMutation'));
    await waitFor(() => expect(tab.queryByText('Too large here')).toBeNull());
    expect(tab.getByText(REGISTRY_TEXTS.fileNotUploaded)).toBeTruthy();
  });
});
