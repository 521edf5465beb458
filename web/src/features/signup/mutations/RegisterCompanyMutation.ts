// Registers the company of a registration link; it stays pending until staff accept it.
import { graphql } from 'react-relay';

export const registerCompanyMutation = graphql`
  mutation RegisterCompanyMutation($input: RegisterCompanyInput!) {
    registerCompany(input: $input) {
      company {
        id
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;
