// REST contract of dealer review and assign-company (specification 001, sections 2-5, 7 and 8):
// the dealer record, the assign-company lists, the company search, saving a dealer, assigning a
// user to a company, rejecting and deleting users, company validations and the company edit.
// Who may call each route: domain/src/access.ts (dealer reviewers: admins, super admins and
// reviewers).
import { z } from 'zod';
import { COMPANY_REVIEW_MESSAGES, companyEditFormSchema } from '../forms/companyReview.ts';
import { CORPORATION_TYPES } from '../forms/company.ts';
import {
  COMPANY_SEARCH_LIMIT,
  COMPANY_SEARCH_MIN_LENGTH,
  DEALER_MESSAGES,
  dealerCompanyShape,
  dealerFormChecks,
  dealerUserShape,
} from '../forms/dealer.ts';
import { DEALER_STAGES } from '../statuses.ts';
import { companyStatusBody, companyStatusResponse } from './accounts.ts';
import { id, isoDate } from './fields.ts';
import { databaseId } from './ids.ts';
import { blankToUndefined, optionalParam } from './params.ts';
import { companyRef, listQuery, userAccount } from './users.ts';

export const COMPANY_MESSAGES_REST = {
  notFound: 'Company not found',
  userNotFound: 'User not found',
  notDealer: 'Only a client or buyer can be assigned to a company',
  alreadyRejected: 'This user is already rejected',
  /** Reject is an action of the Pre registration and In review tabs only. */
  activeNotRejectable: 'An active user cannot be rejected: change its company status instead',
  /** PUT /api/company/validations with an id that is not the company's. */
  validationsId: 'id must be the id of the company',
} as const;

const companyStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The company validations (specification 001 §3): a flag per checked field. */
export const companyValidations = z
  .object({ id, companyName: z.boolean(), taxid: z.boolean(), dealerLicense: z.boolean() })
  .meta({ id: 'CompanyValidations' });
export type CompanyValidationsDto = z.output<typeof companyValidations>;

/** The company / dealer record (specification 001 §3), with its state, status and validations. */
export const dealerRecord = z
  .object({
    id,
    companyName: z.string().nullable(),
    commercialName: z.string().nullable(),
    /** The free "company ID" text. */
    companyId: z.string().nullable(),
    faxNumber: z.string().nullable(),
    addressLine2: z.string().nullable(),
    street: z.string().nullable(),
    zip: z.string().nullable(),
    /** Two-letter state code, and its us_state id. */
    state: z.string().nullable(),
    stateId: z.number().int().nullable(),
    city: z.string().nullable(),
    webSite: z.string().nullable(),
    gstHst: z.string().nullable(),
    qst: z.string().nullable(),
    /** NEQ or Business number: which one, and the number. */
    corporationType: z.enum(CORPORATION_TYPES).nullable(),
    corporationNumber: z.string().nullable(),
    dealerLicense: z.string().nullable(),
    billingContactName: z.string().nullable(),
    billingContactEmail: z.string().nullable(),
    billingContactMobilePhone: z.string().nullable(),
    secondaryEmail: z.string().nullable(),
    secondaryMobileNumber: z.string().nullable(),
    /** 1 or 0. */
    toBeDelivered: z.union([z.literal(0), z.literal(1)]),
    taxid: z.string().nullable(),
    officePhoneNumber: z.string().nullable(),
    auctionAccessNumber: z.string().nullable(),
    status: companyStatus,
    validations: companyValidations,
    /** The company's client (who registered it), or the user asked about; null when none. */
    user: userAccount.nullable(),
    /** How many users belong to it (a registered company counts its registrant). */
    userCount: z.number().int(),
    createdAt: isoDate,
  })
  .meta({ id: 'DealerRecord' });
export type DealerRecordDto = z.output<typeof dealerRecord>;

// GET /api/company?id= | ?userId= : {data: [record]} (the first item is the company item) --------

export const companyQuery = z
  .object({
    id: optionalParam(databaseId('id')),
    /** The company of this user: its own, else the one it registered. */
    userId: optionalParam(databaseId('userId')),
  })
  .refine((query) => (query.id === undefined) !== (query.userId === undefined), {
    message: 'Give id or userId',
    path: ['id'],
  });
export const companyList = z.object({ data: z.array(dealerRecord) });
export type CompanyListDto = z.output<typeof companyList>;

// GET /api/company/listUserWithoutCompany: the Pre registration tab ----------------------------
// GET /api/company/listCompanyAndPreCompany?type=: the assign-company tabs ---------------------
// Both answer paged(userAccount), newest first.

export const dealerRegistrationQuery = listQuery.extend({
  type: z.enum(DEALER_STAGES, {
    error: 'type must be preRegistration, inReview, active or rejected',
  }),
});
export type DealerRegistrationQuery = z.output<typeof dealerRegistrationQuery>;
export { userAccountPage } from './users.ts';

// GET /api/company/listCompany?search= : at most 300 companies, from 3 characters -----------------

