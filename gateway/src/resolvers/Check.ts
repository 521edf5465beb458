// Check, CheckConnection and CheckEdge: a payment check recorded on a vehicle (CheckDto).
import type { CheckDto } from '@canam/domain/rest/vehicleRecords';
import type {
  CheckConnectionResolvers,
  CheckEdgeResolvers,
  CheckResolvers,
} from '../__generated__/resolvers-types.ts';
import { sliceEdge } from '../relay/connection.ts';
import { toMoney } from '../models/money.ts';
import { recordConnectionFields, recordFields } from './VehicleRecord.ts';

export const Check: CheckResolvers = {
  ...recordFields((check: CheckDto) => check.registerDate),
  amount: (check) => toMoney(check.amount)!,
};

export const CheckConnection: CheckConnectionResolvers = recordConnectionFields<'check'>();

export const CheckEdge: CheckEdgeResolvers = sliceEdge;
