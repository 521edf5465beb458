// The columns a dealer review table may show (specification 001 §2: name, last name, mobile,
// office phone, email, auction access number, company, created at), each page choosing its own.
import { displayPhone } from '../../../components/displayPhone.ts';
export type UserColumn =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'officePhone'
  | 'mobile'
  | 'auctionAccess'
  | 'company'
  | 'createdAt';

export const USER_COLUMN_LABELS: Record<UserColumn, string> = {
  firstName: 'Name',
  lastName: 'Last name',
  email: 'Email',
  officePhone: 'Office phone',
  mobile: 'Mobile',
  auctionAccess: 'Auction access number',
  company: 'Company',
  createdAt: 'Created at',
};

/** The office phone with its extension: '(555) 555-0100 ext. 12'. */
export function phoneWithExtension(phone: string | null, extension: string | null): string | null {
  if (!phone) return null;
  return extension ? `${displayPhone(phone)} ext. ${extension}` : displayPhone(phone);
}

interface NamedCompany {
  readonly commercialName: string | null | undefined;
  readonly companyName: string | null | undefined;
}

/** What a company is called in a list: its commercial name, else its legal name. */
export function companyLabel(company: NamedCompany | null | undefined): string | null {
  return company?.commercialName || company?.companyName || null;
}
