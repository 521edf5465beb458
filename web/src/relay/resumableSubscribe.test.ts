import { describe, expect, it, vi } from 'vitest';
import { eventCursor, resumableSubscribe, UNAUTHORIZED_CLOSE } from './resumableSubscribe.ts';

type Payload = { operationName: string; query: string; variables: Record<string, unknown> };
type FakeSink = {
  next: (value: unknown) => void;
  error: (error: unknown) => void;
  complete: () => void;
};

/** A graphql-ws client that records each subscription's payload object and sink. */
function fakeClient() {
  const calls: { payload: Payload; sink: FakeSink; disposed: boolean }[] = [];
  const client = {
    subscribe: (payload: Payload, sink: FakeSink) => {
      const call = { payload, sink, disposed: false };
      calls.push(call);
      return () => {
        call.disposed = true;
      };
    },
  };
  return { client: client as never, calls };
}

const request = { operationName: 'Live', query: 'subscription Live', variables: { id: 'V1' } };
const event = (cursor: string) => ({ data: { vehicleChanged: { cursor, vehicle: { id: 'V1' } } } });

function sinkSpy() {
  return { next: vi.fn(), error: vi.fn(), complete: vi.fn() };
}

describe('resumableSubscribe', () => {
  it('reads the cursor of the root field', () => {
    expect(eventCursor(event('c7'))).toBe('c7');
    expect(eventCursor({ data: { vehicleChanged: {} } })).toBeNull();
    expect(eventCursor({})).toBeNull();
  });

  it('keeps the resent payload at the last cursor, so a reconnect resumes after it', () => {
    const { client, calls } = fakeClient();
    const sink = sinkSpy();
    resumableSubscribe(client, request, sink, { refresh: vi.fn() });
    expect(calls[0]?.payload.variables).toEqual({ id: 'V1', after: null });
    calls[0]?.sink.next(event('c1'));
    calls[0]?.sink.next(event('c2'));
    // graphql-ws re-sends this same object when it reconnects.
    expect(calls[0]?.payload.variables).toEqual({ id: 'V1', after: 'c2' });
    expect(sink.next).toHaveBeenCalledTimes(2);
  });

  it('resubscribes from the last cursor with a fresh session after a 4401 close', async () => {
    const { client, calls } = fakeClient();
    const sink = sinkSpy();
    const refresh = vi.fn().mockResolvedValue(true);
    resumableSubscribe(client, request, sink, { refresh });
    calls[0]?.sink.next(event('c3'));
    calls[0]?.sink.error({ code: UNAUTHORIZED_CLOSE, reason: 'Unauthorized' });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(refresh).toHaveBeenCalledOnce();
    expect(calls[1]?.payload.variables).toEqual({ id: 'V1', after: 'c3' });
    expect(sink.error).not.toHaveBeenCalled();
  });

  it('gives up when the session cannot be refreshed or the token is refused again', async () => {
    const { client, calls } = fakeClient();
    const refused = { code: UNAUTHORIZED_CLOSE, reason: 'Unauthorized' };
    const failing = sinkSpy();
    resumableSubscribe(client, request, failing, { refresh: vi.fn().mockResolvedValue(false) });
    calls[0]?.sink.error(refused);
    await vi.waitFor(() => expect(failing.error).toHaveBeenCalledWith(refused));

    const again = sinkSpy();
    resumableSubscribe(client, request, again, { refresh: vi.fn().mockResolvedValue(true) });
    calls[1]?.sink.error(refused);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    calls[2]?.sink.error(refused);
    expect(again.error).toHaveBeenCalledWith(refused);
  });

  it('passes other errors on and stops the subscription when disposed', () => {
    const { client, calls } = fakeClient();
    const sink = sinkSpy();
    const dispose = resumableSubscribe(client, request, sink, { refresh: vi.fn() });
    calls[0]?.sink.error(new Error('boom'));
    expect(sink.error).toHaveBeenCalledOnce();
    dispose();
    expect(calls[0]?.disposed).toBe(true);
  });
});
