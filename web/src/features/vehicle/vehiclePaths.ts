// Links to a vehicle: the detail page /vehicle/{vin}-{make}-{model} (only the part before the
// first dash is the VIN, or a stock number) and the public view /public/vehicle/{base64 of id}.

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

interface DetailLinkParts {
  vin: string;
  make?: string | null;
  model?: string | null;
}

export function vehicleDetailPath({ vin, make, model }: DetailLinkParts): string {
  // The VIN keeps its case: it is what the page looks up.
  const names = [make, model].map((part) => (part ? slugify(part) : '')).filter(Boolean);
  return `/vehicle/${[encodeURIComponent(vin), ...names].join('-')}`;
}

/** The VIN (or stock number) of a detail page's parameter: the part before the first dash. */
export function vinFromSlug(slug: string | undefined): string {
  return (slug ?? '').split('-')[0]!.trim();
}

export function publicVehiclePath(publicId: string): string {
  return `/public/vehicle/${encodeURIComponent(publicId)}`;
}

/** The database id in a public view's parameter, null when it is not base64 of a positive id. */
export function decodePublicId(id: string | undefined): number | null {
  if (!id) return null;
  let text: string;
  try {
    text = atob(id);
  } catch {
    return null;
  }
  if (!/^\d{1,9}$/.test(text)) return null;
  const databaseId = Number(text);
  return databaseId > 0 ? databaseId : null;
}
