// Dealer users and companies as the graph answers them, for the dealer review and assign-company
// tests: every field the screens read is explicit.
const FIRST = ['Dana', 'Luis', 'Mia', 'Omar', 'Rosa', 'Tom', 'Ivy', 'Ken', 'Lea', 'Sam', 'Ada'];
const LAST = ['Dealer', 'Ortiz', 'Chen', 'Haddad', 'Silva', 'Burke', 'Moss', 'Ito', 'Roy', 'Park'];

export const companyId = (n: number) => btoa(`Company:${n}`);
export const userId = (n: number) => btoa(`User:${n}`);

export function companyRef(n: number, status: 'ACCEPTED' | 'PENDING' | 'REJECTED' = 'PENDING') {
  return {
    id: companyId(n),
    commercialName: `Motors ${n}`,
    companyName: `Motors ${n} LLC`,
    status,
  };
}

export type CompanyRef = ReturnType<typeof companyRef>;

export interface DealerUserOptions {
  company?: CompanyRef | null;
  registeredCompany?: CompanyRef | null;
  stage?: 'PRE_REGISTRATION' | 'IN_REVIEW' | 'ACTIVE' | 'REJECTED';
  auctionAccessNumber?: string | null;
  mobileNumber?: string | null;
}

export function dealerUser(n: number, options: DealerUserOptions = {}) {
  const firstName = FIRST[n % FIRST.length]!;
  const lastName = LAST[n % LAST.length]!;
  return {
    id: userId(n),
    databaseId: n,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `dealer${n}@example.com`,
    roles: ['ROLE_CLIENT'],
    status: 'ACTIVE',
    stage: options.stage ?? 'IN_REVIEW',
    invitationPending: false,
    nickname: null,
    officePhoneNumber: `(518) 555-${String(100 + n).padStart(4, '0')}`,
    extension: n % 2 === 0 ? '12' : null,
    mobileNumber: options.mobileNumber === undefined ? null : options.mobileNumber,
    auctionAccessNumber:
      options.auctionAccessNumber === undefined ? `AA${100000 + n}` : options.auctionAccessNumber,
    createdAt: `2026-03-${String(1 + (n % 27)).padStart(2, '0')}T15:04:05.000Z`,
    company: options.company === undefined ? null : options.company,
    registeredCompany:
      options.registeredCompany === undefined ? companyRef(n) : options.registeredCompany,
  };
}

export type DealerUser = ReturnType<typeof dealerUser>;

/** Every field of a dealer company (Query.dealerCompany). */
export function dealerCompany(n: number, overrides: Record<string, unknown> = {}) {
  return {
    ...companyRef(n),
    databaseId: n,
    companyCode: `C-${n}`,
    street: '12 Lake Shore Rd',
    addressLine2: 'Suite 4',
    zip: '12901',
    state: 'NY',
    stateId: '33',
    city: 'Plattsburgh',
    webSite: 'https://motors.example.com',
    gst: 'GST-1',
    qst: 'QST-1',
    corporationType: 'NEQ',
    corporationNumber: '1234567890',
    taxid: 'TAX-9',
    dealerLicense: 'DL-77',
    billingContactName: 'Bill Payer',
    billingContactEmail: 'billing@motors.example.com',
    billingContactMobilePhone: '(518) 555-0199',
    secondaryEmail: 'office@motors.example.com',
    secondaryMobileNumber: '(518) 555-0198',
    faxNumber: '(518) 555-0197',
    officePhoneNumber: '(518) 555-0196',
    auctionAccessNumber: 'AA-C1',
    toBeDelivered: true,
    userCount: 2,
    createdAt: '2026-02-01T10:00:00.000Z',
    validations: { companyName: true, taxid: false, dealerLicense: false },
    client: null,
    ...overrides,
  };
}

export type DealerCompany = ReturnType<typeof dealerCompany>;
