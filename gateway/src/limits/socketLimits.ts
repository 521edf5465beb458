// graphql-ws sockets per client address: the handshake of one socket too many is refused with
// HTTP 429 before any socket exists (graphql-ws clients see close 1006 and retry with backoff).
import type http from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';

type VerifyClient = (
  info: { req: http.IncomingMessage },
  done: (accept: boolean, status?: number, message?: string) => void,
) => void;

/**
 * Counts open sockets by address. Pass `verifyClient` to the WebSocketServer and call `track`
 * on it before graphql-ws is attached. The check and the count happen in the same tick (ws
 * completes an upgrade synchronously once verified), so a burst cannot slip past the limit.
 */
export function createSocketLimit(
  maxPerAddress: number,
  clientAddress: (req: http.IncomingMessage) => string,
) {
  const open = new Map<string, number>();
  const verifyClient: VerifyClient = ({ req }, done) => {
    if ((open.get(clientAddress(req)) ?? 0) >= maxPerAddress) {
      done(false, 429, 'Too Many Requests');
    } else done(true);
  };
  return {
    verifyClient,
    track(server: WebSocketServer) {
      server.on('connection', (socket: WebSocket, req: http.IncomingMessage) => {
        const address = clientAddress(req);
        open.set(address, (open.get(address) ?? 0) + 1);
        socket.once('close', () => {
          const left = (open.get(address) ?? 1) - 1;
          if (left > 0) open.set(address, left);
          else open.delete(address);
        });
      });
    },
  };
}
