import { describe, expect, it } from 'vitest';
import {
  DISABLED_REASONS,
  decisionMoments,
  vehicleActions as decide,
  type ActionsVehicle,
  type ActionsViewer,
} from './vehicleActions.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
/** Decided at NOW, unless a test moves the clock. */
const vehicleActions = (viewer: ActionsViewer, vehicle: ActionsVehicle, now = NOW) =>
  decide(viewer, vehicle, now);

const guest: ActionsViewer = { isLoggedIn: false, roles: [], companyStatus: null, homeRoute: '/' };
const buyer: ActionsViewer = {
  isLoggedIn: true,
  roles: ['ROLE_BUYER'],
  companyStatus: 'ACCEPTED',
  homeRoute: '/buyer/buyer-car-list',
};
const client: ActionsViewer = { ...buyer, roles: ['ROLE_CLIENT'], homeRoute: '/buyer/car-list' };
const pendingBuyer: ActionsViewer = { ...buyer, companyStatus: 'PENDING' };
const buyerWithoutCompany: ActionsViewer = { ...buyer, companyStatus: null };
const admin: ActionsViewer = {
  isLoggedIn: true,
  roles: ['ROLE_ADMIN'],
  companyStatus: null,
  homeRoute: '/admin/vehicles/list',
};
const superAdmin: ActionsViewer = { ...admin, roles: ['ROLE_SUPER_ADMIN'] };
const agent: ActionsViewer = { ...admin, roles: ['ROLE_AGENT'], homeRoute: '/agent/vehicles/list' };
const reviewer: ActionsViewer = { ...admin, roles: ['ROLE_REVIEWER'], homeRoute: '/admin' };

const onSale: ActionsVehicle = {
  id: 'VmVoaWNsZTo0Mg==',
  databaseId: 42,
  vin: '2T3BFREV5KW012345',
  status: 'ReadyToSell',
  releaseDate: at(-24 * HOUR),
  hasSale: false,
  viewerOffer: null,
  hasFinalPrice: false,
  viewerCanEdit: false,
  workOrder: true,
};
const sold: ActionsVehicle = { ...onSale, status: 'Sold', hasSale: true };
const unreleased: ActionsVehicle = { ...onSale, releaseDate: at(20 * HOUR) };
const liveOffer = { status: 'ACTIVE', expiresAt: at(5 * HOUR) } as const;
const expiredOffer = { status: 'EXPIRED', expiresAt: at(-5 * HOUR) } as const;

