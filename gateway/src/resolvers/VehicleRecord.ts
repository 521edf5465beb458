// VehicleRecord: what checks, condition reports and notes share (global id, author, status dot,
// vehicle), the interface's type resolution, and their connections over one vehicle's pages:
// totalCount from the vehicle's own counts when it has them, else from the page, which is
// fetched only when a field needs it (models/vehicleRecords.ts).
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { VehicleRecordResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { VehicleRecordDto } from '../models.ts';
import { recordSlice, recordTypeOf, type RecordConnectionModel } from '../models/vehicleRecords.ts';
import { edgesOf, pageCursorsOf, pageInfoOf } from '../relay/connection.ts';
import { toGlobalId } from '../relay/ids.ts';

export const VehicleRecord: VehicleRecordResolvers = {
  __resolveType: (record) => recordTypeOf(record),
};

/** The fields every kind resolves alike; `createdAt` reads the kind's own timestamp. */
export function recordFields<T extends VehicleRecordDto>(createdAt: (record: T) => string) {
  return {
    id: (record: T) => toGlobalId(recordTypeOf(record), record.id),
    databaseId: (record: T) => record.id,
    createdAt,
    author: (record: T) => record.user,
    vehicleId: (record: T) => toGlobalId('Vehicle', record.vehicleId),
  };
}

/** The resolvers of a connection of one kind (CheckConnection, ConditionReportConnection...). */
export function recordConnectionFields<K extends VehicleRecordKind>() {
  type Model = RecordConnectionModel<K>;
  const slice = (model: Model, { loaders }: GatewayContext) => recordSlice(model, loaders);
  return {
    edges: async (model: Model, _args: unknown, context: GatewayContext) =>
      edgesOf(await slice(model, context)),
    pageInfo: async (model: Model, _args: unknown, context: GatewayContext) =>
      pageInfoOf(await slice(model, context)),
    pageCursors: async (model: Model, _args: unknown, context: GatewayContext) =>
      pageCursorsOf(await slice(model, context)),
    totalCount: async (model: Model, _args: unknown, context: GatewayContext) =>
      model.knownTotal ?? (await slice(model, context)).total,
  };
}
