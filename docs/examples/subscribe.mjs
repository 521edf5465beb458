// Live offer events over graphql-ws, resumable (docs/api.md, "Subscriptions"). Starts from a
// cursor: CANAM_AFTER when given (the last cursor of an earlier run), else the gateway's newest
// (`Query.liveCursor`), so an offer made between that query and the subscription still arrives.
// Prints each event and the cursor to resume from, and exits after CANAM_EVENTS events.
//
//   CANAM_GRAPHQL_URL  the graph (default http://localhost:8080/graphql); ws:// is derived from it
//   CANAM_TOKEN        a bearer: a personal access token (canam_pat_…) or a session access token
//   CANAM_EVENTS       events to print before exiting (default 1)
//   CANAM_AFTER        resume after this cursor (default: from now)
//   CANAM_VEHICLE_ID   one vehicle's global id (default: every vehicle the token's owner may see)
//
// Run from the repository (graphql-ws and ws are in its node_modules): node docs/examples/subscribe.mjs
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const url = process.env.CANAM_GRAPHQL_URL || 'http://localhost:8080/graphql';
const token = process.env.CANAM_TOKEN;
const wanted = Number(process.env.CANAM_EVENTS || 1);
if (!token) {
  console.error('Set CANAM_TOKEN to a personal access token (docs/api.md, Authentication).');
  process.exit(2);
}

const OFFER_EVENTS = `subscription OfferEvents($vehicleId: ID, $after: String) {
  offerEvents(vehicleId: $vehicleId, after: $after) {
    cursor
    type
    offer { id price { amount currency } side status expiresAt }
    chain { id state }
    vehicle { id vin title }
  }
}`;

/** The newest event the gateway has passed on, over HTTP (null while it has no event stream). */
async function liveCursor() {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query LiveCursor { liveCursor }' }),
  });
  const answer = await response.json();
  if (answer.errors) throw new Error(describe(answer.errors));
  return answer.data.liveCursor;
}

function describe(errors) {
  return errors
    .map((error) => `${error.extensions?.code ?? 'UNKNOWN'}: ${error.message}`)
    .join('; ');
}

const after = process.env.CANAM_AFTER || (await liveCursor());
const client = createClient({
  url: url.replace(/^http/, 'ws'),
  webSocketImpl: WebSocket,
  // The bearer goes in connection_init, not in a header (browsers cannot set one on a WebSocket).
  connectionParams: { authorization: `Bearer ${token}` },
  // After a dropped socket (a gateway restart: close 1001), graphql-ws subscribes again with the
  // same payload object; `after` is kept current on it below, so nothing is lost or repeated.
  retryAttempts: 5,
  // A refused token (4403 at connection_init, 4401 once expired) will not do better on a retry.
  shouldRetry: (event) => ![4401, 4403].includes(event?.code),
  on: { connected: () => console.log(`subscribed to offerEvents after cursor ${after ?? 'none'}`) },
});

const payload = {
  query: OFFER_EVENTS,
  variables: { vehicleId: process.env.CANAM_VEHICLE_ID || null, after },
};
let received = 0;
const unsubscribe = client.subscribe(payload, {
  next(result) {
    if (result.errors) {
      console.error(`error ${describe(result.errors)}`);
      return;
    }
    const event = result.data.offerEvents;
    payload.variables.after = event.cursor; // what a resubscription resumes from
    received += 1;
    console.log(`event ${JSON.stringify(event)}`);
    console.log(`resume with CANAM_AFTER=${event.cursor}`);
    if (received >= wanted) finish(0);
  },
  // A refused operation (UNAUTHENTICATED, a limit) or a closed socket: 4403 the token was
  // refused at connection_init, 4401 it expired while subscribed (log in again, resume).
  error(error) {
    const detail = Array.isArray(error) ? describe(error) : `socket closed ${error?.code ?? error}`;
    console.error(`error ${detail}`);
    finish(1);
  },
  complete: () => finish(received >= wanted ? 0 : 1),
});

let finished = false;
function finish(code) {
  if (finished) return;
  finished = true;
  unsubscribe();
  process.exitCode = code;
  void client.dispose();
}
