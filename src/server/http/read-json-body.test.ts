import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readJsonBody', () => {
  it('refuses a body over its size with 413 whether or not it declared its length', async () => {
    await expect(readJsonBody(post('{"a": "0123456789"}'), { maxBytes: 10 })).rejects.toMatchObject({ status: 413, code: 'payload_too_large' });
    // Multi-byte text is measured in bytes, as the wire carries it.
    const stream = new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode('"ééééé"')), controller.close()) });
    await expect(readJsonBody(post(stream), { maxBytes: 10 })).rejects.toMatchObject({ status: 413 });
    await expect(readJsonBody(post('"ééé"'), { maxBytes: 10 })).resolves.toBe('ééé');
  });

  it('checks the depth before parsing, and names the code for empty or malformed bodies', async () => {
    await expect(readJsonBody(post('{"a": [[[1]]]}'), { maxDepth: 3 })).rejects.toMatchObject({ status: 400, code: 'invalid_input', details: { maxDepth: 3 } });
    await expect(readJsonBody(post('{"a": [[1]]}'), { maxDepth: 3 })).resolves.toEqual({ a: [[1]] });
    await expect(readJsonBody(post(' '))).rejects.toMatchObject({ status: 400, code: 'invalid_json', message: expect.stringMatching(/empty/) });
    await expect(readJsonBody(post('{'), { malformedCode: 'invalid_input' })).rejects.toMatchObject({ status: 400, code: 'invalid_input' });
  });
});
