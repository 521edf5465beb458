// Dealer companies (accepted, pending, rejected) and the users of the demo: staff, the demo
// accounts and a few more dealers so that vehicles have competing offers and several buyers, and
// two who signed up without a company yet.
import type { Insertable, Kysely } from 'kysely';
import { ROLE_IDS, type RoleName } from '@canam/domain/roles';
import { COMPANY_STATUS, USER_STATUS } from '@canam/domain/statuses';
import type { CompanyStatusCode, UserStatusCode } from '@canam/domain/statuses';
import type { DB } from '../db/schema.ts';
import { demoAccounts } from './demoAccounts.ts';

type CompanyKey = 'empire' | 'greatLakes' | 'greenMountain' | 'keystone' | 'bayState' | 'buckeye';
type CompanyRow = Omit<Insertable<DB['company']>, 'state_id'> & { state: string };

function company(status: CompanyStatusCode, row: Omit<CompanyRow, 'status'>): CompanyRow {
  // Reviewers tick the validation flags of the companies they accepted.
  const valid = status === COMPANY_STATUS.ACCEPTED;
  return {
    status,
    valid_company_name: valid,
    valid_taxid: valid,
    valid_dealer_license: valid,
    ...row,
  };
}

// prettier-ignore
const COMPANIES: Record<CompanyKey, CompanyRow> = {
  empire: company(COMPANY_STATUS.ACCEPTED, { company_name: 'Empire State Motors LLC', commercial_name: 'Empire State Motors', company_code: 'ESM-1042', street: '1845 Central Ave', address_line2: 'Suite 200', zip: '12205', state: 'NY', city: 'Albany', web_site: 'www.empirestatemotors.test', taxid: '14-3829105', corporation_number: '3829105', corporation_type: 'BUSINESS_NUMBER', dealer_license: 'NY-7104522', billing_contact_name: 'Angela Russo', billing_contact_email: 'billing@empirestatemotors.test', billing_contact_mobile_phone: '+15185550142', office_phone_number: '+15185550100', fax_number: '+15185550101', to_be_delivered: true, auction_access_number: '100482913' }),
  greatLakes: company(COMPANY_STATUS.ACCEPTED, { company_name: 'Great Lakes Auto Exchange Inc.', commercial_name: 'Great Lakes Auto Exchange', company_code: 'GLAE-2210', street: '29500 Telegraph Rd', zip: '48034', state: 'MI', city: 'Southfield', web_site: 'www.greatlakesauto.test', taxid: '38-4471620', corporation_number: '4471620', corporation_type: 'BUSINESS_NUMBER', dealer_license: 'B-0127743', billing_contact_name: 'Marcus Reyes', billing_contact_email: 'accounts@greatlakesauto.test', billing_contact_mobile_phone: '+12485550187', office_phone_number: '+12485550150', secondary_email: 'titles@greatlakesauto.test', auction_access_number: '100517264' }),
  greenMountain: company(COMPANY_STATUS.ACCEPTED, { company_name: 'Green Mountain Motor Co.', commercial_name: 'Green Mountain Motors', company_code: 'GMM-0318', street: '1120 Shelburne Rd', zip: '05403', state: 'VT', city: 'South Burlington', web_site: 'www.greenmountainmotors.test', taxid: '03-0382716', corporation_number: '0382716', corporation_type: 'BUSINESS_NUMBER', dealer_license: 'VT-D1958', billing_contact_name: 'Ethan Caldwell', billing_contact_email: 'office@greenmountainmotors.test', billing_contact_mobile_phone: '+18025550119', office_phone_number: '+18025550110', to_be_delivered: true }),
  keystone: company(COMPANY_STATUS.PENDING, { company_name: 'Keystone Pre-Owned LLC', commercial_name: 'Keystone Pre-Owned', street: '3801 Paxton St', zip: '17111', state: 'PA', city: 'Harrisburg', web_site: 'www.keystonepreowned.test', taxid: '25-1934408', dealer_license: 'DL-0083215', billing_contact_name: 'Kevin Walsh', billing_contact_email: 'kevin@keystonepreowned.test', billing_contact_mobile_phone: '+17175550163', office_phone_number: '+17175550160' }),
  bayState: company(COMPANY_STATUS.PENDING, { company_name: 'Bay State Auto Wholesale Inc.', commercial_name: 'Bay State Auto Wholesale', street: '620 Granite St', zip: '02184', state: 'MA', city: 'Braintree', web_site: 'www.baystateautowholesale.test', taxid: '04-3318762', dealer_license: 'USED-2-41876', billing_contact_name: 'Laura Bennett', billing_contact_email: 'laura@baystateautowholesale.test', billing_contact_mobile_phone: '+17815550138' }),
  buckeye: company(COMPANY_STATUS.REJECTED, { company_name: 'Buckeye Motors Direct LLC', commercial_name: 'Buckeye Motors Direct', street: '5100 W Broad St', zip: '43228', state: 'OH', city: 'Columbus', taxid: '31-1702245', dealer_license: 'pending renewal', billing_contact_name: 'Tom Kowalski', billing_contact_email: 'tom@buckeyemotorsdirect.test', billing_contact_mobile_phone: '+16145550171' }),
};

