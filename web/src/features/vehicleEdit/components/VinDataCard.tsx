// The sidebar's VIN data: what the decoder read from the VIN (a field it did not know shows a dash).
import { Card, DataList, Heading } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { VinDataCard_vehicle$key } from '../../../__generated__/VinDataCard_vehicle.graphql.ts';

export function VinDataCard({ vehicle: vehicleKey }: { vehicle: VinDataCard_vehicle$key }) {
  const { vinNumber: vin } = useFragment(
    graphql`
      fragment VinDataCard_vehicle on Vehicle {
        vinNumber {
          vinNumber
          make
          model
          year
          trim
          style
          doors
          vehicleType
          driveType
          madeIn
          madeInCity
          transmissionType
          engine
        }
      }
    `,
    vehicleKey,
  );
  const rows: [string, string | number | null | undefined][] = [
    ['VIN', vin.vinNumber],
    ['Make', vin.make],
    ['Model', vin.model],
    ['Year', vin.year],
    ['Trim', vin.trim],
    ['Style', vin.style],
    ['Doors', vin.doors],
    ['Vehicle type', vin.vehicleType],
    ['Drive type', vin.driveType],
    ['Made in', vin.madeIn],
    ['City', vin.madeInCity],
    ['Transmission', vin.transmissionType],
    ['Engine', vin.engine],
  ];
  return (
    <Card.Root size="sm" as="section" aria-labelledby="vin-data-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="vin-data-heading">
          VIN data
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value ?? '—'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
