// The api's newest event id as a subscription cursor: subscribing with it as `after` receives
// everything that happens from now on, however long the subscription takes to be set up.
import { Agent } from 'undici';
import { readEventStream } from '../events/eventSource.ts';

export async function currentEventCursor(apiUrl: string, secret: string): Promise<string> {
  const dispatcher = new Agent();
  const abort = new AbortController();
  let head: string | null = null;
  try {
    await readEventStream({ apiUrl, secret, dispatcher }, '?after=head', {}, abort.signal, (m) => {
      if (m.event === 'head' && m.id !== null) {
        head = m.id;
        abort.abort();
      }
    });
  } catch (error) {
    if (head === null) throw error;
  } finally {
    await dispatcher.close();
  }
  if (head === null) throw new Error('the event stream sent no head');
  return head;
}
