import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BULK_COLUMNS } from '@canam/domain/rest/vehicleFiles';
import { vinProblem } from '@canam/domain/vin';
import { renderWithRelay } from '../../testing/renderWithRelay.tsx';
import { BulkFileTabs } from './components/BulkFileTabs.tsx';
import { EXAMPLE_VIN, templateCsv } from './fileTemplate.ts';
import { REGISTRY_TEXTS } from './registryTexts.ts';

/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the file templates', () => {
  it('lists every upload column, VIN first, and one example row with a valid VIN', () => {
    const [header, example, rest] = templateCsv('upload').split('\r\n');
    expect(header).toBe(BULK_COLUMNS.join(','));
    const values = example!.split(',');
    expect(values).toHaveLength(BULK_COLUMNS.length);
    expect(values[0]).toBe(EXAMPLE_VIN);
    expect(vinProblem(EXAMPLE_VIN)).toBeNull();
    expect(values[BULK_COLUMNS.indexOf('Year')]).toBe('2003');
    expect(rest).toBe('');
  });

  it('is one VIN column for the status file', () => {
    expect(templateCsv('update')).toBe(`VIN\r\n${EXAMPLE_VIN}\r\n`);
  });

  it.each([
    [REGISTRY_TEXTS.uploadTab, 'vehicles-template.csv', templateCsv('upload')],
    [REGISTRY_TEXTS.updateTab, 'vehicle-statuses-template.csv', templateCsv('update')],
  ])('%s downloads %s, built in the browser', async (tabName, fileName, content) => {
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:template';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderWithRelay(<BulkFileTabs />);
    await user.click(screen.getByRole('tab', { name: tabName }));
    const panel = within(screen.getByRole('tabpanel', { name: tabName }));
    await user.click(panel.getByRole('button', { name: 'Download the template' }));
    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      [fileName, 'blob:template'],
    ]);
    expect(blobs).toHaveLength(1);
    expect(await textOf(blobs[0]!)).toBe(content);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(panel.getByText(/VIN/, { selector: 'p' })).toBeTruthy();
  });
});
