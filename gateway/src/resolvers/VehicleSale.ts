// VehicleSale: the sale of a sold vehicle; the buyer and the price received are sent by the api to
// staff only.
import type { VehicleSaleResolvers } from '../__generated__/resolvers-types.ts';
import { toMoney } from '../models/money.ts';

export const VehicleSale: VehicleSaleResolvers = {
  salePrice: (sale) => toMoney(sale.salePrice),
  receivedPrice: (sale) => toMoney(sale.receivedPrice),
  buyer: (sale) => sale.user,
};
