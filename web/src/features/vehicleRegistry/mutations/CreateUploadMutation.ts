// Asks for a single-use upload URL for a bulk file: the bytes go there by PUT, never through the graph.
import { graphql } from 'react-relay';

export const createUploadMutation = graphql`
  mutation CreateUploadMutation($input: CreateUploadInput!) {
    createUpload(input: $input) {
      upload {
        token
        url
        maxBytes
      }
      userErrors {
        field
        message
      }
    }
  }
`;
