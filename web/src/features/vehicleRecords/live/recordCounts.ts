// How many checks, condition reports and notes a vehicle has, as the table's icons and the
// dashboard's cards read them (Vehicle.checks { totalCount } …): mutations and live events select
// it so the counts follow every record added.
import { graphql } from 'react-relay';

export const recordCountsFragment = graphql`
  fragment recordCounts_vehicle on Vehicle {
    id
    checks {
      totalCount
    }
    conditionReports {
      totalCount
    }
    notes {
      totalCount
    }
  }
`;
