// The SSE parser: messages split across chunks, CRLF, comments and multi-line data.
import { describe, expect, it } from 'vitest';
import { SseParser } from './sse.ts';

describe('SseParser', () => {
  it('assembles messages from arbitrary chunks and skips comments and retry lines', () => {
    const parser = new SseParser();
    const text = 'retry: 1000\n\n: keep-alive\n\nid: 7\nevent: offer.made\ndata: {"id":7}\n\n';
    const messages = [...text].flatMap((char) => parser.push(char));
    expect(messages).toEqual([{ id: '7', event: 'offer.made', data: '{"id":7}' }]);
  });

  it('reads CRLF line ends, multi-line data and the default event name', () => {
    const parser = new SseParser();
    expect(parser.push('id: 1\r\ndata: a\r\ndata: b\r\n\r\ndata:c\n\n')).toEqual([
      { id: '1', event: 'message', data: 'a\nb' },
      { id: null, event: 'message', data: 'c' },
    ]);
  });
});
