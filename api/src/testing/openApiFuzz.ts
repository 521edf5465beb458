// Hostile requests for one operation of the OpenAPI document: each declared parameter and body
// property set in turn to wrong types, huge numbers and huge strings, plus malformed, non-object,
// mislabelled and oversized bodies. A fixed list, so a failure reproduces exactly.
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  items?: JsonSchema;
};

export interface Operation {
  parameters?: { in: 'query' | 'path' | 'header'; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzRequest {
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  payload?: string;
  /** What was sent, for the failure message. */
  label: string;
}

const HUGE_TEXT = 'x'.repeat(100_000);

/** Wrong types, out-of-range and odd numbers, a huge string (JSON values). */
export const WRONG_VALUES: readonly unknown[] = [
  true,
  [71],
  {},
  null,
  '0x4a',
  '1e3',
  ' 7',
  '7.0',
  7.5,
  -1,
  0,
  2147483648,
  1e308,
  HUGE_TEXT,
];

/** Bodies that are not JSON objects at all, sent as application/json. */
const ODD_BODIES = ['', '{', '{"a":1,}', 'nul', '[71', 'true', '[71]', 'null', '71', '"x"', '{}'];

const shorten = (text: string) =>
  text.length > 60 ? `${text.slice(0, 40)}…(${text.length})` : text;

/** The same value as a query string carries it: always text, an array as a repeated key. */
function asQueryValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map(String).concat(value.map(String));
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  const name = schema.$ref?.split('/').at(-1);
  return name ? (doc.components?.schemas?.[name] ?? {}) : schema;
}

/** A value the schema would likely accept, so the one wrong property is what gets refused. */
function plausible(schema: JsonSchema, doc: OpenApiDocument): unknown {
  const resolved = resolve(schema, doc);
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.anyOf?.length) {
    const number = resolved.anyOf.find((option) => option.type === 'number');
    return plausible(number ?? resolved.anyOf[0]!, doc);
  }
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, resolved.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (resolved.required ?? []).map((key) => [
          key,
          plausible(resolved.properties?.[key] ?? {}, doc),
        ]),
      );
    case 'string':
      return resolved.format === 'email' ? 'fuzz@canam.test' : 'x';
    default:
      return null;
  }
}

/** Every hostile request for one method and path of the document. */
export function fuzzRequests(doc: OpenApiDocument, path: string, method: string): FuzzRequest[] {
  const operation = doc.paths[path]?.[method] ?? {};
  const verb = method.toUpperCase();
  const params = operation.parameters ?? [];
  const basePath = (overrides: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      encodeURIComponent(overrides[name] ?? 'x'),
    );
  const baseQuery = Object.fromEntries(
    params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, '1']),
  );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const baseBody = bodySchema ? (plausible(bodySchema, doc) as Record<string, unknown>) : null;
  const jsonHeaders = { 'content-type': 'application/json' };
  const payload = baseBody ? JSON.stringify(baseBody) : undefined;
  const requests: FuzzRequest[] = [];

  for (const param of params) {
    for (const value of WRONG_VALUES) {
      const text = asQueryValue(value);
      const label = `${param.in} ${param.name}=${shorten(JSON.stringify(text))}`;
      // A route without a body gets none: an empty JSON body would be refused before the params.
      const base = { method: verb, headers: payload ? jsonHeaders : {}, payload, label };
      if (param.in === 'path') {
        const single = Array.isArray(text) ? text.join(',') : text;
        requests.push({ ...base, url: basePath({ [param.name]: single }), query: baseQuery });
      } else if (param.in === 'query') {
        requests.push({ ...base, url: basePath({}), query: { ...baseQuery, [param.name]: text } });
      }
    }
  }

  // Bodies: each declared property wrong in turn, then bodies that are wrong as a whole.
  if (verb === 'GET') return requests;
  const url = basePath({});
  const withBody = (body: string, label: string, contentType = 'application/json') =>
    requests.push({
      method: verb,
      url,
      query: baseQuery,
      headers: { 'content-type': contentType },
      payload: body,
      label,
    });
  const properties = bodySchema ? (resolve(bodySchema, doc).properties ?? {}) : {};
  for (const [property, schema] of Object.entries(properties)) {
    // A list (ids of PUT offer-notifications) also gets each wrong value as its item.
    const isList = resolve(schema, doc).type === 'array';
    for (const value of WRONG_VALUES) {
      for (const wrong of isList ? [value, [value]] : [value]) {
        const body = JSON.stringify({ ...baseBody, [property]: wrong });
        withBody(body, `body ${shorten(body)}`);
      }
    }
  }
  for (const odd of ODD_BODIES) withBody(odd, `body ${JSON.stringify(odd)}`);
  withBody('hello', 'text/plain body', 'text/plain');
  withBody(JSON.stringify({ ...baseBody, padding: 'x'.repeat(1_100_000) }), 'body over 1 MB');
  return requests;
}