interface UserSeed {
  email: string;
  role: RoleName;
  name?: readonly [string, string];
  phones: readonly [office: string, mobile: string];
  status?: UserStatusCode;
  company?: CompanyKey;
  preRegister?: CompanyKey;
  nickname?: string;
  exportLocation?: string;
  createdBy?: string;
}

// In creation order: whoever created a user comes before it.
// prettier-ignore
const USERS: readonly UserSeed[] = [
  { email: 'superadmin@canam.test', role: 'ROLE_SUPER_ADMIN', phones: ['+15145550100', '+15145550123'] },
  { email: 'admin@canam.test', role: 'ROLE_ADMIN', phones: ['+15145550101', '+15145550124'] },
  { email: 'agent@canam.test', role: 'ROLE_AGENT', phones: ['+15145550102', '+15145550131'], nickname: 'Jules', exportLocation: 'Champlain' },
  { email: 'agent2@canam.test', role: 'ROLE_AGENT', phones: ['+14165550103', '+14165550132'], nickname: 'Priya', exportLocation: 'Buffalo' },
  { email: 'agent3@canam.test', role: 'ROLE_AGENT', phones: ['+15195550104', '+15195550133'], nickname: 'Dave', exportLocation: 'Detroit' },
  { email: 'reviewer@canam.test', role: 'ROLE_REVIEWER', phones: ['+15145550105', '+15145550134'] },
  { email: 'client@canam.test', role: 'ROLE_CLIENT', phones: ['+15185550120', '+15185550121'], company: 'empire' },
  { email: 'buyer@canam.test', role: 'ROLE_BUYER', phones: ['+15185550122', '+15185550125'], company: 'empire', createdBy: 'client@canam.test' },
  { email: 'rachel.kim@empirestatemotors.test', role: 'ROLE_BUYER', name: ['Rachel', 'Kim'], phones: ['+15185550126', '+15185550127'], company: 'empire', createdBy: 'client@canam.test' },
  { email: 'marcus.reyes@greatlakesauto.test', role: 'ROLE_CLIENT', name: ['Marcus', 'Reyes'], phones: ['+12485550151', '+12485550152'], company: 'greatLakes' },
  { email: 'dana.whitfield@greatlakesauto.test', role: 'ROLE_BUYER', name: ['Dana', 'Whitfield'], phones: ['+12485550153', '+12485550154'], company: 'greatLakes', createdBy: 'marcus.reyes@greatlakesauto.test' },
  { email: 'inactive@canam.test', role: 'ROLE_BUYER', phones: ['+12485550155', '+12485550156'], company: 'greatLakes', status: USER_STATUS.INACTIVE, createdBy: 'marcus.reyes@greatlakesauto.test' },
  { email: 'ethan@greenmountainmotors.test', role: 'ROLE_CLIENT', name: ['Ethan', 'Caldwell'], phones: ['+18025550111', '+18025550112'], company: 'greenMountain' },
  { email: 'pending.buyer@canam.test', role: 'ROLE_BUYER', phones: ['+17175550161', '+17175550162'], company: 'keystone' },
  { email: 'inreview@canam.test', role: 'ROLE_CLIENT', phones: ['+17815550136', '+17815550137'], preRegister: 'bayState' },
  { email: 'rejected@canam.test', role: 'ROLE_CLIENT', phones: ['+16145550170', '+16145550172'], company: 'buckeye', preRegister: 'buckeye' },
  // Signed up, no company yet: the Pre registration tab of assign-company.
  { email: 'signup@canam.test', role: 'ROLE_CLIENT', phones: ['+16075550180', '+16075550181'] },
  { email: 'derek.osei@riversideautosales.test', role: 'ROLE_CLIENT', name: ['Derek', 'Osei'], phones: ['+14135550182', '+14135550183'] },
];

