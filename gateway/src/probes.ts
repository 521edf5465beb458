// GET /healthz (the process is alive; GET /health is the same, kept for existing checks) and
// GET /readyz (it should get traffic: not draining, the api answers its health check and, when
// subscriptions are on, the tail of the api's event stream is connected). docs/deploy.md.
import type http from 'node:http';
import { request } from 'undici';

const API_CHECK_TIMEOUT_MS = 2_000;

export interface ProbeState {
  apiUrl: string;
  draining(): boolean;
  /** null: this gateway has no events secret, so no stream to wait for. */
  eventsConnected: (() => boolean) | null;
}

type Readiness = 'ready' | 'draining' | 'api unreachable' | 'event stream not connected';

async function apiAnswers(apiUrl: string): Promise<boolean> {
  try {
    const answer = await request(`${apiUrl.replace(/\/+$/, '')}/api/health`, {
      signal: AbortSignal.timeout(API_CHECK_TIMEOUT_MS),
    });
    await answer.body.dump();
    return answer.statusCode === 200;
  } catch {
    return false;
  }
}

async function readiness(state: ProbeState): Promise<Readiness> {
  if (state.draining()) return 'draining';
  if (state.eventsConnected && !state.eventsConnected()) return 'event stream not connected';
  return (await apiAnswers(state.apiUrl)) ? 'ready' : 'api unreachable';
}

function send(res: http.ServerResponse, status: number, body: { status: string }) {
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

/** Answers the probe paths; false for any other request. */
export async function answerProbe(
  state: ProbeState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname === '/healthz' || pathname === '/health') {
    send(res, 200, { status: 'ok' });
    return true;
  }
  if (pathname === '/readyz') {
    const status = await readiness(state);
    send(res, status === 'ready' ? 200 : 503, { status });
    return true;
  }
  return false;
}
