// Helpers for file tests: real images made with sharp, multipart bodies as a browser sends them,
// and upload tickets with their bytes PUT (the graph's way of sending a file).
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { UploadKind, UploadTicketDto } from '@canam/domain/rest/vehicleFiles';
import { bearer } from './session.ts';

/** A real JPEG (or PNG) of one colour. */
export function imageBytes(
  format: 'jpeg' | 'png' = 'jpeg',
  width = 800,
  height = 600,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer();
}

export interface FilePart {
  field: string;
  name: string;
  data: Buffer | string;
  type?: string;
}

/** A multipart/form-data body (serialized by the platform's FormData) and its content type. */
export async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const blob = new Blob([file.data], { type: file.type ?? 'application/octet-stream' });
    form.append(file.field, blob, file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POST /api/upload as the holder of `token`. */
export function askTicket(
  app: FastifyInstance,
  token: string | null,
  body: { kind: UploadKind | string; fileName?: string; size?: number },
) {
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: token ? bearer(token) : {},
    payload: { fileName: 'file.bin', size: 1000, ...body },
  });
}

/** PUT the bytes of a ticket (at its url) as the holder of `token`. */
export function putBytes(app: FastifyInstance, token: string | null, url: string, data: Buffer) {
  return app.inject({
    method: 'PUT',
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/octet-stream' },
    payload: data,
  });
}

/** A ticket of `kind` whose bytes are received: its token, for `upload` in a JSON call. */
export async function uploaded(
  app: FastifyInstance,
  token: string,
  kind: UploadKind,
  data: Buffer,
): Promise<string> {
  const ticket = await askTicket(app, token, { kind, size: data.length });
  if (ticket.statusCode !== 200) throw new Error(`ticket: ${ticket.statusCode} ${ticket.body}`);
  const { token: upload, url } = ticket.json<UploadTicketDto>();
  const put = await putBytes(app, token, url, data);
  if (put.statusCode !== 200) throw new Error(`PUT: ${put.statusCode} ${put.body}`);
  return upload;
}
