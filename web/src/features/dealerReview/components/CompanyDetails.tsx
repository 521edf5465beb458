// Every field of a dealer company (the dealer record of specification 001 §3), for the details
// modal.
import { formatDate } from '@canam/domain/dates';
import { CORPORATION_TYPE_LABELS, type CorporationType } from '@canam/domain/forms/company';
import { graphql, useFragment } from 'react-relay';
import type { CompanyDetails_company$key } from '../../../__generated__/CompanyDetails_company.graphql.ts';
import { COMPANY_STATUS_LABELS, yesNo } from './companyLabels.ts';
import { DetailList } from './DetailList.tsx';
import { phoneWithExtension } from './userColumns.ts';

export function CompanyDetails({ company }: { company: CompanyDetails_company$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyDetails_company on Company {
        commercialName
        companyName
        status
        companyCode
        street
        addressLine2
        city
        state
        zip
        webSite
        gst
        qst
        corporationType
        corporationNumber
        taxid
        dealerLicense
        billingContactName
        billingContactEmail
        billingContactMobilePhone
        secondaryEmail
        secondaryMobileNumber
        faxNumber
        officePhoneNumber
        auctionAccessNumber
        toBeDelivered
        userCount
        createdAt
        validations {
          companyName
          taxid
          dealerLicense
        }
        client {
          fullName
          email
        }
      }
    `,
    company,
  );
  const corporation = data.corporationType
    ? `${CORPORATION_TYPE_LABELS[data.corporationType as CorporationType] ?? data.corporationType}${
        data.corporationNumber ? ` ${data.corporationNumber}` : ''
      }`
    : data.corporationNumber;
  const checked = data.validations;
  return (
    <DetailList
      title="Company"
      details={[
        ['Commercial name', data.commercialName],
        ['Company name', data.companyName],
        ['Status', COMPANY_STATUS_LABELS[data.status]],
        ['Company ID', data.companyCode],
        ['Street', data.street],
        ['Address line 2', data.addressLine2],
        ['City', data.city],
        ['State', data.state],
        ['ZIP', data.zip],
        ['Website', data.webSite],
        ['GST/HST', data.gst],
        ['QST', data.qst],
        ['NEQ / Business number', corporation],
        ['Tax ID', data.taxid],
        ['Dealer license', data.dealerLicense],
        ['Office phone', phoneWithExtension(data.officePhoneNumber ?? null, null)],
        ['Fax', data.faxNumber],
        ['Auction access number', data.auctionAccessNumber],
        ['Billing contact name', data.billingContactName],
        ['Billing contact email', data.billingContactEmail],
        ['Billing contact mobile phone', data.billingContactMobilePhone],
        ['Secondary email', data.secondaryEmail],
        ['Secondary mobile number', data.secondaryMobileNumber],
        ['To be delivered', yesNo(data.toBeDelivered)],
        ['Client', data.client ? `${data.client.fullName} (${data.client.email ?? '—'})` : null],
        ['Users', data.userCount],
        [
          'Validated',
          checked
            ? [
                checked.companyName && 'company name',
                checked.taxid && 'tax id',
                checked.dealerLicense && 'dealer license',
              ]
                .filter(Boolean)
                .join(', ') || 'nothing yet'
            : null,
        ],
        ['Created at', data.createdAt ? formatDate(data.createdAt) : null],
      ]}
    />
  );
}
