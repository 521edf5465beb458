// Reading a list's filter from its URL: the defaults at once without a filter, the schema's
// reading (loaded on demand) with one, in a loader and in a component alike.
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultCatalogueFilter } from '@canam/domain/forms/catalogueFilterValues';
import { readCatalogueSearch, useCatalogueSearch } from './catalogueSearch.ts';

const DEALER = { staff: false, admin: false };
const AGENT = { staff: true, admin: false };

function Filter({ search }: { search: string }) {
  const filter = useCatalogueSearch(new URLSearchParams(search), AGENT);
  return <output>{`${filter.make.join('+')}|${filter.status.join('+')}|${filter.page}`}</output>;
}

describe('catalogueSearch', () => {
  it('gives the defaults for a URL without a filter, ignoring what is not one', async () => {
    await expect(readCatalogueSearch(new URLSearchParams('utm_source=x'), AGENT)).resolves.toEqual(
      defaultCatalogueFilter(AGENT),
    );
    // A staff-only filter in a dealer's URL is no filter for that dealer.
    await expect(readCatalogueSearch(new URLSearchParams('status=Sold'), DEALER)).resolves.toEqual(
      defaultCatalogueFilter(DEALER),
    );
  });

  it('reads a filtered URL with the schema: valid values kept, invalid ones dropped', async () => {
    const filter = await readCatalogueSearch(
      new URLSearchParams('make=Ford,Honda&yearFrom=2030&page=zero&status=Sold'),
      AGENT,
    );
    expect(filter).toMatchObject({ make: ['Ford', 'Honda'], status: ['Sold'], page: 1 });
  });

  it('renders the filter of the URL in a component, waiting for the schema if need be', async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Filter search="make=Toyota&page=3" />
      </Suspense>,
    );
    expect(await screen.findByText('Toyota|ReadyToSell|3')).toBeTruthy();
  });
});
