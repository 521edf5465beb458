// The body of POST /api/vehicle/update before its schema checks it. The specification's form is
// multipart (section 7): parts `id`, `vehicle` (the fields as JSON text), `stockNumber`,
// `releaseDate`, `userId`, `location`, `marketPlace` and `crUrl`, or `id` and `status` alone; the
// same call also takes JSON, where those fields may sit at the top or inside `vehicle`. Either
// way the separate fields are merged into `vehicle`, and the branch asked for (a status change
// or an edit) is checked here so that a refusal names its field ('vehicle.price'), which the
// schema's union of both branches could not.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { INTAKE_MESSAGES, vehicleUpdateBody } from '@canam/domain/rest/vehicleIntake';
import { ApiError, invalidInput } from '../../errors.ts';
import type { ErrorCode } from '@canam/domain/rest/errors';

/** Fields the form sends as parts of their own, which belong to the vehicle. */
const SEPARATE_FIELDS = ['stockNumber', 'releaseDate', 'userId', 'location', 'crUrl'] as const;
/** Separate fields a form clears by sending them empty. */
const CLEARABLE = new Set<string>(['releaseDate', 'crUrl']);
const FORM_FIELDS = new Set<string>(['id', 'status', 'vehicle', 'marketPlace', ...SEPARATE_FIELDS]);

export const UPDATE_FORM_MESSAGES = {
  noFile: 'This call takes no file',
  twice: 'This field was sent twice',
  statusAlone: 'A status change takes the id and the status alone',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text parts of a multipart form (a file part is refused, a field sent twice too). */
async function formFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw invalidInput(part.fieldname, UPDATE_FORM_MESSAGES.noFile);
    }
    if (!FORM_FIELDS.has(part.fieldname)) continue;
    if (part.fieldname in fields) throw invalidInput(part.fieldname, UPDATE_FORM_MESSAGES.twice);
    fields[part.fieldname] = String(part.value);
  }
  return fields;
}

/** A separate form field's text: '' (or 'null', as some forms send) clears or leaves it. */
function separateValue(name: string, text: string): unknown {
  const blank = text.trim() === '' || text === 'null' || text === 'undefined';
  if (!blank) return text;
  return CLEARABLE.has(name) ? null : undefined;
}

function fromMultipart(fields: Record<string, string>): Record<string, unknown> {
  const { id, status, vehicle: vehicleText, marketPlace } = fields;
  let vehicle: unknown = undefined;
  if (vehicleText !== undefined && vehicleText.trim() !== '') {
    try {
      vehicle = JSON.parse(vehicleText);
    } catch {
      throw invalidInput('vehicle', INTAKE_MESSAGES.invalid);
    }
  }
  const separate: Record<string, unknown> = {};
  for (const name of SEPARATE_FIELDS) {
    const text = fields[name];
    if (text === undefined) continue;
    const value = separateValue(name, text);
    if (value !== undefined) separate[name] = value;
  }
  return { id, status, vehicle, marketPlace, separate };
}

function fromJson(body: Record<string, unknown>): Record<string, unknown> {
  const { id, status, vehicle, marketPlace, ...rest } = body;
  const separate: Record<string, unknown> = {};
  for (const name of SEPARATE_FIELDS) if (name in rest) separate[name] = rest[name];
  return { id, status, vehicle, marketPlace, separate };
}

/** The first issue of a failed parse as the api's 400 (INVALID_INPUT, or the code it names). */
function refusal(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const named = (issue as { params?: { code?: ErrorCode } } | undefined)?.params?.code;
  return new ApiError(400, named ?? 'INVALID_INPUT', issue?.message ?? 'Invalid input', field);
}

/**
 * The update's body as {id, status} or {id, vehicle, marketPlace?}, checked against the branch it
 * asks for; anything that is not an object is left for the route's schema to refuse.
 */
export async function updateFormBody(request: FastifyRequest): Promise<unknown> {
  let form: Record<string, unknown>;
  if (request.isMultipart()) form = fromMultipart(await formFields(request));
  else if (isRecord(request.body)) form = fromJson(request.body);
  else return request.body;

  const { id, status, vehicle, marketPlace, separate } = form as {
    id: unknown;
    status: unknown;
    vehicle: unknown;
    marketPlace: unknown;
    separate: Record<string, unknown>;
  };
  const [statusBranch, editBranch] = vehicleUpdateBody.options;
  if (status !== undefined) {
    if (vehicle !== undefined || Object.keys(separate).length > 0) {
      throw invalidInput('status', UPDATE_FORM_MESSAGES.statusAlone);
    }
    const body = { id, status };
    const parsed = statusBranch.safeParse(body);
    if (!parsed.success) throw refusal(parsed.error);
    return body;
  }
  const merged = isRecord(vehicle) || vehicle === undefined ? { ...vehicle, ...separate } : vehicle;
  const body = { id, vehicle: merged, ...(marketPlace === undefined ? {} : { marketPlace }) };
  const parsed = editBranch.safeParse(body);
  if (!parsed.success) throw refusal(parsed.error);
  return body;
}
