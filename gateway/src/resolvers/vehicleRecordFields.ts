// Vehicle.checks, Vehicle.conditionReports and Vehicle.notes: lazy connections
// (models/vehicleRecords.ts). A table row's counts answer totalCount without a call; the pages
// are fetched only when a field of them is asked, i.e. when a modal or the dashboard opens.
import type { VehicleResolvers } from '../__generated__/resolvers-types.ts';
import { recordConnection } from '../models/vehicleRecords.ts';
import { refuseGuests } from './recordKeepers.ts';

type VehicleRecordFields = Pick<VehicleResolvers, 'checks' | 'conditionReports' | 'notes'>;

export const vehicleRecordFields: VehicleRecordFields = {
  checks(vehicle, { first, after }, { credentials }) {
    refuseGuests(credentials);
    return recordConnection('check', vehicle, first, after);
  },
  conditionReports(vehicle, { first, after }, { credentials }) {
    refuseGuests(credentials);
    return recordConnection('conditionalReport', vehicle, first, after);
  },
  notes(vehicle, { first, after }, { credentials }) {
    refuseGuests(credentials);
    return recordConnection('note', vehicle, first, after);
  },
};
