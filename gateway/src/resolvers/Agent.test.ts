// Query.agents (staff only, with nicknames) and Agent nodes, over the fake api.
import { describe, expect, it } from 'vitest';
import { bearer, postGraphQL } from '../testing/graphql.ts';
import { toGlobalId } from '../relay/ids.ts';
import { useFakeStack } from '../testing/useFakeStack.ts';

const { api, gateway } = useFakeStack();

const AGENTS = '{ agents { id databaseId firstName lastName nickname } }';

describe('agents', () => {
  it('lists the agents with their nicknames for staff, in the api order', async () => {
    const { data, errors } = await postGraphQL(gateway.url, AGENTS, {}, bearer('agent-token'));
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      agents: [
        {
          id: toGlobalId('Agent', 8),
          databaseId: 8,
          firstName: 'Priya',
          lastName: 'Anand',
          nickname: 'Priya',
        },
        {
          id: toGlobalId('Agent', 4),
          databaseId: 4,
          firstName: 'Agent',
          lastName: 'Smith',
          nickname: null,
        },
      ],
    });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/user/profile', '/api/user/listNickname']);
  });

  it('is empty for a dealer, without asking the api for the list', async () => {
    const { data } = await postGraphQL(gateway.url, AGENTS, {}, bearer('dealer-token'));
    expect(data).toEqual({ agents: [] });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/user/profile']);
  });

  it('is empty for a guest without any call', async () => {
    const { data } = await postGraphQL(gateway.url, AGENTS);
    expect(data).toEqual({ agents: [] });
    expect(api.calls).toHaveLength(0);
  });

  it("has no nickname on a vehicle's owner, which comes with the vehicle", async () => {
    const { data } = await postGraphQL<{ node: { agent: unknown } }>(
      gateway.url,
      `query($id: ID!) { node(id: $id) { ... on Vehicle { agent { databaseId nickname } } } }`,
      { id: toGlobalId('Vehicle', 1) },
      bearer('admin-token'),
    );
    expect(data!.node.agent).toEqual({ databaseId: 4, nickname: null });
  });
});

describe('Agent nodes', () => {
  const NODE = `query($id: ID!) { node(id: $id) { id ... on Agent { nickname lastName } } }`;
  const agentNode = (databaseId: number, token: string) =>
    postGraphQL(gateway.url, NODE, { id: toGlobalId('Agent', databaseId) }, bearer(token));

  it('resolves an agent for staff from the agents list', async () => {
    const { data } = await agentNode(8, 'admin-token');
    expect(data).toEqual({
      node: { id: toGlobalId('Agent', 8), nickname: 'Priya', lastName: 'Anand' },
    });
  });

  it('is null for a dealer and for an unknown agent', async () => {
    const dealer = await agentNode(8, 'dealer-token');
    expect(dealer).toEqual({ data: { node: null } });
    const unknown = await agentNode(99, 'admin-token');
    expect(unknown).toEqual({ data: { node: null } });
  });
});
