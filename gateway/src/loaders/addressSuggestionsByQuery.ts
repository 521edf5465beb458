// US addresses for a ZIP prefix or a 'City, ST' prefix: GET /api/address/search?query= (at most
// 10, from the api's address provider). A refused query has no suggestions.
import DataLoader from 'dataloader';
import type { AddressSuggestionDto } from '@canam/domain/rest/accounts';
import type { RestClient } from '../rest/client.ts';
import { refusedAsNull } from './refusedAsNull.ts';

export type AddressSuggestionsByQueryLoader = DataLoader<string, AddressSuggestionDto[]>;

export function createAddressSuggestionsByQueryLoader(
  rest: RestClient,
): AddressSuggestionsByQueryLoader {
  return new DataLoader((queries) =>
    Promise.all(
      queries.map(
        async (query) =>
          (await refusedAsNull(() =>
            rest.get<AddressSuggestionDto[]>('/api/address/search', { query }),
          )) ?? [],
      ),
    ),
  );
}
