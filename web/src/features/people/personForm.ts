// The person form of the agents page and the client users page: ONE set of values for both (the
// agent form adds a nickname), validated by the domain's schema of each (agentFormSchema,
// subUserFormSchema), so the form, the graph input and the REST body share their rules.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  agentFormSchema,
  emptyAgentForm,
  subUserFormSchema,
  type SubUserForm,
} from '@canam/domain/forms/teamMember';

/** A sub-user's fields; an agent's nickname besides (sub-users never send one). */
export type PersonForm = SubUserForm & { nickname?: string };

export type PersonKind = 'agent' | 'subUser';

/** The form's field names: a userError naming one of them goes on that field. */
export const PERSON_FIELDS = Object.keys(emptyAgentForm) as (keyof PersonForm)[];

const resolvers: Record<PersonKind, Resolver<PersonForm>> = {
  // The agent form's values are a person's with a nickname that is always there.
  agent: zodResolver(agentFormSchema) as Resolver<PersonForm>,
  subUser: zodResolver(subUserFormSchema),
};

export function personResolver(kind: PersonKind): Resolver<PersonForm> {
  return resolvers[kind];
}

/** What a listed user shows of itself (its row's fragment data). */
export interface PersonValuesSource {
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string | null;
  readonly officePhoneNumber?: string | null;
  readonly extension?: string | null;
  readonly mobileNumber?: string | null;
  readonly nickname?: string | null;
}

/** The form's starting values: a listed user's, or empty for a new one. */
export function personFormValues(person: PersonValuesSource | null, kind: PersonKind): PersonForm {
  const values: PersonForm = {
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    email: person?.email ?? '',
    officePhoneNumber: person?.officePhoneNumber ?? '',
    extension: person?.extension ?? '',
    mobileNumber: person?.mobileNumber ?? '',
  };
  return kind === 'agent' ? { ...values, nickname: person?.nickname ?? '' } : values;
}
