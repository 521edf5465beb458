// Marking notifications read: the ids a page showed, or a viewer's own about one vehicle; never
// somebody else's.
import { describe, expect, it } from 'vitest';
import { bearer } from '../../testing/session.ts';
import { useTestApi } from '../../testing/useTestApi.ts';

const { api, token: tokens, id: ids } = useTestApi(['admin', 'agent', 'agent2', 'buyer']);

const unreadOf = (userId: number) =>
  api.database.db
    .selectFrom('notification')
    .select(['id', 'vehicle_id'])
    .where('user_id', '=', userId)
    .where('sent', '!=', 2)
    .execute();

const put = (url: string, who: string, payload?: object) =>
  api.app.inject({ method: 'PUT', url, headers: bearer(tokens[who]!), payload });

describe('marking notifications read', () => {
  it("marks an agent's listed notifications read, and not another agent's", async () => {
    const own = await unreadOf(ids.agent!);
    const others = await unreadOf(ids.agent2!);
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const response = await put('/api/vehicle/offer-notifications', 'agent', {
      ids: [own[0]!.id, others[0]!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Notifications updated', updated: 1 });
    expect((await unreadOf(ids.agent!)).map((n) => n.id)).not.toContain(own[0]!.id);
    expect((await unreadOf(ids.agent2!)).map((n) => n.id)).toContain(others[0]!.id);
  });

  it('lets an admin mark the staff notifications it reads', async () => {
    const others = await unreadOf(ids.agent2!);
    const response = await put('/api/vehicle/offer-notifications', 'admin', {
      ids: [others[0]!.id],
    });
    expect(response.json().updated).toBe(1);
  });

  it("lets a dealer mark its own read, never staff's", async () => {
    const own = await unreadOf(ids.buyer!);
    const agents = await unreadOf(ids.agent!);
    expect(own.length).toBeGreaterThan(0);
    const response = await put('/api/vehicle/offer-notifications', 'buyer', {
      ids: [own[0]!.id, agents[0]!.id],
    });
    expect(response.json()).toEqual({ message: 'Notifications updated', updated: 1 });
    expect((await unreadOf(ids.buyer!)).map((n) => n.id)).not.toContain(own[0]!.id);
    expect((await unreadOf(ids.agent!)).map((n) => n.id)).toContain(agents[0]!.id);
  });

  it('refuses bad bodies', async () => {
    const bad = await put('/api/vehicle/offer-notifications', 'agent', { ids: 'all' });
    expect(bad.statusCode).toBe(400);
  });

  it("marks the viewer's own notifications about one vehicle read", async () => {
    const [first] = await unreadOf(ids.agent!);
    expect(first).toBeDefined();
    const response = await put(
      `/api/vehicle/readOfferNotification?vehicleId=${first!.vehicle_id}`,
      'agent',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().updated).toBeGreaterThan(0);
    const left = await unreadOf(ids.agent!);
    expect(left.some((n) => n.vehicle_id === first!.vehicle_id)).toBe(false);
    const again = await put(
      `/api/vehicle/readOfferNotification?vehicleId=${first!.vehicle_id}`,
      'agent',
    );
    expect(again.json().updated).toBe(0);
  });
});
