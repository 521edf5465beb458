// Asks for a single-use upload URL (kind, name and size) for a photo or a bulk file: the bytes are
// PUT to it, never sent through the graph.
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
        code
      }
    }
  }
`;
