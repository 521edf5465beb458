// Test helper: answers the next `count` queries and mutations of a mock environment with generated
// payloads, leaving subscriptions pending so a test can push their events itself. Returns what was
// asked, in order, so a test can check the variables a screen sent.
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment, MockResolvers } from '../../testing/renderWithRelay.tsx';

export interface AskedOperation {
  name: string;
  variables: Record<string, unknown>;
}

export function answerQueries(
  environment: MockEnvironment,
  resolvers: MockResolvers,
  count = 1,
): AskedOperation[] {
  const asked: AskedOperation[] = [];
  for (let n = 0; n < count; n += 1) {
    environment.mock.queueOperationResolver((operation) => {
      const { params } = operation.request.node;
      if (params.operationKind === 'subscription') return null;
      asked.push({ name: params.name, variables: { ...operation.request.variables } });
      return MockPayloadGenerator.generate(operation, resolvers);
    });
  }
  return asked;
}
