// The people and companies of the fake api's back-office paths (fakeAccountsAdminApi.ts): staff,
// thirteen agents, the accepted company 70 of the demo client (user 3) with its sub-users, the
// company 71 in review (the pending buyer, user 2, and its registrant 40), a rejected company,
// pre-registered dealers, and the client vehicles table of company 70. Users are stored flat
// (fakeAccountsAdminState.ts answers them as the contract's UserAccount and DealerRecord).
import type { ClientVehicleRowDto } from '@canam/domain/rest/clientVehicles';
import type { DealerRecordDto } from '@canam/domain/rest/companies';
import type { RoleName } from '@canam/domain/roles';
import type { CompanyStatusCode } from '@canam/domain/statuses';

export interface FakePerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: RoleName;
  nickname: string | null;
  status: 0 | 1;
  companyId: number | null;
  preRegisterCompanyId: number | null;
  rejected: boolean;
  invitationPending: boolean;
  /** Made offers or bought: cannot be deleted. */
  negotiated: boolean;
  officePhoneNumber: string | null;
  extension: string | null;
  mobileNumber: string | null;
  auctionAccessNumber: string | null;
  createdAt: string;
}

export type FakeCompany = Omit<DealerRecordDto, 'user' | 'userCount'>;

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12)).toISOString();

export function person(
  id: number,
  role: RoleName,
  names: [string, string, string?],
  rest: Partial<FakePerson> = {},
): FakePerson {
  return {
    id,
    firstName: names[0],
    lastName: names[1],
    email: names[2] ?? `user${id}@canam.test`,
    role,
    nickname: null,
    status: 1,
    companyId: null,
    preRegisterCompanyId: null,
    rejected: false,
    invitationPending: false,
    negotiated: false,
    officePhoneNumber: '(514) 555-0100',
    extension: null,
    mobileNumber: null,
    auctionAccessNumber: null,
    createdAt: at(id % 28 || 1),
    ...rest,
  };
}

function company(id: number, names: [string, string], status: CompanyStatusCode): FakeCompany {
  return {
    id,
    companyName: names[0],
    commercialName: names[1],
    companyId: `C-${id}`,
    faxNumber: null,
    addressLine2: null,
    street: `${id} Main Street`,
    zip: '12901',
    state: 'NY',
    stateId: 33,
    city: 'Plattsburgh',
    webSite: null,
    gstHst: null,
    qst: null,
    corporationType: 'NEQ',
    corporationNumber: '1234567',
    dealerLicense: `DL-${id}`,
    billingContactName: null,
    billingContactEmail: null,
    billingContactMobilePhone: null,
    secondaryEmail: null,
    secondaryMobileNumber: null,
    toBeDelivered: 0,
    taxid: `TX-${id}`,
    officePhoneNumber: '(518) 555-0170',
    auctionAccessNumber: null,
    status,
    validations: { id, companyName: true, taxid: false, dealerLicense: false },
    createdAt: at(id - 60),
  };
}

const AGENT_NAMES = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai'];

export function seedPeople(): FakePerson[] {
  return [
    person(1, 'ROLE_ADMIN', ['First1', 'Last1']),
    person(6, 'ROLE_SUPER_ADMIN', ['First6', 'Last6']),
    person(7, 'ROLE_REVIEWER', ['First7', 'Last7']),
    person(4, 'ROLE_AGENT', ['Agent', 'Smith', 'user4@canam.test']),
    person(8, 'ROLE_AGENT', ['Priya', 'Anand', 'priya@canam.test'], { nickname: 'Priya' }),
    ...AGENT_NAMES.map((name, index) =>
      person(20 + index, 'ROLE_AGENT', [name, 'Agent', `${name.toLowerCase()}@canam.test`], {
        status: index === 0 ? 0 : 1,
      }),
    ),
    person(3, 'ROLE_CLIENT', ['First3', 'Last3'], {
      companyId: 70,
      negotiated: true,
      auctionAccessNumber: '5012345',
    }),
    person(9, 'ROLE_BUYER', ['Sam', 'Buyer', 'sam@dealer.test'], { companyId: 70 }),
    person(10, 'ROLE_BUYER', ['Lee', 'Idle', 'lee@dealer.test'], { companyId: 70, status: 0 }),
    person(2, 'ROLE_BUYER', ['First2', 'Last2'], { companyId: 71 }),
    person(40, 'ROLE_CLIENT', ['Dana', 'Whitfield', 'dana@greatlakes.test'], {
      preRegisterCompanyId: 71,
    }),
    person(41, 'ROLE_CLIENT', ['Rita', 'Reject', 'rita@rejected.test'], { companyId: 72 }),
    person(42, 'ROLE_CLIENT', ['Paul', 'Presign', 'paul@presign.test']),
    person(43, 'ROLE_CLIENT', ['Nora', 'Offers', 'nora@presign.test'], { negotiated: true }),
    // Its e-mails cannot be sent.
    person(44, 'ROLE_CLIENT', ['Nils', 'Nomail', 'nomail@presign.test']),
  ];
}

export function seedCompanies(): FakeCompany[] {
  return [
    company(70, ['Dealer LLC', 'Dealer'], 1),
    company(71, ['Great Lakes Auto LLC', 'Great Lakes Auto'], 2),
    company(72, ['Rejected Motors Inc', 'Rejected Motors'], 3),
    company(73, ['Lakeside Autos Inc', 'Lakeside Autos'], 1),
    company(74, ['Lakeview Motors LLC', 'Lakeview Motors'], 1),
  ];
}

/** The client vehicles table of company 70: eleven rows of its users, one vehicle gone (999). */
export function seedClientRows(): ClientVehicleRowDto[] {
  const states = ['offered', 'waiting', 'expired', 'purchased'] as const;
  const rows = Array.from({ length: 11 }, (_, index): ClientVehicleRowDto => {
    const state = states[index % 4]!;
    const user =
      index % 2
        ? { id: 9, firstName: 'Sam', lastName: 'Buyer' }
        : {
            id: 3,
            firstName: 'First3',
            lastName: 'Last3',
          };
    const vehicleId = 40 + index;
    return {
      vehicleId,
      vinNumber: `VIN${String(vehicleId).padStart(14, '0')}`,
      stockNumber: `S${vehicleId}`,
      year: 2020,
      make: 'Ford',
      model: 'F-150',
      trim: null,
      user,
      state,
      lastOffer:
        state === 'purchased'
          ? null
          : {
              side: state === 'waiting' ? 'provider' : 'client',
              offerPrice: '15000.00',
              registerDate: at(20 - index),
            },
      expiresAt: state === 'offered' || state === 'waiting' ? at(21) : null,
      salePrice: state === 'purchased' ? '21000.50' : null,
      purchaseDate: state === 'purchased' ? at(20 - index) : null,
      updatedAt: at(20 - index),
    };
  });
  return [
    ...rows.slice(0, 2),
    { ...rows[2]!, vehicleId: 999, vinNumber: 'VIN00000000000999', stockNumber: 'GONE' },
    ...rows.slice(2),
  ];
}
