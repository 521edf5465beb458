// The check, condition report and note forms of the back office (specification 001, section 5):
// the specification's texts for a missing or malformed value, then the api's own rules
// (rest/vehicleRecords.ts) with the api's messages, so the form refuses what the api would.
// Values are trimmed; each field says one thing at a time.
import { z } from 'zod';
import {
  isWebUrl,
  MAX_CHECK_NUMBER,
  MAX_NOTE_LENGTH,
  MAX_REPORT_URL_LENGTH,
  normalizeCheckAmount,
  normalizeCheckDate,
  RECORD_MESSAGES,
} from '../rest/vehicleRecords.ts';

export const RECORD_FORM_MESSAGES = {
  date: 'This is a required field and must at least 2 characters.',
  number: 'This is a required field and no decimals.',
  required: 'This is a required field.',
  // Not shown by the specification: a whole number the api would refuse all the same.
  numberRange: `The check number must be from 1 to ${MAX_CHECK_NUMBER}`,
} as const;

/** A trimmed text whose first broken rule (checked in order) is its one message. */
function text<T>(parse: (value: string) => { value: T } | { message: string }) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      const result = parse(value);
      if ('value' in result) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}

const checkDate = text<string>((value) => {
  if (value.length < 2) return { message: RECORD_FORM_MESSAGES.date };
  const date = normalizeCheckDate(value);
  return date === null ? { message: RECORD_MESSAGES.date } : { value: date };
});

const checkNumber = text<number>((value) => {
  if (!/^\d+$/.test(value)) return { message: RECORD_FORM_MESSAGES.number };
  const number = Number(value);
  return number >= 1 && number <= MAX_CHECK_NUMBER
    ? { value: number }
    : { message: RECORD_FORM_MESSAGES.numberRange };
});

/**
 * The money input leaves a plain decimal string ('1250.5', '1250.' while typing); empty and zero
 * are both a missing amount, anything else the api refuses gets the api's message.
 */
const checkAmount = text<string>((value) => {
  if (/^0*\.?0*$/.test(value)) return { message: RECORD_FORM_MESSAGES.required };
  const amount = normalizeCheckAmount(value.replace(/^\./, '0.').replace(/\.$/, ''));
  return amount === null ? { message: RECORD_MESSAGES.amount } : { value: amount };
});

const reportUrl = text<string>((value) => {
  if (value === '') return { message: RECORD_FORM_MESSAGES.required };
  if (value.length > MAX_REPORT_URL_LENGTH) return { message: RECORD_MESSAGES.urlLength };
  return isWebUrl(value) ? { value } : { message: RECORD_MESSAGES.url };
});

const noteDescription = text<string>((value) => {
  if (value === '') return { message: RECORD_FORM_MESSAGES.required };
  return value.length > MAX_NOTE_LENGTH
    ? { message: RECORD_MESSAGES.descriptionLength }
    : { value };
});

/** The check form: the date written on it (YYYY-MM-DD), its number and its amount in USD. */
export const checkFormSchema = z.object({
  date: checkDate,
  number: checkNumber,
  amount: checkAmount,
});
export type CheckFormInput = z.input<typeof checkFormSchema>;
export type CheckForm = z.output<typeof checkFormSchema>;
export const emptyCheckForm: CheckFormInput = { date: '', number: '', amount: '' };

export const conditionReportFormSchema = z.object({ url: reportUrl });
export type ConditionReportFormInput = z.input<typeof conditionReportFormSchema>;
export type ConditionReportForm = z.output<typeof conditionReportFormSchema>;
export const emptyConditionReportForm: ConditionReportFormInput = { url: '' };

export const noteFormSchema = z.object({ description: noteDescription });
export type NoteFormInput = z.input<typeof noteFormSchema>;
export type NoteForm = z.output<typeof noteFormSchema>;
export const emptyNoteForm: NoteFormInput = { description: '' };
