// Listed users as the people pages' queries answer them: every field the rows read is explicit.
export interface ListedUser {
  __typename: 'User';
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  nickname: string | null;
  officePhoneNumber: string | null;
  extension: string | null;
  mobileNumber: string | null;
  status: 'ACTIVE' | 'INACTIVE' | null;
  invitationPending: boolean | null;
}

export function listedUser(n: number, extra: Partial<ListedUser> = {}): ListedUser {
  const names = ['Jane Doe', 'Sam Carter', 'Lee Nguyen', 'Ana Lima', 'Tom Reed'];
  const [firstName, lastName] = (names[(n - 1) % names.length] ?? 'Pat Kim').split(' ') as [
    string,
    string,
  ];
  return {
    __typename: 'User',
    id: btoa(`User:${n}`),
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}${n}@canam.test`,
    nickname: null,
    officePhoneNumber: '(555) 555-0100',
    extension: null,
    mobileNumber: null,
    status: 'ACTIVE',
    invitationPending: false,
    ...extra,
  };
}

/** A page of users as a UserConnection answers it. */
export function userPage(users: readonly ListedUser[], totalCount = users.length) {
  return { totalCount, edges: users.map((node) => ({ node })) };
}
