// The agents page and the client users page over the fake api: a new agent (role id 4) or
// sub-user (role id 2) after the e-mail check, with its edge and whether the invitation went out;
// the form's rules as userErrors on the form's fields without a call; the api's refusals by code
// (EMAIL_TAKEN with the specification's text, USER_NOT_FOUND, NOT_SELF) and its 403s (NOT_YOUR_USER
// too) as FORBIDDEN; ids of another type and guests refused without a call.
import { describe, expect, it } from 'vitest';
import { offsetToCursor } from '@canam/domain/cursors';
import { SIGN_UP_MESSAGES } from '@canam/domain/forms/signUp';
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { USER_MESSAGES } from '@canam/domain/rest/users';
import { toGlobalId } from '../relay/ids.ts';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const PAYLOAD = `user { id fullName email roles status stage nickname invitationPending
  officePhoneNumber extension mobileNumber company { id } }
  userEdge { cursor node { id } } invitationSent userErrors { field message code }`;
const mutation = (name: string, input: string) =>
  `mutation($input: ${input}!) { ${name}(input: $input) { ${PAYLOAD} } }`;
const CREATE_AGENT = mutation('createAgent', 'CreateAgentInput');
const UPDATE_AGENT = mutation('updateAgent', 'UpdateAgentInput');
const CREATE_USER = mutation('createCompanyUser', 'CreateCompanyUserInput');
const UPDATE_USER = mutation('updateCompanyUser', 'UpdateCompanyUserInput');
const SET_STATUS = mutation('setUserStatus', 'SetUserStatusInput');

type Payload = {
  user: Record<string, unknown> | null;
  userEdge: { cursor: string; node: { id: string } } | null;
  invitationSent: boolean | null;
  userErrors: { field: string | null; message: string; code: string }[];
};

const person = {
  firstName: ' Maya ',
  lastName: 'Patel',
  email: ' Maya.Patel@Canam.TEST ',
  officePhoneNumber: '(514) 555-0199',
  extension: '12',
};
const calls = () => api.calls.map((call) => `${call.method} ${call.path}`);

async function mutate(query: string, input: object, token: string | null) {
  const answer = await postGraphQL<Record<string, Payload>>(
    gateway.url,
    query,
    { input },
    token ? bearer(token) : {},
  );
  return { ...answer, payload: answer.data ? Object.values(answer.data)[0]! : null };
}