describe('vehicleActions', () => {
  it('sends a guest to the login modal for offers and purchases', () => {
    const actions = vehicleActions(guest, onSale);
    expect(actions).toMatchObject({ audience: 'guest', makeOffer: 'login', buyNow: 'login' });
    expect(actions.viewOffersOnCard).toBe(false);
    expect(actions.viewOffersOnDetail).toBe(false);
    expect(actions.editPath).toBeNull();
    expect(actions.staffDetails).toBe(false);
  });

  it('lets a dealer of an accepted company offer and buy', () => {
    for (const viewer of [buyer, client]) {
      const actions = vehicleActions(viewer, onSale);
      expect(actions).toMatchObject({ audience: 'dealer', makeOffer: 'form', buyNow: 'confirm' });
      expect(actions.currentOfferPath).toBeNull();
      // Their own offers panel from the detail page; on cards it is Current Offer once they offer.
      expect(actions.viewOffersOnDetail).toBe(true);
      expect(actions.viewOffersOnCard).toBe(false);
    }
  });

  it('shows a dealer its current offer instead of a new one', () => {
    const actions = vehicleActions(buyer, { ...onSale, viewerOffer: liveOffer });
    expect(actions.makeOffer).toBe('none');
    expect(actions.buyNow).toBe('confirm');
    // The Active Offers tab with this vehicle's offers panel open.
    expect(actions.currentOfferPath).toBe(
      '/buyer/buyer-car-list?tab=active-offers&offers=VmVoaWNsZTo0Mg%3D%3D',
    );
    const url = new URL(actions.currentOfferPath ?? '', 'http://x');
    expect(url.searchParams.get('offers')).toBe('VmVoaWNsZTo0Mg==');
    expect(actions.expiredOfferPath).toBeNull();
  });

  it('lets a dealer whose negotiation expired offer again, pointing to its Expired Offers tab', () => {
    const actions = vehicleActions(client, { ...onSale, viewerOffer: expiredOffer });
    expect(actions).toMatchObject({ makeOffer: 'form', buyNow: 'confirm', currentOfferPath: null });
    expect(actions.expiredOfferPath).toBe(
      '/buyer/car-list?tab=expired-offers&offers=VmVoaWNsZTo0Mg%3D%3D',
    );
  });

  it('re-decides when the offer expires by the clock, before the server says so', () => {
    const offer = { ...liveOffer, expiresAt: at(HOUR) };
    const vehicle = { ...onSale, viewerOffer: offer };
    const before = vehicleActions(buyer, vehicle, new Date(NOW.getTime() + HOUR - 1));
    expect(before.makeOffer).toBe('none');
    expect(new URL(before.currentOfferPath ?? '', 'http://x').searchParams.get('tab')).toBe(
      'active-offers',
    );
    const after = vehicleActions(buyer, vehicle, new Date(NOW.getTime() + HOUR));
    expect(after).toMatchObject({ makeOffer: 'form', currentOfferPath: null });
    expect(new URL(after.expiredOfferPath ?? '', 'http://x').searchParams.get('tab')).toBe(
      'expired-offers',
    );
    expect(decisionMoments(vehicle)).toContain(offer.expiresAt);
  });

  it('disables Make an Offer and Buy Now, saying why, until the vehicle is released', () => {
    for (const viewer of [buyer, client]) {
      const actions = vehicleActions(viewer, unreleased);
      expect(actions).toMatchObject({
        makeOffer: 'disabled',
        buyNow: 'disabled',
        disabledReason: DISABLED_REASONS.notReleased,
      });
    }
    // The countdown passes: the same vehicle takes offers, with no reason left to show.
    const released = vehicleActions(
      buyer,
      unreleased,
      new Date(Date.parse(unreleased.releaseDate!)),
    );
    expect(released).toMatchObject({ makeOffer: 'form', buyNow: 'confirm', disabledReason: null });
    expect(decisionMoments(unreleased)).toContain(unreleased.releaseDate);
    // A guest is still sent to log in; a dealer without an accepted company keeps its reason.
    expect(vehicleActions(guest, unreleased)).toMatchObject({
      makeOffer: 'login',
      buyNow: 'login',
    });
    expect(vehicleActions(pendingBuyer, unreleased).disabledReason).toBe(
      DISABLED_REASONS.companyNotAccepted,
    );
  });

  it('sends a dealer without an accepted company to e-mail and disables Buy Now', () => {
    for (const viewer of [pendingBuyer, buyerWithoutCompany]) {
      const actions = vehicleActions(viewer, onSale);
      expect(actions).toMatchObject({
        audience: 'lockedDealer',
        makeOffer: 'email',
        buyNow: 'disabled',
        disabledReason: DISABLED_REASONS.companyNotAccepted,
        viewOffersOnCard: false,
        currentOfferPath: null,
      });
    }
  });

  it('never shows an admin Make an Offer, but View Offers, staff details and the work order', () => {
    for (const viewer of [admin, superAdmin]) {
      const actions = vehicleActions(viewer, { ...onSale, viewerCanEdit: true });
      expect(actions).toMatchObject({ audience: 'admin', makeOffer: 'none', buyNow: 'none' });
      expect(actions.viewOffersOnCard).toBe(true);
      expect(actions.viewOffersOnDetail).toBe(true);
      expect(actions.editPath).toBe('/admin/vehicles/registry/2T3BFREV5KW012345');
      expect(actions.staffDetails).toBe(true);
      expect(actions.workOrder).toBe(true);
    }
  });

  it('gives an agent its own offers route and the pencil only where it may edit', () => {
    const own = vehicleActions(agent, { ...onSale, viewerCanEdit: true });
    expect(own.viewOffersOnCard).toBe(true);
    expect(own.editPath).toBe('/agent/vehicles/registry/2T3BFREV5KW012345');
    expect(own.workOrder).toBe(false);
    expect(vehicleActions(agent, onSale).editPath).toBeNull();
  });

  it('gives a reviewer (users and companies only) no staff details and no offers', () => {
    const actions = vehicleActions(reviewer, onSale);
    expect(actions).toMatchObject({
      audience: 'reviewer',
      staffDetails: false,
      viewOffersOnCard: false,
      viewOffersOnDetail: false,
      makeOffer: 'none',
      buyNow: 'none',
    });
    expect(vehicleActions(reviewer, sold).saleDetails).toBeNull();
  });

  it('shows no offer buttons on a sold vehicle', () => {
    for (const viewer of [guest, buyer, pendingBuyer, admin, agent]) {
      const actions = vehicleActions(viewer, { ...sold, viewerOffer: liveOffer });
      expect(actions.sold).toBe(true);
      expect(actions.makeOffer).toBe('none');
      expect(actions.buyNow).toBe('none');
      expect(actions.currentOfferPath).toBeNull();
      expect(actions.expiredOfferPath).toBeNull();
      expect(actions.viewOffersOnCard).toBe(false);
      expect(actions.viewOffersOnDetail).toBe(false);
    }
  });

  it('treats a vehicle with a sale (an accepted offer) as sold', () => {
    expect(vehicleActions(buyer, { ...onSale, hasSale: true }).sold).toBe(true);
  });

  it('shows sale data to staff and the purchase to the dealer who bought it', () => {
    expect(vehicleActions(admin, sold).saleDetails).toBe('staff');
    expect(vehicleActions(buyer, sold).saleDetails).toBeNull();
    expect(vehicleActions(buyer, { ...sold, hasFinalPrice: true }).saleDetails).toBe('purchase');
    expect(vehicleActions(guest, sold).saleDetails).toBeNull();
  });
});
