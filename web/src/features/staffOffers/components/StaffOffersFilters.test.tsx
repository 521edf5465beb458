import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { StaffOffersFiltersTestQuery } from '../../../__generated__/StaffOffersFiltersTestQuery.graphql.ts';
import { renderWithRelay } from '../../../testing/renderWithRelay.tsx';
import type { OffersFilter } from '../offersSearch.ts';
import { StaffOffersFilters } from './StaffOffersFilters.tsx';

const AGENTS = [
  { id: 'QWdlbnQ6MQ==', firstName: 'Sam', lastName: 'Carter', nickname: null },
  { id: 'QWdlbnQ6Mg==', firstName: 'Lee', lastName: 'Nguyen', nickname: 'Lee N.' },
];
const LEE = AGENTS[1]!.id;
const NONE: OffersFilter = { client: '', agent: '' };

/** The screen's part: the URL's filter in, what the form applies out; the test sets the URL. */
function renderFilters() {
  const applied: OffersFilter[] = [];
  let setUrlFilter: (filter: OffersFilter) => void = () => undefined;
  function Screen() {
    const data = useLazyLoadQuery<StaffOffersFiltersTestQuery>(
      graphql`
        query StaffOffersFiltersTestQuery @relay_test_operation {
          ...StaffOffersFilters_query @arguments(withAgents: true)
        }
      `,
      {},
    );
    const [value, setValue] = useState(NONE);
    setUrlFilter = setValue;
    return (
      <StaffOffersFilters
        query={data}
        admin
        value={value}
        onApply={(filter) => applied.push(filter)}
      />
    );
  }
  const view = renderWithRelay(<Screen />, { resolvers: { Query: () => ({ agents: AGENTS }) } });
  const urlBecomes = (filter: OffersFilter) => act(() => setUrlFilter(filter));
  return { ...view, applied, urlBecomes };
}

const client = () => screen.getByLabelText('Client') as HTMLInputElement;
const agent = () => screen.getByLabelText('Agent') as HTMLSelectElement;

describe('StaffOffersFilters', () => {
  it('keeps what is typed while the URL catches up with an agent just picked', async () => {
    const { user, applied, urlBecomes } = renderFilters();
    await user.selectOptions(await screen.findByLabelText('Agent'), 'Lee N.');
    await waitFor(() => expect(applied).toEqual([{ client: '', agent: LEE }]));

    // The page of that agent takes a while: a client is typed before the URL shows the agent.
    await user.type(client(), 'Rachel');
    urlBecomes({ client: '', agent: LEE });
    expect(client().value).toBe('Rachel');
    expect(agent().value).toBe(LEE);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(applied.at(-1)).toEqual({ client: 'Rachel', agent: LEE }));
  });

  it('shows every other change of the URL, a tab or the browser going back', async () => {
    const { user, applied, urlBecomes } = renderFilters();
    await user.type(await screen.findByLabelText('Client'), 'Rachel');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(applied).toEqual([{ client: 'Rachel', agent: '' }]));
    urlBecomes({ client: 'Rachel', agent: '' });
    expect(client().value).toBe('Rachel');

    // A tab switch empties the URL and the form.
    urlBecomes(NONE);
    await waitFor(() => expect(client().value).toBe(''));
    // Going back brings the filter back into the form.
    urlBecomes({ client: 'Rachel', agent: LEE });
    await waitFor(() => expect(client().value).toBe('Rachel'));
    expect(agent().value).toBe(LEE);
  });

  it('forgets a Search that left the URL as it was, once the URL moves on', async () => {
    const { user, applied, urlBecomes } = renderFilters();
    urlBecomes({ client: 'Kim', agent: '' });
    await waitFor(() => expect(client().value).toBe('Kim'));
    // Search again with the same text: the URL does not change.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(applied).toEqual([{ client: 'Kim', agent: '' }]));

    urlBecomes(NONE);
    await waitFor(() => expect(client().value).toBe(''));
    urlBecomes({ client: 'Kim', agent: '' });
    await waitFor(() => expect(client().value).toBe('Kim'));
  });
});
