// Sends the home page's contact form to the sales team (POST /api/contact-us behind the gateway).
import { graphql } from 'react-relay';

export const contactUsMutation = graphql`
  mutation ContactUsMutation($input: ContactUsInput!) {
    contactUs(input: $input) {
      ok
      userErrors {
        field
        message
        code
      }
    }
  }
`;
