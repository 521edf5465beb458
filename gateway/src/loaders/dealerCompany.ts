// The dealer record (GET /api/company?id= or ?userId=, dealer reviewers): the first item of its
// {data: [...]} answer, once per key in a request; null when there is none (an empty list, or the
// api's 404 for an unknown company or user). Any other refusal is a GraphQL error (403 FORBIDDEN).
import DataLoader from 'dataloader';
import type { CompanyListDto, DealerRecordDto } from '@canam/domain/rest/companies';
import type { RestClient } from '../rest/client.ts';
import { restStatusOf } from '../rest/HttpError.ts';
import { toGraphQLError } from '../rest/errors.ts';

export type DealerCompanyLoader = DataLoader<number, DealerRecordDto | null>;

function createLoader(rest: RestClient, key: 'id' | 'userId'): DealerCompanyLoader {
  return new DataLoader((ids) =>
    Promise.all(
      ids.map(async (id) => {
        try {
          const answer = await rest.get<CompanyListDto>('/api/company', { [key]: id });
          return answer.data[0] ?? null;
        } catch (error) {
          if (restStatusOf(error) === 404) return null;
          throw toGraphQLError(error);
        }
      }),
    ),
  );
}

/** A company by its id. */
export const createDealerCompanyByIdLoader = (rest: RestClient) => createLoader(rest, 'id');

/** A dealer user's company: its own, else the one it registered. */
export const createDealerCompanyByUserIdLoader = (rest: RestClient) => createLoader(rest, 'userId');
