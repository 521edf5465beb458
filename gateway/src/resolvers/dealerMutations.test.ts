// The assign-company page's mutations over the fake api: the dealer form (a new client with its
// company, an update, an existing company; the form's rules first, ids of another type without a
// call, the api's refusals with the api's own message for the page to show), assigning, rejecting,
// deleting a user and e-mailing the company form, each refusal by the api's code; FORBIDDEN for
// anyone but dealer reviewers, UNAUTHENTICATED for guests without a call.
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '@canam/domain/forms/company';
import { DEALER_MESSAGES } from '@canam/domain/forms/dealer';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { COMPANY_MESSAGES_REST } from '@canam/domain/rest/companies';
import { toGlobalId } from '../relay/ids.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const ERRORS = 'userErrors { field message code }';
const SAVE = `mutation($input: SaveDealerInput!) { saveDealer(input: $input) {
  user { id fullName email stage invitationPending company { id } }
  company { id commercialName companyName companyCode status client { id } } message ${ERRORS} } }`;
const USER = `user { id stage company { id status } }`;
const ASSIGN = `mutation($input: AssignCompanyInput!) { assignCompany(input: $input) { ${USER} ${ERRORS} } }`;
const REJECT = `mutation($input: RejectDealerUserInput!) { rejectDealerUser(input: $input) {
  ${USER} ${ERRORS} } }`;
const DELETE = `mutation($input: DeleteDealerUserInput!) { deleteDealerUser(input: $input) {
  deletedUserId ${ERRORS} } }`;
const SEND = `mutation($input: SendCompanyFormEmailInput!) { sendCompanyFormEmail(input: $input) {
  ok ${ERRORS} } }`;

type UserErrors = { field: string | null; message: string; code: string }[];
type Answer = Record<string, Record<string, unknown> & { userErrors: UserErrors }>;

async function mutate(query: string, input: object, token: string | null = 'reviewer-token') {
  const answer = await postGraphQL<Answer>(
    gateway.url,
    query,
    { input },
    token ? bearer(token) : {},
  );
  return { ...answer, payload: answer.data ? Object.values(answer.data)[0]! : null };
}

const dealer = {
  firstName: 'Omar',
  lastName: 'Haddad',
  email: 'Omar@Northway.test',
  officePhoneNumber: '(716) 555-0110',
  companyChoice: 'NEW',
  commercialName: ' Northway Motors ',
  companyName: 'Northway Motors LLC',
  stateId: '33',
  corporationType: 'BUSINESS_NUMBER',
  corporationNumber: '88776',
  companyCode: 'NW-1',
  toBeDelivered: true,
};

