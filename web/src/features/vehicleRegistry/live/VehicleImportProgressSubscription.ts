// How far the api is with a bulk file the viewer uploaded (its upload token).
import { graphql } from 'react-relay';

export const vehicleImportProgressSubscription = graphql`
  subscription VehicleImportProgressSubscription($upload: String!) {
    vehicleImportProgress(upload: $upload) {
      stage
      done
      total
    }
  }
`;
