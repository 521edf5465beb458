// PUT /api/user: an agent manager edits agents only, a client the users of its own company only
// (403 NOT_YOUR_USER and nothing changes otherwise), 404 for an unknown user, and a changed e-mail
// must be free in any case, also when two edits race for it.
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@canam/domain/rest/users';
import { errorBody } from '../../plugins/errorHandler.ts';
import { requestAs, userRow, userUpdatePayload } from '../../testing/people.ts';
import { logIn } from '../../testing/session.ts';
import { EVERY_ROLE_USERS, useTestApi } from '../../testing/useTestApi.ts';

const { api, token } = useTestApi(EVERY_ROLE_USERS);

const db = () => api.database.db;
const update = (who: string | null, payload: object) =>
  requestAs(api.app, who === null ? null : (token[who] ?? who), 'PUT', '/api/user', payload);
const notYours = (message: string) => errorBody(403, 'NOT_YOUR_USER', message);

describe('an agent manager edits agents', () => {
  it('edits an agent: names, e-mail, phones and nickname', async () => {
    const agent3 = await userRow(db(), 'agent3@canam.test');
    const response = await update(
      'admin',
      userUpdatePayload(agent3.id, ' Dave.Agent@CANAM.test ', {
        firstName: ' David ',
        lastName: 'Moreau',
        nickname: 'Davy',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User updated succesfully',
      user: {
        id: agent3.id,
        email: 'dave.agent@canam.test',
        firstName: 'David',
        lastName: 'Moreau',
        nickname: 'Davy',
        rolesId: [4],
        userDetails: {
          officePhoneNumber: '+15185550133',
          extension: null,
          mobileNumber: '+15185550134',
        },
      },
    });
    const row = await userRow(db(), 'dave.agent@canam.test');
    expect(row).toMatchObject({ first_name: 'David', nickname: 'Davy', company_id: null });
    expect(row.export_location_id).toBe(agent3.export_location_id);
    // the new address logs in; the password is unchanged
    expect((await logIn(api.app, 'dave.agent@canam.test')).user.id).toBe(agent3.id);
  });

  it('keeps the nickname when the body leaves it out and clears it when empty', async () => {
    const agent2 = await userRow(db(), 'agent2@canam.test');
    const { nickname: _omitted, ...body } = userUpdatePayload(agent2.id, 'agent2@canam.test');
    expect((await update('superadmin', body)).statusCode).toBe(200);
    expect((await userRow(db(), 'agent2@canam.test')).nickname).toBe('Priya');
    const cleared = await update(
      'superadmin',
      userUpdatePayload(agent2.id, 'agent2@canam.test', { nickname: '' }),
    );
    expect(cleared.json().user.nickname).toBeNull();
    await update(
      'superadmin',
      userUpdatePayload(agent2.id, 'agent2@canam.test', { nickname: 'Priya' }),
    );
  });

  it.each(['client@canam.test', 'reviewer@canam.test', 'superadmin@canam.test'])(
    'refuses to edit %s, who is not an agent; nothing changes',
    async (email) => {
      const before = await userRow(db(), email);
      const response = await update('admin', userUpdatePayload(before.id, 'taken.over@canam.test'));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(notYours(USER_MESSAGES.notAnAgent));
      expect(await userRow(db(), email)).toEqual(before);
    },
  );
});

describe('a client edits the users of its own company', () => {
  it('edits a sub-user of its company; a nickname is ignored', async () => {
    const buyer = await userRow(db(), 'rachel.kim@empirestatemotors.test');
    const response = await update(
      'client',
      userUpdatePayload(buyer.id, 'Rachel.Kim@EmpireStateMotors.test', {
        firstName: 'Rachel',
        lastName: 'Kim-Lee',
        nickname: 'Rocket',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      email: 'rachel.kim@empirestatemotors.test',
      lastName: 'Kim-Lee',
      nickname: null,
      userDetails: { companyId: buyer.company_id },
    });
  });

  it('edits itself', async () => {
    const client = await userRow(db(), 'client@canam.test');
    const response = await update(
      'client',
      userUpdatePayload(client.id, 'client@canam.test', {
        firstName: 'Michael',
        lastName: 'Russo',
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["another company's buyer", 'dana.whitfield@greatlakesauto.test'],
    ["another company's client", 'marcus.reyes@greatlakesauto.test'],
    ['an agent', 'agent@canam.test'],
    ['a user without a company', 'inreview@canam.test'],
  ])('refuses to edit %s (403); nothing changes', async (_case, email) => {
    const before = await userRow(db(), email);
    const response = await update('client', userUpdatePayload(before.id, 'mine@empire.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(notYours(USER_MESSAGES.notYours));
    expect(await userRow(db(), email)).toEqual(before);
  });

  it("refuses the other company's client on Empire's users", async () => {
    const marcus = (await logIn(api.app, 'marcus.reyes@greatlakesauto.test')).auth.accessToken;
    const buyer = await userRow(db(), 'buyer@canam.test');
    const response = await update(marcus, userUpdatePayload(buyer.id, 'buyer@canam.test'));
    expect(response.statusCode).toBe(403);
    expect(await userRow(db(), 'buyer@canam.test')).toEqual(buyer);
  });
});

describe('e-mail addresses', () => {
  it("answers 400 'invalid email' for another user's address in any case; nothing changes", async () => {
    const buyer = await userRow(db(), 'buyer@canam.test');
    const response = await update('client', userUpdatePayload(buyer.id, ' AGENT@canam.test '));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(400, 'EMAIL_TAKEN', 'invalid email'));
    expect(await userRow(db(), 'buyer@canam.test')).toEqual(buyer);
  });

  it('gives one of two racing edits the address, the other EMAIL_TAKEN', async () => {
    const agent = await userRow(db(), 'agent@canam.test');
    const agent2 = await userRow(db(), 'agent2@canam.test');
    const responses = await Promise.all(
      [agent, agent2].map((user) =>
        update(
          'admin',
          userUpdatePayload(user.id, 'Wanted@CANAM.test', { nickname: user.nickname }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const holders = await db()
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'wanted@canam.test')
      .execute();
    expect(holders).toHaveLength(1);
    // give the address back
    const winner = holders[0]!.id === agent.id ? agent : agent2;
    await update(
      'admin',
      userUpdatePayload(winner.id, winner.email, { nickname: winner.nickname }),
    );
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown user', async () => {
    const response = await update('admin', userUpdatePayload(2_147_483_647, 'nobody@canam.test'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(404, 'USER_NOT_FOUND', USER_MESSAGES.notFound));
  });

  it.each([null, 'buyer', 'agent', 'reviewer'])('refuses %s with 403', async (who) => {
    const buyer = await userRow(db(), 'buyer@canam.test');
    const response = await update(who, userUpdatePayload(buyer.id, 'buyer@canam.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await userRow(db(), 'buyer@canam.test')).toEqual(buyer);
  });

  it('refuses invalid input with the form message', async () => {
    const buyer = await userRow(db(), 'buyer@canam.test');
    const response = await update(
      'client',
      userUpdatePayload(buyer.id, 'buyer@canam.test', { userDetails: { officePhoneNumber: '12' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This field must at least contain 10 digits.',
      field: 'userDetails.officePhoneNumber',
    });
  });
});
