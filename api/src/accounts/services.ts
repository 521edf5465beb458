// What the account routes need besides the database, decorated on the app as `app.accounts`:
// the mailer, the public base URL of the web application (links in e-mails), the US address
// provider and the rate limits. buildApp fills in the defaults of a fresh machine.
import { DEFAULT_PUBLIC_BASE_URL } from '../config.ts';
import { createAddressProvider } from '../address/provider.ts';
import type { AddressProvider } from '../address/provider.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createOutboxMailer } from '../mail/outboxMailer.ts';
import { rateLimitsOf } from './rateLimits.ts';
import type { RateLimits } from './rateLimits.ts';

export interface AccountServices {
  mailer: Mailer;
  publicBaseUrl: string;
  addressProvider: AddressProvider;
  rateLimits: RateLimits;
}

export interface AccountDependencies {
  /** Default: http://localhost:8080 */
  publicBaseUrl?: string;
  /** Default: the offline US ZIP data. */
  addressProvider?: AddressProvider;
  /** Rules replacing the defaults of accounts/rateLimits.ts. */
  rateLimits?: Partial<RateLimits>;
  /** Multiplies the default limits (RATE_LIMIT_SCALE). */
  rateLimitScale?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountServices;
  }
}

export function accountServices(deps: AccountDependencies, mailer?: Mailer): AccountServices {
  return {
    mailer: mailer ?? createOutboxMailer(),
    publicBaseUrl: (deps.publicBaseUrl ?? DEFAULT_PUBLIC_BASE_URL).replace(/\/+$/, ''),
    addressProvider: deps.addressProvider ?? createAddressProvider('offline'),
    rateLimits: rateLimitsOf(deps.rateLimits, deps.rateLimitScale),
  };
}
