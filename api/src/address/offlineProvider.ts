// Offline US ZIP, city and state data of the `zipcodes` package (about 42,000 US ZIP codes, no
// network). Two sorted indexes are built on first use: by ZIP and by city.
import zipcodes from 'zipcodes';
import type { AddressPlace, AddressProvider } from './provider.ts';

interface Index {
  byZip: AddressPlace[];
  /** Sorted by lower-case city, then state, then ZIP. */
  byCity: (AddressPlace & { key: string })[];
  zips: Map<string, AddressPlace>;
}

let index: Index | null = null;

/** Code-unit order: every key with a given prefix sits in one run of the sorted list. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function load(): Index {
  if (index) return index;
  const places: AddressPlace[] = Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US' && /^\d{5}$/.test(code.zip))
    .map((code) => ({ zip: code.zip, city: code.city, state: code.state }));
  const byZip = [...places].sort((a, b) => compare(a.zip, b.zip));
  const byCity = places
    .map((place) => ({ ...place, key: place.city.toLowerCase() }))
    .sort((a, b) => compare(a.key, b.key) || compare(a.state, b.state) || compare(a.zip, b.zip));
  index = { byZip, byCity, zips: new Map(byZip.map((place) => [place.zip, place])) };
  return index;
}

/** First position whose key is not below `prefix` (the list is sorted by key). */
function lowerBound<T>(list: T[], prefix: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(keyOf(list[middle]!), prefix) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function byZipPrefix(prefix: string, limit: number): AddressPlace[] {
  const { byZip } = load();
  const found: AddressPlace[] = [];
  for (let i = lowerBound(byZip, prefix, (p) => p.zip); i < byZip.length; i++) {
    const place = byZip[i]!;
    if (!place.zip.startsWith(prefix) || found.length >= limit) break;
    found.push(place);
  }
  return found;
}

function byCityPrefix(city: string, state: string, limit: number): AddressPlace[] {
  const { byCity } = load();
  const found: AddressPlace[] = [];
  for (let i = lowerBound(byCity, city, (p) => p.key); i < byCity.length; i++) {
    const place = byCity[i]!;
    if (!place.key.startsWith(city) || found.length >= limit) break;
    if (state && !place.state.startsWith(state)) continue;
    const { key: _key, ...rest } = place;
    found.push(rest);
  }
  return found;
}

export function createOfflineAddressProvider(): AddressProvider {
  return {
    name: 'offline',
    async byZip(zip) {
      return load().zips.get(zip.trim().slice(0, 5)) ?? null;
    },
    async search(query, limit) {
      const text = query.trim().replace(/\s+/g, ' ');
      if (/^\d{1,5}(-\d{0,4})?$/.test(text)) return byZipPrefix(text.slice(0, 5), limit);
      const comma = text.lastIndexOf(',');
      const city = (comma < 0 ? text : text.slice(0, comma)).trim().toLowerCase();
      const state = (comma < 0 ? '' : text.slice(comma + 1)).trim().toUpperCase();
      if (!city) return [];
      return byCityPrefix(city, state, limit);
    },
  };
}
