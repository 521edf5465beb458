// A request's own Relay environment for the server's first render of a public page: every
// operation goes to the gateway as its persisted id (trusted documents), through the front
// server's `fetchOperation`, which forwards the browser's address.
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type Variables,
} from 'relay-runtime';
import { persistedDocument } from './fetchGraphQL.ts';

export interface OperationRequest {
  documentId: string;
  variables: Variables;
}

/** Posts one operation to the gateway and gives its JSON answer. */
export type FetchOperation = (request: OperationRequest) => Promise<GraphQLResponse>;

export interface ServerEnvironment {
  environment: Environment;
  /** True once an operation failed or answered with errors: the page is not worth sending. */
  failed(): boolean;
}

export function createServerEnvironment(fetchOperation: FetchOperation): ServerEnvironment {
  let failed = false;
  const network = Network.create(async (operation, variables) => {
    try {
      const answer = await fetchOperation({
        documentId: persistedDocument(operation).documentId,
        variables,
      });
      if ('errors' in answer && answer.errors?.length) failed = true;
      return answer;
    } catch (error) {
      failed = true;
      throw error;
    }
  });
  return {
    environment: new Environment({ network, store: new Store(new RecordSource()), isServer: true }),
    failed: () => failed,
  };
}
