// The negotiation calls of the REST api made as a demo user: `who` names a token of `token`
// (useTestApi), null calls as a guest; `key` is an Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { post } from './offers.ts';

export function negotiationCalls(on: { app: FastifyInstance }, token: Record<string, string>) {
  const as = (who: string | null) => (who === null ? null : (token[who] ?? null));
  return {
    offer: (who: string | null, vehiclesId: number, offerPrice: string | number, key?: string) =>
      post(on.app, '/api/vehicle/offer', as(who), { vehiclesId, offerPrice }, key),
    counter: (
      who: string | null,
      vehiclesId: number,
      clientId: number,
      offerPrice: string,
      key?: string,
    ) =>
      post(on.app, '/api/vehicle/counterOffer', as(who), { vehiclesId, clientId, offerPrice }, key),
    accept: (who: string | null, id: number, vehiclesId: number, key?: string) =>
      post(on.app, '/api/vehicle/acceptOffer', as(who), { id, vehiclesId }, key),
    buy: (who: string | null, vehiclesId: number, key?: string) =>
      post(on.app, '/api/vehicle/buy', as(who), { vehiclesId }, key),
  };
}
