// What a save of the person form does with the server's answer, the same on both people pages:
// userErrors go on the form's fields; a taken e-mail toasts 'This email has already been taken'
// (as the sign-up form does) and nothing is saved; another refusal toasts the server's message;
// a success toasts 'User created succesfully' or 'User updated succesfully' (with a warning when
// a new user's invitation e-mail did not go out) and closes the form.
import { TEAM_MESSAGES } from '@canam/domain/forms/teamMember';
import { toaster } from '../../components/toaster.tsx';
import { applyUserErrors, type FormErrorTarget } from '../../relay/useFormMutation.ts';
import { toastRecordWarning } from '../vehicleRecords/recordToasts.ts';
import { PEOPLE_TEXTS } from './peopleTexts.ts';
import type { PersonForm } from './personForm.ts';

export interface PersonPayload {
  readonly user?: { readonly id: string } | null | undefined;
  readonly invitationSent?: boolean | null | undefined;
  readonly userErrors: readonly {
    readonly field?: string | null;
    readonly message: string;
    readonly code?: string | null;
  }[];
}

/** The form a save reports to, and what happens once the user is saved. */
export interface PersonSaveTarget extends FormErrorTarget<PersonForm> {
  onSaved: () => void;
}

const toastError = (title: string) => toaster.create({ type: 'error', title });

export function personSaveHandlers(created: boolean, target: PersonSaveTarget) {
  return {
    onCompleted: ({ user, userErrors, invitationSent }: PersonPayload) => {
      if (!user || userErrors.length > 0) {
        applyUserErrors(userErrors, target);
        const taken = userErrors.some((error) => error.code === 'EMAIL_TAKEN');
        toastError(
          taken ? TEAM_MESSAGES.emailTaken : (userErrors[0]?.message ?? PEOPLE_TEXTS.saveFailed),
        );
        return;
      }
      toaster.create({
        type: 'success',
        title: created ? TEAM_MESSAGES.created : TEAM_MESSAGES.updated,
      });
      if (created && invitationSent === false) toastRecordWarning(PEOPLE_TEXTS.invitationNotSent);
      target.onSaved();
    },
    onError: () => toastError(PEOPLE_TEXTS.saveFailed),
  };
}