export const companySearchQuery = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export const companySearchResult = z.object({ data: z.array(companyRef) });
export type CompanySearchResultDto = z.output<typeof companySearchResult>;
export { COMPANY_SEARCH_LIMIT, COMPANY_SEARCH_MIN_LENGTH };

// GET /api/company/listUserByCompany?companyId= : a company's users --------------------------

export const companyUsersQuery = listQuery.extend({ companyId: databaseId('companyId') });

// POST /api/company/saveDealer ----------------------------------------------------------------

/**
 * The dealer save payload (specification 001 §3) with the form's names: `id` is the user being
 * updated (absent: a new client, invited by e-mail); `companyId` the free company ID text;
 * `existingCompanyId` (with companyChoice 'existing') attaches the user to that company instead
 * of saving company fields.
 */
export const saveDealerBody = z
  .object({
    id: optionalParam(databaseId('id')),
    ...dealerUserShape,
    companyChoice: z.enum(['new', 'existing']).default('new'),
    existingCompanyId: optionalParam(databaseId('existingCompanyId')),
    ...dealerCompanyShape,
    commercialName: dealerCompanyShape.commercialName.optional(),
  })
  .superRefine(dealerFormChecks)
  .meta({ id: 'SaveDealer' });
export type SaveDealerRequest = z.input<typeof saveDealerBody>;
/** 200 'Dealer successfully registered/updated' or 'Company assigned successfully'. */
export const dealerSaved = z.object({
  message: z.enum([DEALER_MESSAGES.saved, DEALER_MESSAGES.assigned]),
  user: userAccount,
  company: dealerRecord,
});
export type DealerSavedResponse = z.output<typeof dealerSaved>;

// PUT /api/company/assignCompany {userId, companyId} --------------------------------------------

export const assignCompanyBody = z.object({
  userId: databaseId('userId'),
  companyId: databaseId('companyId'),
});
export const companyAssigned = z.object({
  message: z.literal(DEALER_MESSAGES.assigned),
  user: userAccount,
});
export type CompanyAssignedResponse = z.output<typeof companyAssigned>;

// PUT /api/company/rejectCompany {userId} --------------------------------------------------------

/**
 * Rejects a dealer user: its pending company (own or registered) gets status 3, which rejects
 * everyone of it; a user without a company is rejected alone.
 */
export const rejectCompanyBody = z.object({ userId: databaseId('userId') });
export const userRejected = z.object({
  message: z.literal(DEALER_MESSAGES.rejected),
  user: userAccount,
});
export type UserRejectedResponse = z.output<typeof userRejected>;

// DELETE /api/company/deleteUserNotValidate?userId= -----------------------------------------------

export const deleteUserQuery = z.object({ userId: databaseId('userId') });
export const userDeleted = z.object({ message: z.literal(DEALER_MESSAGES.deleted), id });

// PUT /api/company/validations {id?, companyId, companyName, taxid1, dealerLicense} -------------

export const validationsBody = z.object({
  id: optionalParam(databaseId('id')),
  companyId: databaseId('companyId'),
  companyName: z.boolean(),
  taxid1: z.boolean(),
  dealerLicense: z.boolean(),
});
export const validationsUpdated = z.object({
  message: z.literal(COMPANY_REVIEW_MESSAGES.validationsUpdated),
  validations: companyValidations,
});

// PUT /api/company: {id, status} changes the status (rest/accounts.ts companyStatusBody);
// the "Company (edit)" body changes its fields -----------------------------------------------

/** The company edit of the specification: fullName is the commercial name, cityId the city. */
export const companyEditBody = companyEditFormSchema
  .omit({ commercialName: true, city: true, taxid: true })
  .extend({
    id: databaseId('id'),
    fullName: companyEditFormSchema.shape.commercialName,
    cityId: companyEditFormSchema.shape.city,
    taxidOne: companyEditFormSchema.shape.taxid,
    state: z.string().trim().max(2).nullish(),
  })
  .meta({ id: 'CompanyEdit' });
export type CompanyEditRequest = z.input<typeof companyEditBody>;
export const companyUpdated = z.object({
  message: z.literal(COMPANY_REVIEW_MESSAGES.updated),
  company: dealerRecord,
});
export type CompanyUpdatedResponse = z.output<typeof companyUpdated>;

/**
 * The body of PUT /api/company: with `status`, the status change of rest/accounts.ts (as before);
 * without it, the company edit. Told apart by `status` alone, so a refusal names the field of the
 * body that was meant ('status must be 1, 2 or 3', or the edit form's own message).
 */
export const companyUpdateBody = z
  .discriminatedUnion(
    'status',
    [
      companyStatusBody,
      companyEditBody.extend({
        status: z
          .undefined()
          .optional()
          .meta({ description: 'Absent: the body is the company form' }),
      }),
    ],
    { error: 'status must be 1, 2 or 3' },
  )
  .meta({
    description: '{id, status} changes the status; the company form (without status) edits it',
  });
export type CompanyUpdateRequest = z.input<typeof companyUpdateBody>;
/** 200: 'Company status updated' with {id, status}, or 'Company successfully updated'. */
export const companyUpdateResponse = z.union([companyStatusResponse, companyUpdated]);
