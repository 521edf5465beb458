// US address pick: GET /api/address/zip/{zip} and GET /api/address/search?query=.
import { z } from 'zod';
import type { AddressSuggestionDto, ZipAddressDto } from '@canam/domain/rest/accounts';
import type { Exactly } from './common.ts';

export const ADDRESS_MESSAGES = {
  zip: 'Enter a 5-digit US ZIP code.',
  zipNotFound: 'ZIP code not found',
} as const;

export const zipParams = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, ADDRESS_MESSAGES.zip),
});

export const zipAddress = z
  .object({
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    stateId: z.number().int(),
    stateName: z.string(),
  })
  .meta({ id: 'ZipAddress' });

export const addressSearchQuery = z.object({ query: z.string().max(100).default('') });

export const addressSuggestion = z
  .object({
    label: z.string(),
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    stateId: z.number().int(),
  })
  .meta({ id: 'AddressSuggestion' });

export const addressSuggestions = z.array(addressSuggestion);

export const contractChecks: [
  Exactly<z.infer<typeof zipAddress>, ZipAddressDto>,
  Exactly<z.infer<typeof addressSuggestion>, AddressSuggestionDto>,
] = [true, true];