describe('saveDealer', () => {
  it('registers a new client with its own company, as the form names the fields', async () => {
    const { payload, errors } = await mutate(SAVE, dealer);
    expect(errors).toBeUndefined();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/company/saveDealer',
    ]);
    expect(api.calls[0]!.body).toMatchObject({
      firstName: 'Omar',
      email: 'omar@northway.test',
      companyChoice: 'new',
      commercialName: 'Northway Motors',
      companyCode: 'NW-1',
      stateId: 33,
      corporationType: 'BUSINESS_NUMBER',
      toBeDelivered: true,
      extension: '',
    });
    expect(api.calls[0]!.body).not.toHaveProperty('id');
    expect(payload).toEqual({
      user: {
        id: toGlobalId('User', 500),
        fullName: 'Omar Haddad',
        email: 'omar@northway.test',
        stage: 'IN_REVIEW',
        invitationPending: true,
        company: { id: toGlobalId('Company', 501) },
      },
      company: {
        id: toGlobalId('Company', 501),
        commercialName: 'Northway Motors',
        companyName: 'Northway Motors LLC',
        companyCode: 'NW-1',
        status: 'PENDING',
        client: { id: toGlobalId('User', 500) },
      },
      message: DEALER_MESSAGES.saved,
      userErrors: [],
    });
  });

  it('attaches a user to an existing company without its fields', async () => {
    const { payload } = await mutate(SAVE, {
      userId: toGlobalId('User', 42),
      firstName: 'Paul',
      lastName: 'Presign',
      email: 'paul@presign.test',
      companyChoice: 'EXISTING',
      existingCompanyId: toGlobalId('Company', 73),
    });
    expect(api.calls[0]!.body).toEqual({
      id: 42,
      firstName: 'Paul',
      lastName: 'Presign',
      email: 'paul@presign.test',
      officePhoneNumber: '',
      extension: '',
      mobileNumber: '',
      companyChoice: 'existing',
      existingCompanyId: 73,
    });
    expect(payload).toMatchObject({
      user: { stage: 'ACTIVE', company: { id: toGlobalId('Company', 73) } },
      message: DEALER_MESSAGES.assigned,
    });
  });

  it('gives the form its rules first, without a call', async () => {
    const fresh = await mutate(SAVE, {
      ...dealer,
      commercialName: '  ',
      email: 'nope',
      secondaryEmail: 'nope',
      zip: '1'.repeat(11),
      corporationType: null,
    });
    expect(fresh.payload!.userErrors).toEqual([
      { field: 'email', message: SIGN_UP_MESSAGES.email, code: 'BAD_USER_INPUT' },
      { field: 'zip', message: COMPANY_MESSAGES.limit, code: 'BAD_USER_INPUT' },
      { field: 'secondaryEmail', message: COMPANY_MESSAGES.email, code: 'BAD_USER_INPUT' },
      { field: 'commercialName', message: COMPANY_MESSAGES.required, code: 'BAD_USER_INPUT' },
      {
        field: 'corporationType',
        message: COMPANY_MESSAGES.corporationType,
        code: 'BAD_USER_INPUT',
      },
    ]);
    const existing = await mutate(SAVE, { ...dealer, companyChoice: 'EXISTING' });
    expect(existing.payload!.userErrors).toEqual([
      {
        field: 'existingCompanyId',
        message: DEALER_MESSAGES.chooseCompany,
        code: 'BAD_USER_INPUT',
      },
    ]);
    expect(api.calls).toEqual([]);
  });

  it('refuses ids of another type without a call', async () => {
    const user = await mutate(SAVE, { ...dealer, userId: toGlobalId('Company', 70) });
    expect(user.payload!.userErrors).toEqual([
      { field: 'userId', message: 'User not found', code: 'NOT_FOUND' },
    ]);
    const company = await mutate(SAVE, {
      ...dealer,
      companyChoice: 'EXISTING',
      existingCompanyId: toGlobalId('User', 70),
    });
    expect(company.payload!.userErrors).toEqual([
      { field: 'existingCompanyId', message: 'Company not found', code: 'NOT_FOUND' },
    ]);
    expect(api.calls).toEqual([]);
  });

  it("passes the api's refusals on with the api's message, on their fields", async () => {
    const cases: [object, UserErrors[number]][] = [
      [
        { email: 'sam@dealer.test' },
        { field: 'email', message: 'invalid email', code: 'EMAIL_TAKEN' },
      ],
      [
        { stateId: '999' },
        { field: 'stateId', message: 'state not found', code: 'STATE_NOT_FOUND' },
      ],
      [
        { userId: toGlobalId('User', 8) },
        { field: 'userId', message: COMPANY_MESSAGES_REST.notDealer, code: 'NOT_A_DEALER_USER' },
      ],
      [
        { userId: toGlobalId('User', 777) },
        { field: 'userId', message: COMPANY_MESSAGES_REST.userNotFound, code: 'USER_NOT_FOUND' },
      ],
      [
        { companyChoice: 'EXISTING', existingCompanyId: toGlobalId('Company', 777) },
        {
          field: 'existingCompanyId',
          message: COMPANY_MESSAGES_REST.notFound,
          code: 'COMPANY_NOT_FOUND',
        },
      ],
    ];
    for (const [change, error] of cases) {
      const { payload } = await mutate(SAVE, { ...dealer, ...change });
      expect(payload).toEqual({ user: null, company: null, message: null, userErrors: [error] });
    }
  });

  it('is FORBIDDEN for a client, UNAUTHENTICATED for a guest without a call', async () => {
    const client = await mutate(SAVE, dealer, 'dealer-token');
    expect(client.errors).toMatchObject([
      { path: ['saveDealer'], extensions: { code: 'FORBIDDEN' } },
    ]);
    api.reset();
    const guest = await mutate(SAVE, dealer, null);
    expect(guest.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(api.calls).toEqual([]);
  });
});

