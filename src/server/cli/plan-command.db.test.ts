import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { createTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../testing/create-test-server';
import { createTestEngines } from '../testing/test-engines';
import { planCommand } from './plan-command';

function captureIo() {
  const out = { stdout: '', stderr: '' };
  const sink = (key: keyof typeof out) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        out[key] += chunk.toString();
        done();
      },
    });
  return { out, io: { stdout: sink('stdout'), stderr: sink('stderr') } };
}

describe('cli plan grant (server without payments)', () => {
  let server: TestServer;
  const run = (args: string[]) => {
    const { out, io } = captureIo();
    return planCommand(args, io, <T>(work: (db: Db) => Promise<T>) => work(server.db)).then((code) => ({ code, ...out }));
  };
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines(), config: { billingSandbox: false } });
  });
  afterAll(async () => {
    await server?.destroy();
  });

  it('gives an account Ultimate with a full allowance, and Free takes it back', async () => {
    const client = server.client();
    const email = uniqueEmail('granted');
    await client.signUp(email, STRONG_PASSWORD);
    const me = async () =>
      (await (await client.get('/api/me')).json()) as { subscription: { package: string }; remaining: Record<string, number> };

    const granted = await run(['grant', email.toUpperCase(), 'ultimate']);
    expect(granted).toMatchObject({ code: 0, stdout: `${email} is now on Ultimate (was Free).\n` });
    const after = await me();
    expect(after.subscription.package).toBe('Ultimate');
    expect(after.remaining.grammar_check).toBeGreaterThan(100);

    expect(await run(['grant', email, 'free'])).toMatchObject({ code: 0, stdout: `${email} is now on Free (was Ultimate).\n` });
    expect((await me()).subscription.package).toBe('Free');
  });

  it('explains an unknown account, an unknown plan and a malformed command', async () => {
    expect(await run(['grant', 'nobody@example.com', 'pro'])).toMatchObject({ code: 1, stderr: 'No account uses the e-mail address nobody@example.com.\n' });
    expect(await run(['grant', 'nobody@example.com', 'gold'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown plan "gold"') });
    expect(await run(['grant', 'nobody@example.com'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
