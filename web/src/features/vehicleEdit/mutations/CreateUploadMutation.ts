// Asks for a single-use upload URL for a photo (kind, name and size): the bytes are PUT to it.
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