describe('createAgent', () => {
  it('checks the e-mail, creates role id 4 with the invitation and answers its edge', async () => {
    const { payload, errors } = await mutate(
      CREATE_AGENT,
      { ...person, nickname: ' Maya P ' },
      'admin-token',
    );
    expect(errors).toBeUndefined();
    expect(calls()).toEqual(['POST /api/user/validate-repeat-email', 'POST /api/user/create']);
    expect(api.calls[0]!.body).toEqual({ email: 'maya.patel@canam.test' });
    expect(api.calls[1]!.body).toEqual({
      firstName: 'Maya',
      lastName: 'Patel',
      email: 'maya.patel@canam.test',
      nickname: 'Maya P',
      rolesId: [4],
      userDetails: { officePhoneNumber: '(514) 555-0199', extension: '12', mobileNumber: '' },
    });
    expect(payload).toEqual({
      user: {
        id: toGlobalId('User', 500),
        fullName: 'Maya Patel',
        email: 'maya.patel@canam.test',
        roles: ['ROLE_AGENT'],
        status: 'ACTIVE',
        stage: null,
        nickname: 'Maya P',
        invitationPending: true,
        officePhoneNumber: '(514) 555-0199',
        extension: '12',
        mobileNumber: null,
        company: null,
      },
      userEdge: { cursor: offsetToCursor(0), node: { id: toGlobalId('User', 500) } },
      invitationSent: true,
      userErrors: [],
    });
  });

  it('gives the form its rules, one userError per field, without a call', async () => {
    const { payload } = await mutate(
      CREATE_AGENT,
      {
        firstName: 'M',
        lastName: 'Patel',
        email: 'not-an-email',
        officePhoneNumber: '555',
        extension: '12a',
        mobileNumber: '12',
        nickname: 'n'.repeat(51),
      },
      'admin-token',
    );
    expect(payload!.userErrors).toEqual([
      { field: 'firstName', message: SIGN_UP_MESSAGES.name, code: 'BAD_USER_INPUT' },
      { field: 'email', message: SIGN_UP_MESSAGES.email, code: 'BAD_USER_INPUT' },
      { field: 'officePhoneNumber', message: SIGN_UP_MESSAGES.phone, code: 'BAD_USER_INPUT' },
      { field: 'extension', message: SIGN_UP_MESSAGES.extension, code: 'BAD_USER_INPUT' },
      { field: 'mobileNumber', message: SIGN_UP_MESSAGES.phone, code: 'BAD_USER_INPUT' },
      { field: 'nickname', message: TEAM_MESSAGES.nicknameTooLong, code: 'BAD_USER_INPUT' },
    ]);
    expect(payload!.user).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("stops at a taken e-mail with the specification's text, before creating", async () => {
    const { payload } = await mutate(
      CREATE_AGENT,
      { ...person, email: 'PRIYA@canam.test' },
      'admin-token',
    );
    expect(payload!.userErrors).toEqual([
      { field: 'email', message: 'This email has already been taken', code: 'EMAIL_TAKEN' },
    ]);
    expect(calls()).toEqual(['POST /api/user/validate-repeat-email']);
  });

  it('is FORBIDDEN for a reviewer or a client (the api), UNAUTHENTICATED for a guest', async () => {
    for (const token of ['reviewer-token', 'dealer-token']) {
      const { data, errors } = await mutate(CREATE_AGENT, person, token);
      expect(data).toBeNull();
      expect(errors).toMatchObject([{ path: ['createAgent'], extensions: { code: 'FORBIDDEN' } }]);
    }
    api.reset();
    const guest = await mutate(CREATE_AGENT, person, null);
    expect(guest.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect(api.calls).toEqual([]);
  });
});

describe('createCompanyUser', () => {
  it("creates role id 2 in the client's own company, no company in the request", async () => {
    const { payload } = await mutate(
      CREATE_USER,
      { ...person, email: 'nomail.maya@dealer.test' },
      'dealer-token',
    );
    expect(api.calls[1]!.body).toMatchObject({ rolesId: [2] });
    expect(api.calls[1]!.body).not.toHaveProperty('nickname');
    expect(payload).toMatchObject({
      user: { roles: ['ROLE_BUYER'], stage: 'ACTIVE', company: { id: toGlobalId('Company', 70) } },
      invitationSent: false,
      userErrors: [],
    });
  });

  it('is FORBIDDEN for an admin', async () => {
    const { errors } = await mutate(CREATE_USER, person, 'admin-token');
    expect(errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
  });
});

describe('updateAgent and updateCompanyUser', () => {
  it('edits an agent: the check names the agent, whose own address is free', async () => {
    const input = { ...person, userId: toGlobalId('User', 8), email: 'priya@canam.test' };
    const { payload } = await mutate(UPDATE_AGENT, input, 'superadmin-token');
    expect(api.calls.map((call) => call.body)).toEqual([
      { email: 'priya@canam.test', userId: 8 },
      expect.objectContaining({ id: 8, email: 'priya@canam.test', nickname: null }),
    ]);
    expect(payload).toMatchObject({
      user: { id: toGlobalId('User', 8), fullName: 'Maya Patel', nickname: null },
      userEdge: null,
      userErrors: [],
    });
  });

  it("refuses another's address as taken", async () => {
    const input = { ...person, userId: toGlobalId('User', 9), email: 'lee@dealer.test' };
    const { payload } = await mutate(UPDATE_USER, input, 'dealer-token');
    expect(payload!.userErrors).toEqual([
      { field: 'email', message: 'This email has already been taken', code: 'EMAIL_TAKEN' },
    ]);
  });

  it("is FORBIDDEN for another company's user (NOT_YOUR_USER)", async () => {
    const input = { ...person, userId: toGlobalId('User', 2) };
    const { data, errors } = await mutate(UPDATE_USER, input, 'dealer-token');
    expect(data).toBeNull();
    expect(errors).toMatchObject([
      { message: USER_MESSAGES.notYours, extensions: { code: 'FORBIDDEN' } },
    ]);
  });

  it('puts an unknown user on userId, and an id of another type without a call', async () => {
    const unknown = await mutate(
      UPDATE_AGENT,
      { ...person, userId: toGlobalId('User', 777) },
      'admin-token',
    );
    expect(unknown.payload!.userErrors).toEqual([
      { field: 'userId', message: USER_MESSAGES.notFound, code: 'USER_NOT_FOUND' },
    ]);
    api.reset();
    const wrong = await mutate(
      UPDATE_AGENT,
      { ...person, userId: toGlobalId('Agent', 8) },
      'admin-token',
    );
    expect(wrong.payload!.userErrors).toEqual([
      { field: 'userId', message: 'User not found', code: 'NOT_FOUND' },
    ]);
    expect(api.calls).toEqual([]);
  });
});

describe('setUserStatus', () => {
  it('sends INACTIVE as 0 and ACTIVE as 1, answering the user as it is', async () => {
    const off = await mutate(
      SET_STATUS,
      { userId: toGlobalId('User', 9), status: 'INACTIVE' },
      'dealer-token',
    );
    expect(api.calls[0]!.body).toEqual({ id: 9, status: 0 });
    expect(off.payload).toMatchObject({ user: { status: 'INACTIVE' }, userErrors: [] });
    const on = await mutate(
      SET_STATUS,
      { userId: toGlobalId('User', 20), status: 'ACTIVE' },
      'admin-token',
    );
    expect(api.calls.at(-1)!.body).toEqual({ id: 20, status: 1 });
    expect(on.payload).toMatchObject({ user: { status: 'ACTIVE' }, userErrors: [] });
  });

  it('refuses deactivating oneself (NOT_SELF) on userId', async () => {
    const { payload } = await mutate(
      SET_STATUS,
      { userId: toGlobalId('User', 3), status: 'INACTIVE' },
      'dealer-token',
    );
    expect(payload!.userErrors).toEqual([
      { field: 'userId', message: USER_MESSAGES.notSelf, code: 'NOT_SELF' },
    ]);
  });

  it("is FORBIDDEN for an admin on a client's user, and for a guest UNAUTHENTICATED", async () => {
    const admin = await mutate(
      SET_STATUS,
      { userId: toGlobalId('User', 9), status: 'INACTIVE' },
      'admin-token',
    );
    expect(admin.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
    const guest = await mutate(
      SET_STATUS,
      { userId: toGlobalId('User', 9), status: 'INACTIVE' },
      null,
    );
    expect(guest.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});
