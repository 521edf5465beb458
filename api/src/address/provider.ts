// The US address pick of the company forms, behind a small interface so that a hosted geocoder
// can replace the offline data by configuration (ADDRESS_PROVIDER). Places are US ZIP codes with
// their city and two-letter state code.
import { createOfflineAddressProvider } from './offlineProvider.ts';

export interface AddressPlace {
  zip: string;
  city: string;
  /** Two-letter code (NY). */
  state: string;
}

export interface AddressProvider {
  readonly name: string;
  /** The place of a 5-digit ZIP code; null when unknown. */
  byZip(zip: string): Promise<AddressPlace | null>;
  /** Places whose ZIP starts with the query's digits, or whose "City, ST" starts with it. */
  search(query: string, limit: number): Promise<AddressPlace[]>;
}

export const ADDRESS_PROVIDERS = ['offline'] as const;

export function createAddressProvider(name: string): AddressProvider {
  switch (name) {
    case 'offline':
      return createOfflineAddressProvider();
    default:
      throw new Error(`Unknown ADDRESS_PROVIDER "${name}"; known: ${ADDRESS_PROVIDERS.join(', ')}`);
  }
}
