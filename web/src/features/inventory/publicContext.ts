// The public inventory's filter context: no staff fields, no agent, no price filter.
import type { CatalogueContext } from '@canam/domain/forms/catalogueFilter';

export const PUBLIC_CONTEXT: CatalogueContext = { staff: false, admin: false, prices: false };
