// ConditionReport, its connection and edge: a link to an external condition report of a vehicle
// (the api's ConditionalReportDto).
import type { ConditionalReportDto } from '@canam/domain/rest/vehicleRecords';
import type {
  ConditionReportConnectionResolvers,
  ConditionReportEdgeResolvers,
  ConditionReportResolvers,
} from '../__generated__/resolvers-types.ts';
import { sliceEdge } from '../relay/connection.ts';
import { recordConnectionFields, recordFields } from './VehicleRecord.ts';

export const ConditionReport: ConditionReportResolvers = recordFields(
  (report: ConditionalReportDto) => report.date,
);

export const ConditionReportConnection: ConditionReportConnectionResolvers =
  recordConnectionFields<'conditionalReport'>();

export const ConditionReportEdge: ConditionReportEdgeResolvers = sliceEdge;
