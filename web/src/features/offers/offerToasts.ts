// The toasts of the negotiation: the specification's success and warning texts, with the api's
// reason (e.g. 'This vehicle has already been sold') as the description of a refusal.
import { toaster } from '../../components/toaster.tsx';

export function toastSuccess(title: string): void {
  toaster.create({ type: 'success', title });
}

export function toastWarning(title: string, reason?: string): void {
  toaster.create({ type: 'warning', title, description: reason });
}

interface Outcome {
  userErrors: readonly { readonly message: string }[];
}

/** Toasts a payload's outcome; true when it succeeded. */
export function toastOutcome(
  outcome: Outcome | null | undefined,
  success: string,
  failure: string,
): boolean {
  const refusal = outcome ? outcome.userErrors[0]?.message : undefined;
  if (!outcome || refusal) {
    toastWarning(failure, refusal);
    return false;
  }
  toastSuccess(success);
  return true;
}

/** A fresh key per attempt: a retried request with the same key does not act twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