export interface People {
  /** User id by e-mail. */
  users: Map<string, number>;
  companies: Map<CompanyKey, number>;
  /** agent@, agent2@, agent3@ */
  agents: [number, number, number];
  /** Their full names, in the same order (they sign the condition reports). */
  agentNames: string[];
  /** Dealers of accepted companies who buy: client@, buyer@ first. */
  dealers: number[];
}

export async function insertPeople(
  db: Kysely<DB>,
  passwordHash: string,
  exportLocations: Map<string, number>,
): Promise<People> {
  const states = new Map(
    (await db.selectFrom('us_state').select(['id', 'code']).execute()).map((s) => [s.code, s.id]),
  );
  const companies = new Map<CompanyKey, number>();
  for (const [key, { state, ...row }] of Object.entries(COMPANIES) as [CompanyKey, CompanyRow][]) {
    const { id } = await db
      .insertInto('company')
      .values({ ...row, state_id: states.get(state) ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    companies.set(key, id);
  }

  const users = new Map<string, number>();
  for (const seed of USERS) {
    const demo = demoAccounts.find((account) => account.email === seed.email);
    const [firstName, lastName] = seed.name ?? [demo?.firstName ?? '', demo?.lastName ?? ''];
    const { id } = await db
      .insertInto('app_user')
      .values({
        email: seed.email,
        first_name: firstName,
        last_name: lastName,
        nickname: seed.nickname ?? null,
        password_hash: passwordHash,
        status: seed.status ?? USER_STATUS.ACTIVE,
        office_phone_number: seed.phones[0],
        mobile_number: seed.phones[1],
        accept_email: true,
        accept_sms: seed.role === 'ROLE_AGENT',
        company_id: seed.company ? (companies.get(seed.company) ?? null) : null,
        pre_register_company_id: seed.preRegister
          ? (companies.get(seed.preRegister) ?? null)
          : null,
        export_location_id: seed.exportLocation
          ? (exportLocations.get(seed.exportLocation) ?? null)
          : null,
        created_by: seed.createdBy ? (users.get(seed.createdBy) ?? null) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.set(seed.email, id);
    await db
      .insertInto('user_role')
      .values({ user_id: id, role_id: ROLE_IDS[seed.role], position: 0 })
      .execute();
  }

  const id = (email: string): number => {
    const found = users.get(email);
    if (found === undefined) throw new Error(`Seed user missing: ${email}`);
    return found;
  };
  return {
    users,
    companies,
    agents: [id('agent@canam.test'), id('agent2@canam.test'), id('agent3@canam.test')],
    agentNames: demoAccounts
      .filter((account) => account.role === 'ROLE_AGENT')
      .map((account) => `${account.firstName} ${account.lastName}`),
    dealers: [
      'client@canam.test',
      'buyer@canam.test',
      'rachel.kim@empirestatemotors.test',
      'marcus.reyes@greatlakesauto.test',
      'dana.whitfield@greatlakesauto.test',
      'ethan@greenmountainmotors.test',
    ].map(id),
  };
}
