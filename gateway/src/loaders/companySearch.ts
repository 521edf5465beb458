// The dealer form's company search (GET /api/company/listCompany?search=, dealer reviewers): at
// most 300 companies whose names contain the text, once per text in a request. The resolver
// asks only from 3 characters on; the api's 403 becomes FORBIDDEN (perKey.ts).
import type DataLoader from 'dataloader';
import type { CompanySearchResultDto } from '@canam/domain/rest/companies';
import type { CompanyRefDto } from '@canam/domain/rest/users';
import type { RestClient } from '../rest/client.ts';
import { perKeyLoader } from './perKey.ts';

export type CompanySearchLoader = DataLoader<string, CompanyRefDto[], string>;

export function createCompanySearchLoader(rest: RestClient): CompanySearchLoader {
  return perKeyLoader(
    async (search) =>
      (await rest.get<CompanySearchResultDto>('/api/company/listCompany', { search })).data,
    (search) => search,
  );
}
