// The admin users pages' company modals over the fake api: the company form (the form's names
// become the "Company (edit)" body's fullName, cityId and taxidOne), the status of Accept, Reject
// and Save (ACCEPTED is 1, REJECTED 3) and the validation flags (taxid is taxid1), each answering
// the company read anew with its whole record; the form's rules and ids of another type without a
// call; the api's refusals by code; FORBIDDEN for anyone but reviewers, UNAUTHENTICATED for guests.
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@canam/domain/forms/company';
import { COMPANY_MESSAGES_REST } from '@canam/domain/rest/companies';
import { toGlobalId } from '../relay/ids.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const PAYLOAD = `company { id status commercialName companyName city taxid stateId
  validations { companyName taxid dealerLicense } client { id } }
  userErrors { field message code }`;
const UPDATE = `mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { ${PAYLOAD} } }`;
const STATUS = `mutation($input: SetCompanyStatusInput!) { setCompanyStatus(input: $input) {
  ${PAYLOAD} } }`;
const VALIDATIONS = `mutation($input: SetCompanyValidationsInput!) {
  setCompanyValidations(input: $input) { ${PAYLOAD} } }`;

type Payload = {
  company: Record<string, unknown> | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

async function mutate(query: string, input: object, token: string | null = 'reviewer-token') {
  const answer = await postGraphQL<Record<string, Payload>>(
    gateway.url,
    query,
    { input },
    token ? bearer(token) : {},
  );
  return { ...answer, payload: answer.data ? Object.values(answer.data)[0]! : null };
}

const company71 = toGlobalId('Company', 71);
const calls = () => api.calls.map((call) => `${call.method} ${call.path}`);

describe('updateCompany', () => {
  it("sends the form as the api's company edit and answers the company read anew", async () => {
    const { payload, errors } = await mutate(UPDATE, {
      companyId: company71,
      commercialName: ' Great Lakes Autos ',
      city: 'Albany',
      taxid: 'TX-9',
      stateId: '33',
    });
    expect(errors).toBeUndefined();
    expect(calls()).toEqual(['PUT /api/company', 'GET /api/company?id=71']);
    expect(api.calls[0]!.body).toEqual({
      id: 71,
      fullName: 'Great Lakes Autos',
      cityId: 'Albany',
      taxidOne: 'TX-9',
      stateId: 33,
      companyName: '',
      street: '',
      addressLine2: '',
      zip: '',
      webSite: '',
      dealerLicense: '',
      billingContactName: '',
      billingContactEmail: '',
    });
    expect(payload).toEqual({
      company: {
        id: company71,
        status: 'PENDING',
        commercialName: 'Great Lakes Autos',
        companyName: '',
        city: 'Albany',
        taxid: 'TX-9',
        stateId: '33',
        validations: { companyName: true, taxid: false, dealerLicense: false },
        client: { id: toGlobalId('User', 40) },
      },
      userErrors: [],
    });
  });

  it('gives the form its rules, and an id of another type, without a call', async () => {
    const form = await mutate(UPDATE, {
      companyId: company71,
      commercialName: '',
      billingContactEmail: 'nope',
    });
    expect(form.payload!.userErrors).toEqual([
      { field: 'commercialName', message: COMPANY_MESSAGES.required, code: 'BAD_USER_INPUT' },
      { field: 'billingContactEmail', message: COMPANY_MESSAGES.email, code: 'BAD_USER_INPUT' },
    ]);
    const wrong = await mutate(UPDATE, { companyId: toGlobalId('User', 71), commercialName: 'X' });
    expect(wrong.payload!.userErrors).toEqual([
      { field: 'companyId', message: 'Company not found', code: 'NOT_FOUND' },
    ]);
    expect(api.calls).toEqual([]);
  });

  it("puts the api's refusals on the form's fields", async () => {
    const state = await mutate(UPDATE, {
      companyId: company71,
      commercialName: 'X',
      stateId: '999',
    });
    expect(state.payload).toEqual({
      company: null,
      userErrors: [{ field: 'stateId', message: 'state not found', code: 'STATE_NOT_FOUND' }],
    });
    const missing = await mutate(UPDATE, {
      companyId: toGlobalId('Company', 777),
      commercialName: 'X',
    });
    expect(missing.payload!.userErrors).toEqual([
      { field: 'companyId', message: COMPANY_MESSAGES_REST.notFound, code: 'COMPANY_NOT_FOUND' },
    ]);
  });
});

describe('setCompanyStatus', () => {
  it.each([
    ['ACCEPTED', 1],
    ['PENDING', 2],
    ['REJECTED', 3],
  ])('sends %s as status %i and answers the company as it is now', async (status, code) => {
    const { payload } = await mutate(STATUS, { companyId: company71, status });
    expect(api.calls[0]!.body).toEqual({ id: 71, status: code });
    expect(calls()).toEqual(['PUT /api/company', 'GET /api/company?id=71']);
    expect(payload).toMatchObject({ company: { id: company71, status }, userErrors: [] });
  });

  it('is FORBIDDEN for a client and an agent, UNAUTHENTICATED for a guest', async () => {
    for (const token of ['dealer-token', 'agent-token']) {
      const { data, errors } = await mutate(
        STATUS,
        { companyId: company71, status: 'ACCEPTED' },
        token,
      );
      expect(data).toBeNull();
      expect(errors).toMatchObject([
        { path: ['setCompanyStatus'], extensions: { code: 'FORBIDDEN' } },
      ]);
    }
    api.reset();
    const guest = await mutate(STATUS, { companyId: company71, status: 'ACCEPTED' }, null);
    expect(guest.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(api.calls).toEqual([]);
  });
});

describe('setCompanyValidations', () => {
  it('sends the tax id flag as taxid1 and answers the new flags', async () => {
    const { payload } = await mutate(VALIDATIONS, {
      companyId: company71,
      companyName: false,
      taxid: true,
      dealerLicense: true,
    });
    expect(api.calls[0]!.body).toEqual({
      companyId: 71,
      companyName: false,
      taxid1: true,
      dealerLicense: true,
    });
    expect(payload!.company!.validations).toEqual({
      companyName: false,
      taxid: true,
      dealerLicense: true,
    });
  });

  it('puts an unknown company on companyId', async () => {
    const { payload } = await mutate(VALIDATIONS, {
      companyId: toGlobalId('Company', 777),
      companyName: true,
      taxid: true,
      dealerLicense: true,
    });
    expect(payload!.userErrors).toEqual([
      { field: 'companyId', message: COMPANY_MESSAGES_REST.notFound, code: 'COMPANY_NOT_FOUND' },
    ]);
  });
});
