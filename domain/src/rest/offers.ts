// REST contract of the negotiation calls: POST /api/vehicle/offer, /api/vehicle/counterOffer,
// /api/vehicle/acceptOffer, /api/vehicle/buy, /api/vehicle/validateOtherOffer,
// /api/vehicle/offerChain and GET /api/vehicle/getOfferHistory. Money is a decimal string.

/** One offer (specification, Offer entity). `role` is its author's role; status 1 active, 0 expired, 2 accepted, 3 closed. */
export interface OfferDto {
  id: number;
  /** The offer chain (one vehicle, one dealer) this offer belongs to. */
  mainOffer: number;
  vehiclesId: number;
  clientId: number;
  firstName: string;
  lastName: string;
  role: string;
  offerPrice: string;
  status: number;
  createdAt: string;
  registerDate: string;
  updatedAt: string;
  time: { serverTime: string; expirationTime: string };
}

/** Body of POST /api/vehicle/offer (a dealer) and /api/vehicle/counterOffer (staff). */
export interface OfferRequest {
  vehiclesId: number;
  clientId?: number;
  offerPrice: string | number;
}

export interface AcceptOfferRequest {
  id: number;
  vehiclesId: number;
}

export interface BuyRequest {
  vehiclesId: number;
}

/** 200 answer of acceptOffer and buy. */
export interface SaleResultDto {
  message: string;
  vehicleSale: { vehiclesId: number; salePrice: string; registerDate: string; buyerId: number };
}

/** 200 answer of validateOtherOffer: OFFER_MESSAGES.higherOffer or OFFER_MESSAGES.noHigherBid. */
export interface ValidateOtherOfferDto {
  message: string;
  higherOffer: boolean;
}

/** One item of POST /api/vehicle/offerChain's data list (specification: role, offerPrice, createdAt). */
export interface OfferChainItemDto {
  id: number;
  role: string;
  offerPrice: string;
  createdAt: string;
  expiresAt: string;
  status: number;
}

/** One dealer's negotiation on a vehicle, in GET /api/vehicle/getOfferHistory. */
export interface OfferHistoryDto {
  mainOffer: number;
  vehiclesId: number;
  state: 'open' | 'accepted' | 'closed';
  client: { id: number; firstName: string; lastName: string; companyName: string | null };
  offers: OfferChainItemDto[];
  time: { serverTime: string; expirationTime: string | null };
}
