// Test fixtures: the hostile operations of issue #8 (finding 2), as an attacker sent them.

/** OfferChain.vehicle → Vehicle.offerChains, nested until the operation is `levels` deep. */
export function offerChainLoop(levels = 20, first = 100): string {
  let inner = 'databaseId';
  // vehicles, edges and node are 3 levels, databaseId 1, each turn of the loop 2.
  for (let level = 4; level < levels; level += 2) inner = `offerChains { vehicle { ${inner} } }`;
  return `{ vehicles(first: ${first}) { edges { node { ${inner} } } } }`;
}

/** `count` aliases of the catalogue at its largest page. */
export function aliasedCatalogue(count = 2_000, first = 100): string {
  const copies = Array.from(
    { length: count },
    (_, index) => `a${index}: vehicles(first: ${first}) { totalCount }`,
  );
  return `{ ${copies.join(' ')} }`;
}

export const NORMAL_QUERY = '{ vehicles(first: 6) { edges { node { databaseId } } } }';
