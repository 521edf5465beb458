// The codes of a failed operation, as Relay and graphql-ws hand them over.
import { describe, expect, it } from 'vitest';
import { errorWithSource, graphQLErrorCodes } from './graphQLErrorCodes.ts';

const refused = [{ message: 'Log in', extensions: { code: 'UNAUTHENTICATED' } }];

describe('graphQLErrorCodes', () => {
  it('reads the codes on a Relay error’s source', () => {
    const error = Object.assign(new Error('No data'), { source: { errors: refused } });
    expect(graphQLErrorCodes(error)).toEqual(['UNAUTHENTICATED']);
  });

  it('reads the list graphql-ws refuses a subscription with', () => {
    expect(graphQLErrorCodes(refused)).toEqual(['UNAUTHENTICATED']);
  });

  it('keeps the codes through errorWithSource, with the messages', () => {
    const error = errorWithSource([...refused, { message: 'Forbidden', extensions: {} }]);
    expect(error.message).toBe('Log in\nForbidden');
    expect(graphQLErrorCodes(error)).toEqual(['UNAUTHENTICATED']);
  });

  it.each([null, undefined, 'offline', new Error('offline'), { source: { errors: 'x' } }])(
    'finds none in %s',
    (error) => {
      expect(graphQLErrorCodes(error)).toEqual([]);
    },
  );
});
