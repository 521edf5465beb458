// Buyer sign-up (specification 000, sections 2, 4 and 5): ONE set of field rules for the form of
// /buyer/create and for POST /api/user/create. The form is flat (with the confirmation, terms and
// channel checkboxes); the REST body nests the phones and channels in userDetails.
import { z } from 'zod';
import { confirmationIssue, passwordSchema } from './password.ts';

export const EMAIL_MAX_LENGTH = 255;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_LENGTH = 14;
export const EXTENSION_MAX_LENGTH = 6;
/** The SMS checkbox is enabled from this many characters of mobile number on. */
export const SMS_MOBILE_MIN_LENGTH = 12;

export const SIGN_UP_MESSAGES = {
  email: 'This is a required field and must be a valid email.',
  name: 'This is a required field and must at least 2 characters.',
  nameTooLong: `Type at most ${NAME_MAX_LENGTH} characters.`,
  phone: 'This field must at least contain 10 digits.',
  extension: 'This is a numeric field',
  // The three below are not shown by the specification (docs/decisions.md).
  terms: 'Accept the terms and conditions to continue.',
  channel: 'Choose at least one way to receive notifications.',
  smsNeedsMobile: 'Enter your mobile number to receive SMS notifications.',
  /** Toast when the duplicate-email check answers 'invalid email'. */
  emailTaken: 'This email has already been taken',
  /** Modal after a successful sign-up. */
  confirmationSent: 'We sent a confirmation link to the email address entered',
} as const;

/** Required, valid, at most 255 characters; trimmed and lowercased. */
export const emailSchema = z
  .string({ error: SIGN_UP_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, SIGN_UP_MESSAGES.email)
  .email(SIGN_UP_MESSAGES.email);

export const personNameSchema = z
  .string({ error: SIGN_UP_MESSAGES.name })
  .trim()
  .min(NAME_MIN_LENGTH, SIGN_UP_MESSAGES.name)
  .max(NAME_MAX_LENGTH, SIGN_UP_MESSAGES.nameTooLong);

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** A phone number: at least 10 digits, at most 14 characters. */
export const phoneSchema = z
  .string({ error: SIGN_UP_MESSAGES.phone })
  .trim()
  .refine((value) => digitCount(value) >= PHONE_MIN_DIGITS, SIGN_UP_MESSAGES.phone)
  .refine((value) => value.length <= PHONE_MAX_LENGTH, SIGN_UP_MESSAGES.phone);

/** An optional phone number: empty, or a phone number. */
export const optionalPhoneSchema = z
  .string({ error: SIGN_UP_MESSAGES.phone })
  .trim()
  .refine(
    (value) =>
      value === '' || (digitCount(value) >= PHONE_MIN_DIGITS && value.length <= PHONE_MAX_LENGTH),
    SIGN_UP_MESSAGES.phone,
  );

/** Digits only, up to six; may be empty. */
export const extensionSchema = z
  .string({ error: SIGN_UP_MESSAGES.extension })
  .trim()
  .regex(new RegExp(`^\\d{0,${EXTENSION_MAX_LENGTH}}$`), SIGN_UP_MESSAGES.extension);

/** Whether the SMS checkbox may be ticked for this mobile number. */
export function smsAllowed(mobileNumber: string | null | undefined): boolean {
  return (mobileNumber ?? '').trim().length >= SMS_MOBILE_MIN_LENGTH;
}

interface Channels {
  acceptEmail: boolean;
  acceptSms: boolean;
  mobileNumber?: string | null;
}

/** At least one notification channel; SMS only with a long enough mobile number. */
export function channelIssues(channels: Channels): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  if (!channels.acceptEmail && !channels.acceptSms) {
    issues.push({ path: ['acceptEmail'], message: SIGN_UP_MESSAGES.channel });
  }
  if (channels.acceptSms && !smsAllowed(channels.mobileNumber)) {
    issues.push({ path: ['acceptSms'], message: SIGN_UP_MESSAGES.smsNeedsMobile });
  }
  return issues;
}

/** The sign-up form of /buyer/create. */
export const signUpFormSchema = z
  .object({
    email: emailSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    officePhoneNumber: phoneSchema,
    extension: extensionSchema,
    mobileNumber: optionalPhoneSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
    acceptEmail: z.boolean(),
    acceptSms: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const mismatch = confirmationIssue(form.password, form.confirmPassword);
    if (mismatch) ctx.addIssue({ code: 'custom', ...mismatch });
    if (!form.acceptTerms) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: SIGN_UP_MESSAGES.terms });
    }
    for (const issue of channelIssues(form)) ctx.addIssue({ code: 'custom', ...issue });
  });

export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const emptySignUpForm: SignUpForm = {
  email: '',
  firstName: '',
  lastName: '',
  officePhoneNumber: '',
  extension: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  acceptEmail: true,
  acceptSms: false,
};

/** Sign-up creates role id 3 (ROLE_CLIENT, docs/decisions.md); a guest may create no other. */
export const SIGN_UP_ROLE_ID = 3;

/** The body of POST /api/user/create: the same rules, nested as the specification sends them. */
export const signUpRequestSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  rolesId: z.array(z.number().int()).max(10).optional(),
  userDetails: z
    .object({
      officePhoneNumber: phoneSchema,
      extension: extensionSchema.nullish(),
      mobileNumber: optionalPhoneSchema.nullish(),
      acceptEmail: z.boolean(),
      acceptSms: z.boolean(),
    })
    .superRefine((details, ctx) => {
      for (const issue of channelIssues(details)) ctx.addIssue({ code: 'custom', ...issue });
    }),
  password: passwordSchema,
});

export type SignUpRequestInput = z.input<typeof signUpRequestSchema>;

/** The REST body of a filled form. */
export function toSignUpRequest(form: SignUpForm): SignUpRequestInput {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    rolesId: [SIGN_UP_ROLE_ID],
    userDetails: {
      officePhoneNumber: form.officePhoneNumber,
      extension: form.extension,
      mobileNumber: form.mobileNumber,
      acceptEmail: form.acceptEmail,
      acceptSms: form.acceptSms && smsAllowed(form.mobileNumber),
    },
    password: form.password,
  };
}
