// The demo accounts the seed creates, one per situation worth showing. `npm start` prints them
// and the browser tests log in with every account that can.
import type { RoleName } from '@canam/domain/roles';

export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  email: string;
  password: string;
  role: RoleName;
  note: string;
  canLogIn: boolean;
  firstName: string;
  lastName: string;
}

function account(
  email: string,
  role: RoleName,
  [firstName, lastName]: readonly [string, string],
  note: string,
  canLogIn = true,
): DemoAccount {
  return { email, password: DEMO_PASSWORD, role, note, canLogIn, firstName, lastName };
}

export const demoAccounts: DemoAccount[] = [
  account(
    'superadmin@canam.test',
    'ROLE_SUPER_ADMIN',
    ['Sophie', 'Tremblay'],
    'back office, every vehicle',
  ),
  account('admin@canam.test', 'ROLE_ADMIN', ['Marc', 'Gagnon'], 'back office, every vehicle'),
  account('agent@canam.test', 'ROLE_AGENT', ['Julien', 'Roy'], 'agent, owns the Quebec vehicles'),
  account(
    'agent2@canam.test',
    'ROLE_AGENT',
    ['Priya', 'Nair'],
    'agent, owns the Toronto-Ottawa vehicles',
  ),
  account(
    'agent3@canam.test',
    'ROLE_AGENT',
    ['David', 'Chen'],
    'agent, owns the southwestern Ontario vehicles',
  ),
  account('reviewer@canam.test', 'ROLE_REVIEWER', ['Emilie', 'Bouchard'], 'users and companies'),
  account(
    'client@canam.test',
    'ROLE_CLIENT',
    ['Michael', 'Russo'],
    'dealer company accepted: prices visible',
  ),
  account('buyer@canam.test', 'ROLE_BUYER', ['Sarah', 'Mitchell'], 'same accepted company'),
  account(
    'pending.buyer@canam.test',
    'ROLE_BUYER',
    ['Kevin', 'Walsh'],
    'company pending: no prices, tabs disabled',
  ),
  account(
    'inreview@canam.test',
    'ROLE_CLIENT',
    ['Laura', 'Bennett'],
    "company registration in review: 'Company not active yet.'",
    false,
  ),
  account(
    'rejected@canam.test',
    'ROLE_CLIENT',
    ['Tom', 'Kowalski'],
    'company rejected: cannot log in',
    false,
  ),
  account(
    'signup@canam.test',
    'ROLE_CLIENT',
    ['Nora', 'Lindqvist'],
    'signed up, no company yet: no prices (Pre registration)',
  ),
  account(
    'inactive@canam.test',
    'ROLE_BUYER',
    ['Greg', 'Novak'],
    "inactive user: 'User Inactive.'",
    false,
  ),
];
