// The vehicles a logged-in agent may negotiate on now, read through the graph with the page's
// session: its own, Ready To Sell (its list's default), priced, released, unsold, no offers yet.
import type { Page } from 'playwright-core';
import { pageGraphql } from './pageSession.ts';

export interface NegotiableVehicle {
  id: string;
  vin: string;
  stockNumber: string;
  status: string;
  releaseDate: string | null;
  price: { amount: string } | null;
  costUsd: { amount: string } | null;
  sale: { registerDate: string } | null;
  viewerCanEdit: boolean;
  offerChains: { id: string }[];
}

/** In the order of the agent's list (the first 100 of it). */
export async function negotiableVehicles(agentPage: Page): Promise<NegotiableVehicle[]> {
  const data = await pageGraphql<{ vehicles: { edges: { node: NegotiableVehicle }[] } }>(
    agentPage,
    `
      {
        vehicles(first: 100, filter: { status: [ReadyToSell] }) {
          edges {
            node {
              id
              vin
              stockNumber
              status
              releaseDate
              price {
                amount
              }
              costUsd {
                amount
              }
              sale {
                registerDate
              }
              viewerCanEdit
              offerChains {
                id
              }
            }
          }
        }
      }
    `,
  );
  const now = Date.now();
  return data.vehicles.edges
    .map((edge) => edge.node)
    .filter(
      (node) =>
        node.viewerCanEdit &&
        node.price !== null &&
        node.sale === null &&
        node.offerChains.length === 0 &&
        node.releaseDate !== null &&
        Date.parse(node.releaseDate) < now,
    );
}
