// What both bulk mutations read of their report: the three lists and the rows.
import { graphql } from 'react-relay';

export const bulkReportFragment = graphql`
  fragment bulkReport_report on BulkFileReport {
    applied
    vinNumberNotFound
    vinNumberSold
    incompleteRegister
    rows {
      line
      vinNumber
      outcome
      message
    }
  }
`;
