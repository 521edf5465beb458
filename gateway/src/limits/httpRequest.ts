// A GraphQL request over HTTP, read within the limits before Apollo sees it: the POST body up
// to maxBodyBytes (413 PAYLOAD_TOO_LARGE past it, and the socket closes unread), valid JSON, and
// an operation text of at most maxTokens tokens (TOO_MANY_TOKENS; Apollo's hooks run too late
// for that: what they throw before parsing becomes an internal server error).
import type http from 'node:http';
import { PayloadTooLargeError, readBody } from './bodyReader.ts';
import { refusalAnswer, type PlainAnswer } from './httpAnswers.ts';
import { LIMIT_CODES } from './limitError.ts';
import type { GatewayLimits } from './limits.ts';
import { tokenLimitError } from './tokenLimit.ts';

export type RequestRead = { body: unknown } | { refusal: PlainAnswer };

const NOT_JSON: PlainAnswer = {
  status: 400,
  contentType: 'application/json',
  body: JSON.stringify({ errors: [{ message: 'The request body is not valid JSON' }] }),
};

export async function readGraphQLRequest(
  req: http.IncomingMessage,
  url: URL,
  limits: Pick<GatewayLimits, 'maxBodyBytes' | 'maxTokens'>,
): Promise<RequestRead> {
  const accept = req.headers.accept;
  let body: unknown;
  if (req.method === 'POST') {
    let text: string;
    try {
      text = await readBody(req, limits.maxBodyBytes);
    } catch (error) {
      if (!(error instanceof PayloadTooLargeError)) throw error;
      const refusal = refusalAnswer(LIMIT_CODES.body, error.message, 413, accept);
      return { refusal: { ...refusal, closeConnection: true } };
    }
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return { refusal: NOT_JSON };
    }
  }
  const query =
    req.method === 'POST'
      ? (body as { query?: unknown } | null)?.query
      : url.searchParams.get('query');
  const tooLong = typeof query === 'string' ? tokenLimitError(query, limits.maxTokens) : null;
  if (tooLong) return { refusal: refusalAnswer(LIMIT_CODES.tokens, tooLong.message, 400, accept) };
  return { body };
}

export function sendAnswer(res: http.ServerResponse, answer: PlainAnswer): void {
  // Without keep-alive Node closes the socket after the answer instead of reading on.
  if (answer.closeConnection) res.shouldKeepAlive = false;
  res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
}