describe('assignCompany, rejectDealerUser, deleteDealerUser', () => {
  it('assigns a company and answers the user with its new stage', async () => {
    const input = { userId: toGlobalId('User', 42), companyId: toGlobalId('Company', 74) };
    const { payload } = await mutate(ASSIGN, input);
    expect(api.calls[0]!.body).toEqual({ userId: 42, companyId: 74 });
    expect(payload).toEqual({
      user: {
        id: toGlobalId('User', 42),
        stage: 'ACTIVE',
        company: { id: toGlobalId('Company', 74), status: 'ACCEPTED' },
      },
      userErrors: [],
    });
    const wrong = await mutate(ASSIGN, { ...input, companyId: toGlobalId('Vehicle', 74) });
    expect(wrong.payload!.userErrors).toEqual([
      { field: 'companyId', message: 'Company not found', code: 'NOT_FOUND' },
    ]);
    const missing = await mutate(ASSIGN, { ...input, companyId: toGlobalId('Company', 777) });
    expect(missing.payload!.userErrors).toEqual([
      { field: 'companyId', message: COMPANY_MESSAGES_REST.notFound, code: 'COMPANY_NOT_FOUND' },
    ]);
  });

  it('rejects a user once; a second time is USER_ALREADY_REJECTED', async () => {
    const input = { userId: toGlobalId('User', 40) };
    const first = await mutate(REJECT, input);
    expect(api.calls[0]).toMatchObject({ method: 'PUT', body: { userId: 40 } });
    expect(first.payload).toMatchObject({ user: { stage: 'REJECTED' }, userErrors: [] });
    const again = await mutate(REJECT, input);
    expect(again.payload).toEqual({
      user: null,
      userErrors: [
        {
          field: 'userId',
          message: COMPANY_MESSAGES_REST.alreadyRejected,
          code: 'USER_ALREADY_REJECTED',
        },
      ],
    });
  });

  it("deletes a pre-registered user, and refuses one who negotiated (the api's 409)", async () => {
    const done = await mutate(DELETE, { userId: toGlobalId('User', 42) });
    expect(api.calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/company/deleteUserNotValidate?userId=42',
    });
    expect(done.payload).toEqual({ deletedUserId: toGlobalId('User', 42), userErrors: [] });
    const refused = await mutate(DELETE, { userId: toGlobalId('User', 43) });
    expect(refused.payload).toEqual({
      deletedUserId: null,
      userErrors: [
        { field: 'userId', message: DEALER_MESSAGES.notDeletable, code: 'USER_NOT_DELETABLE' },
      ],
    });
  });

  it.each([
    [
      'assignCompany',
      ASSIGN,
      { userId: toGlobalId('User', 42), companyId: toGlobalId('Company', 74) },
    ],
    ['rejectDealerUser', REJECT, { userId: toGlobalId('User', 42) }],
    ['deleteDealerUser', DELETE, { userId: toGlobalId('User', 42) }],
  ])('%s: FORBIDDEN for an agent, UNAUTHENTICATED for a guest', async (field, query, input) => {
    const agent = await mutate(query, input, 'agent-token');
    expect(agent.errors).toMatchObject([{ path: [field], extensions: { code: 'FORBIDDEN' } }]);
    api.reset();
    const guest = await mutate(query, input, null);
    expect(guest.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(api.calls).toEqual([]);
  });
});

describe('sendCompanyFormEmail', () => {
  const userId = toGlobalId('User', 42);

  it('e-mails the user of the row, by its id', async () => {
    const { payload } = await mutate(SEND, { userId });
    expect(api.calls[0]).toMatchObject({
      path: '/api/user/send-company-email',
      body: { userId: 42 },
    });
    expect(payload).toEqual({ ok: true, userErrors: [] });
  });

  it('needs a User id, without a call', async () => {
    const wrong = await mutate(SEND, { userId: toGlobalId('Company', 42) });
    expect(wrong.payload!.userErrors).toEqual([
      { field: 'userId', message: 'User not found', code: 'NOT_FOUND' },
    ]);
    expect(api.calls).toEqual([]);
  });

  it("passes the api's refusals on by code", async () => {
    const cases: [number, UserErrors[number]][] = [
      [999, { field: null, message: ACCOUNT_MESSAGES.emailNotFound, code: 'EMAIL_NOT_FOUND' }],
      [
        40,
        {
          field: null,
          message: 'This user already registered a company',
          code: 'COMPANY_ALREADY_REGISTERED',
        },
      ],
    ];
    for (const [id, error] of cases) {
      const { payload } = await mutate(SEND, { userId: toGlobalId('User', id) });
      expect(payload).toEqual({ ok: false, userErrors: [error] });
    }
  });

  it('tells an e-mail that could not go out (502 EMAIL_NOT_SENT) as a userError', async () => {
    const { payload } = await mutate(SEND, { userId: toGlobalId('User', 44) });
    expect(payload).toEqual({
      ok: false,
      userErrors: [{ field: null, message: ACCOUNT_MESSAGES.emailNotSent, code: 'EMAIL_NOT_SENT' }],
    });
  });
});
