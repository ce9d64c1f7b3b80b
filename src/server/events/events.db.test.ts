import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { readStreamUntil } from '../testing/read-stream-until';
import { createTestEngines } from '../testing/test-engines';

describe('GET /api/events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines(), heartbeatMs: 200 });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('streams a usage event to another tab when a tool runs, within 2 seconds', async () => {
    const tab = server.client();
    await tab.signUp(uniqueEmail('events'), STRONG_PASSWORD);
    const otherTab = server.client();
    for (const [name, value] of tab.cookies) otherTab.cookies.set(name, value);

    const stream = await otherTab.get('/api/events');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);

    const run = await tab.post('/api/tools/ai-detector', { text: 'tell the other tab' });
    expect(run.status).toBe(200);
    const received = await readStreamUntil(stream.body!, /event: usage\ndata: .*\n\n/, 2000);
    const data = JSON.parse(/event: usage\ndata: (.*)\n/.exec(received)![1]!) as Record<string, unknown>;
    expect(data).toEqual({ toolId: 'ai-detector', counter: 'ai_detection', remaining: 9 });
  });

  it('sends heartbeat comments', async () => {
    const tab = server.client();
    await tab.signUp(uniqueEmail('heartbeat'), STRONG_PASSWORD);
    const stream = await tab.get('/api/events');
    await expect(readStreamUntil(stream.body!, /: heartbeat\n\n/, 2000)).resolves.toContain(': heartbeat');
  });

  it("does not leak one user's events to another", async () => {
    const alice = server.client();
    await alice.signUp(uniqueEmail('alice'), STRONG_PASSWORD);
    const bob = server.client();
    await bob.signUp(uniqueEmail('bob'), STRONG_PASSWORD);
    const bobStream = await bob.get('/api/events');
    await alice.post('/api/tools/ai-detector', { text: 'private' });
    await bob.post('/api/tools/plagiarism', { text: 'mine' });
    const received = await readStreamUntil(bobStream.body!, /event: usage\ndata: .*\n\n/, 2000);
    expect(received).toContain('"toolId":"plagiarism"');
    expect(received).not.toContain('ai-detector');
  });

  it('answers 401 without a session', async () => {
    const response = await server.client().get('/api/events');
    expect(response.status).toBe(401);
  });
});
