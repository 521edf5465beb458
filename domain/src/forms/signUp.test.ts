import { describe, expect, it } from 'vitest';
import {
  SIGN_UP_MESSAGES,
  emptySignUpForm,
  signUpFormSchema,
  signUpRequestSchema,
  smsAllowed,
  toSignUpRequest,
  type SignUpForm,
} from './signUp.ts';

const valid: SignUpForm = {
  ...emptySignUpForm,
  email: '  Nina.Ortega@Hudson.TEST ',
  firstName: 'Nina',
  lastName: 'Ortega',
  officePhoneNumber: '+15185550198',
  extension: '12',
  mobileNumber: '+15185550199',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  acceptTerms: true,
  acceptEmail: true,
  acceptSms: true,
};

const issues = (form: Partial<SignUpForm>) =>
  signUpFormSchema
    .safeParse({ ...valid, ...form })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('sign-up form', () => {
  it('lowercases and trims the e-mail', () => {
    expect(signUpFormSchema.parse(valid).email).toBe('nina.ortega@hudson.test');
  });

  it.each([
    [{ email: '' }, 'email', SIGN_UP_MESSAGES.email],
    [{ email: 'nina@' }, 'email', SIGN_UP_MESSAGES.email],
    [{ email: `${'a'.repeat(250)}@x.test` }, 'email', SIGN_UP_MESSAGES.email],
    [{ firstName: 'N' }, 'firstName', 'This is a required field and must at least 2 characters.'],
    [{ lastName: '' }, 'lastName', SIGN_UP_MESSAGES.name],
    [{ lastName: 'x'.repeat(101) }, 'lastName', SIGN_UP_MESSAGES.nameTooLong],
    [{ officePhoneNumber: '' }, 'officePhoneNumber', 'This field must at least contain 10 digits.'],
    [{ officePhoneNumber: '518-555' }, 'officePhoneNumber', SIGN_UP_MESSAGES.phone],
    [{ officePhoneNumber: '+1 (518) 555-0198' }, 'officePhoneNumber', SIGN_UP_MESSAGES.phone],
    [{ mobileNumber: '555' }, 'mobileNumber', SIGN_UP_MESSAGES.phone],
    [{ extension: 'ext' }, 'extension', 'This is a numeric field'],
    [{ extension: '1234567' }, 'extension', SIGN_UP_MESSAGES.extension],
    [{ confirmPassword: 'Secret#12' }, 'confirmPassword', 'Passwords do not match'],
    [{ acceptTerms: false }, 'acceptTerms', SIGN_UP_MESSAGES.terms],
    [{ acceptEmail: false, acceptSms: false }, 'acceptEmail', SIGN_UP_MESSAGES.channel],
    [{ mobileNumber: '', acceptSms: true }, 'acceptSms', SIGN_UP_MESSAGES.smsNeedsMobile],
  ])('refuses %o', (form, path, message) => {
    expect(issues(form)).toContainEqual([path, message]);
  });

  it('accepts an empty extension and mobile number', () => {
    expect(issues({ extension: '', mobileNumber: '', acceptSms: false })).toEqual([]);
  });

  it('enables SMS from 12 characters of mobile number on', () => {
    expect(smsAllowed('+1518555019')).toBe(false);
    expect(smsAllowed('+15185550199')).toBe(true);
    expect(smsAllowed(null)).toBe(false);
  });

  it('makes the REST body of the specification, valid for the api schema', () => {
    const body = toSignUpRequest(signUpFormSchema.parse(valid));
    expect(body).toEqual({
      firstName: 'Nina',
      lastName: 'Ortega',
      email: 'nina.ortega@hudson.test',
      rolesId: [3],
      userDetails: {
        officePhoneNumber: '+15185550198',
        extension: '12',
        mobileNumber: '+15185550199',
        acceptEmail: true,
        acceptSms: true,
      },
      password: 'Secret#123',
    });
    expect(signUpRequestSchema.safeParse(body).success).toBe(true);
    // SMS is never sent on for a short mobile number
    const short = toSignUpRequest({ ...valid, mobileNumber: '+1518555', acceptSms: true });
    expect(short.userDetails.acceptSms).toBe(false);
  });

  it('applies the channel rules to the REST body too', () => {
    const body = toSignUpRequest(signUpFormSchema.parse(valid));
    const result = signUpRequestSchema.safeParse({
      ...body,
      userDetails: { ...body.userDetails, acceptEmail: false, acceptSms: false },
    });
    expect(result.error?.issues[0]?.message).toBe(SIGN_UP_MESSAGES.channel);
  });
});
