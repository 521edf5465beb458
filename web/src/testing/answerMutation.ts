// Answers the mutation a test's component sent, in the shape of the graph's account payloads.
import type { MockEnvironment } from './renderWithRelay.tsx';

/**
 * Answers the latest operation, a mutation whose payload is the field `field`: refused with no
 * errors ({ ok: false, userErrors: [] }) unless `payload` says otherwise.
 */
export function answerMutation(
  environment: MockEnvironment,
  field: string,
  payload: Record<string, unknown>,
): void {
  environment.mock.resolveMostRecentOperation({
    data: { [field]: { ok: false, userErrors: [], ...payload } },
  });
}
