// A GraphQL request over HTTP, read within the limits before Apollo sees it: the POST body up
// to maxBodyBytes (413 PAYLOAD_TOO_LARGE past it, and the socket closes unread), valid JSON, its
// operation text (a trusted document's by `documentId`, resolveDocument.ts), and that text of at
// most maxTokens tokens (TOO_MANY_TOKENS; Apollo's hooks run too late
// for that: what they throw before parsing becomes an internal server error).
import type http from 'node:http';
import type { GraphQLError } from 'graphql';
import { PayloadTooLargeError, readBody } from './bodyReader.ts';
import { refusalAnswer, type PlainAnswer } from './httpAnswers.ts';
import { LIMIT_CODES } from './limitError.ts';
import type { GatewayLimits } from './limits.ts';
import { tokenLimitError } from './tokenLimit.ts';
import { resolveDocument, type TrustedDocumentCode } from './resolveDocument.ts';
import type { TrustedDocuments } from './trustedDocuments.ts';

/** The body and query string for Apollo, with a `documentId` replaced by its text. */
export type RequestRead = { body: unknown; search: string } | { refusal: PlainAnswer };

export interface DocumentPolicy {
  documents: TrustedDocuments;
  /** The caller sent a bearer token: it may run texts of its own. */
  hasBearer: boolean;
}

const NOT_JSON: PlainAnswer = {
  status: 400,
  contentType: 'application/json',
  body: JSON.stringify({ errors: [{ message: 'The request body is not valid JSON' }] }),
};

// A trusted document's text never changes: it is counted once per limit, not on every page
// (the keys are the trusted set's ids, so this holds no more than that set).
const trustedVerdicts = new Map<string, GraphQLError | null>();

function trustedTokenLimitError(id: string, text: string, maxTokens: number) {
  const key = `${maxTokens}:${id}`;
  let verdict = trustedVerdicts.get(key);
  if (verdict === undefined) {
    verdict = tokenLimitError(text, maxTokens);
    trustedVerdicts.set(key, verdict);
  }
  return verdict;
}

export async function readGraphQLRequest(
  req: http.IncomingMessage,
  url: URL,
  limits: Pick<GatewayLimits, 'maxBodyBytes' | 'maxTokens'>,
  policy: DocumentPolicy,
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
  const search = new URLSearchParams(url.search);
  const params =
    req.method === 'POST'
      ? ((body ?? {}) as { query?: unknown; documentId?: unknown })
      : {
          query: search.get('query') ?? undefined,
          documentId: search.get('documentId') ?? undefined,
        };
  const resolved = resolveDocument(params, policy.documents, policy.hasBearer);
  if ('refusal' in resolved) {
    const { message, extensions } = resolved.refusal;
    const code = extensions.code as TrustedDocumentCode;
    return { refusal: refusalAnswer(code, message, 400, accept) };
  }
  const query = resolved.query;
  if (req.method === 'POST' && body && typeof body === 'object' && 'documentId' in body) {
    const { documentId: _id, ...rest } = body as Record<string, unknown>;
    body = { ...rest, query };
  } else if (req.method !== 'POST' && search.has('documentId')) {
    search.delete('documentId');
    search.set('query', String(query));
  }
  const tooLong =
    typeof query !== 'string'
      ? null
      : typeof params.documentId === 'string'
        ? trustedTokenLimitError(params.documentId, query, limits.maxTokens)
        : tokenLimitError(query, limits.maxTokens);
  if (tooLong) return { refusal: refusalAnswer(LIMIT_CODES.tokens, tooLong.message, 400, accept) };
  const rewritten = req.method !== 'POST' && url.searchParams.has('documentId');
  return { body, search: rewritten ? `?${search.toString()}` : url.search };
}

export function sendAnswer(res: http.ServerResponse, answer: PlainAnswer): void {
  // Without keep-alive Node closes the socket after the answer instead of reading on.
  if (answer.closeConnection) res.shouldKeepAlive = false;
  res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body);
}
