// The new-token form of the access tokens page: name, scopes (as the graph names them) and
// lifetime, with the same limits and texts as the api (rest/accessTokens.ts), and the words the
// page uses for each scope.
import { z } from 'zod';
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_LIMITS,
  scopesAllowedFor,
  type AccessTokenScope,
} from '../accessTokens.ts';
import { ACCESS_TOKEN_MESSAGES } from '../rest/accessTokens.ts';
import type { RoleName } from '../roles.ts';

/** The graph's AccessTokenScope values. */
export type AccessTokenScopeName =
  'CATALOGUE_READ' | 'OFFERS_READ' | 'OFFERS_WRITE' | 'INVENTORY_READ';

export interface ScopeChoice {
  name: AccessTokenScopeName;
  scope: AccessTokenScope;
  label: string;
  description: string;
}

export const SCOPE_CHOICES: readonly ScopeChoice[] = [
  {
    name: 'CATALOGUE_READ',
    scope: 'catalogue:read',
    label: 'Read the catalogue',
    description: 'Vehicles, details and prices as you see them, and their live changes.',
  },
  {
    name: 'OFFERS_READ',
    scope: 'offers:read',
    label: 'Read your offers',
    description: 'Your offers, negotiations, purchases and notifications.',
  },
  {
    name: 'OFFERS_WRITE',
    scope: 'offers:write',
    label: 'Make offers and buy',
    description: 'Make, counter and accept offers and buy now, as you may.',
  },
  {
    name: 'INVENTORY_READ',
    scope: 'inventory:read',
    label: 'Read the back office',
    description: 'The vehicle lists, offers and companies you may read. No changes.',
  },
];

/** The scopes a viewer with these roles may give a token. */
export function scopeChoicesFor(roles: readonly RoleName[]): ScopeChoice[] {
  const allowed = scopesAllowedFor(roles);
  return SCOPE_CHOICES.filter((choice) => allowed.includes(choice.scope));
}

export const scopeLabel = (name: string) =>
  SCOPE_CHOICES.find((choice) => choice.name === name)?.label ?? name;

export const accessTokenFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, ACCESS_TOKEN_MESSAGES.nameRequired)
    .max(ACCESS_TOKEN_LIMITS.nameMaxLength, ACCESS_TOKEN_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(SCOPE_CHOICES.map((choice) => choice.name) as [AccessTokenScopeName]))
    .min(1, ACCESS_TOKEN_MESSAGES.scopesRequired),
  expiresInDays: z
    .enum(ACCESS_TOKEN_EXPIRY_DAYS.map(String) as [string], {
      error: ACCESS_TOKEN_MESSAGES.expiryInvalid,
    })
    .transform(Number),
});
export type AccessTokenFormInput = z.input<typeof accessTokenFormSchema>;
export type AccessTokenForm = z.output<typeof accessTokenFormSchema>;
export const ACCESS_TOKEN_FIELDS = ['name', 'scopes', 'expiresInDays'] as const;
