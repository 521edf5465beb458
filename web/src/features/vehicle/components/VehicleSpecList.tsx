// The detail page's list: make, year, model, mileage, style, doors, color, vehicle type, drive
// type and engine (plus transmission and stock number, which dealers ask for).
import { graphql, useFragment } from 'react-relay';
import type { VehicleSpecList_vehicle$key } from '../../../__generated__/VehicleSpecList_vehicle.graphql.ts';
import { DetailRows } from './DetailRows.tsx';
import { milesText } from './VehicleFacts.tsx';

const UNKNOWN = '—';

export function VehicleSpecList({ vehicle }: { vehicle: VehicleSpecList_vehicle$key }) {
  const data = useFragment(
    graphql`
      fragment VehicleSpecList_vehicle on Vehicle {
        miles
        color
        stockNumber
        vinNumber {
          make
          year
          model
          style
          doors
          vehicleType
          driveType
          engine
          transmissionType
        }
      }
    `,
    vehicle,
  );
  const vin = data.vinNumber;
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? UNKNOWN : String(value);
  return (
    <DetailRows
      label="Specifications"
      columns={2}
      rows={[
        { label: 'Make', value: text(vin.make) },
        { label: 'Year', value: text(vin.year) },
        { label: 'Model', value: text(vin.model) },
        { label: 'Mileage', value: data.miles != null ? milesText(data.miles) : UNKNOWN },
        { label: 'Style', value: text(vin.style) },
        { label: 'Doors', value: text(vin.doors) },
        { label: 'Color', value: text(data.color) },
        { label: 'Vehicle type', value: text(vin.vehicleType) },
        { label: 'Drive type', value: text(vin.driveType) },
        { label: 'Engine', value: text(vin.engine) },
        { label: 'Transmission', value: text(vin.transmissionType) },
        { label: 'Stock number', value: text(data.stockNumber) },
      ]}
    />
  );
}
