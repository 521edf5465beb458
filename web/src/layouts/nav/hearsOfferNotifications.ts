// Who hears of offer notifications live (LiveOfferNotifications.tsx): staff who negotiate, and
// dealers of an accepted company. Apart from that component so that the navbar can ask without
// loading it.
import { hasOfferNotifications } from '@canam/domain/notifications';
import type { RoleName } from '@canam/domain/roles';

export function hearsOfferNotifications(viewer: {
  roles: readonly string[];
  companyStatus: string | null | undefined;
}): boolean {
  return hasOfferNotifications(viewer.roles as RoleName[], viewer.companyStatus === 'ACCEPTED');
}
