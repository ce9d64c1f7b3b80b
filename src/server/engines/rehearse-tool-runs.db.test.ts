import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolRuns, users } from '../../db/schema/index';
import { createTestServer, type TestServer } from '../testing/create-test-server';
import { createEchoEngine, createTestEngines } from '../testing/test-engines';
import { ToolInputError } from '../../platform/engine';
import type { WarmUp } from './compose-engines';
import { fitFreePlan, listRehearsalInputs, rehearseToolRuns, SHORT_REHEARSAL_TEXTS } from './rehearse-tool-runs';
import { WARM_UP_TEXT } from './warm-up-text';

describe('rehearseToolRuns', () => {
  let server: TestServer;
  const seen: string[] = [];
  const echo = createEchoEngine('ai-detector');
  // The engine records what reached it: the rehearsal must go all the way through the route.
  let refuseNext = false;
  const engine = {
    ...echo,
    run: async (input: { text: string }, context: Parameters<typeof echo.run>[1]) => {
      seen.push(input.text);
      if (refuseNext) throw new ToolInputError('This text cannot be processed.');
      return echo.run(input, context);
    },
  };
  beforeAll(async () => {
    server = await createTestServer({ engines: createTestEngines({ 'ai-detector': engine }) });
  });
  afterAll(() => server.destroy());

  it('runs each tool once through the HTTP route as a guest, then leaves no user, run or counter behind', async () => {
    const logged: string[] = [];
    const before = await server.db.select({ n: count() }).from(users);
    const longText = Array.from({ length: 700 }, (_, index) => `word${index}`).join(' ');
    await rehearseToolRuns({ fetch: server.app.fetch, baseUrl: server.config.baseUrl, db: server.db }, [{ engine: engine as unknown as WarmUp['engine'], input: { text: longText } }], (line) => logged.push(line));

    expect(logged).toEqual([]);
    // The realistic warm-up text, cut to fit the Free plan a guest has (else the route answers 413), then the short texts.
    expect(seen).toHaveLength(2 + SHORT_REHEARSAL_TEXTS.length);
    expect(seen[0]!.split(/\s+/)).toHaveLength(250);
    expect(WARM_UP_TEXT.startsWith(seen[0]!)).toBe(true);
    expect(seen[1]!.split(/\s+/)).toHaveLength(250);
    expect(seen.slice(2)).toEqual(SHORT_REHEARSAL_TEXTS);
    const after = await server.db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await server.db.select().from(toolRuns).where(eq(toolRuns.toolId, 'ai-detector'))).toEqual([]);
  });

  it('logs a tool that refuses the rehearsal and still deletes the guest', async () => {
    const logged: string[] = [];
    const before = await server.db.select({ n: count() }).from(users);
    refuseNext = true;
    await rehearseToolRuns({ fetch: server.app.fetch, baseUrl: server.config.baseUrl, db: server.db }, [{ engine: engine as unknown as WarmUp['engine'], input: { text: 'anything' } }], (line) => logged.push(line));
    expect(logged).toEqual(Array.from({ length: 2 + SHORT_REHEARSAL_TEXTS.length }, () => '[engines] rehearsal of ai-detector answered 400'));
    const after = await server.db.select({ n: count() }).from(users);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('sends short texts only to a tool whose contract accepts them', async () => {
    const { loadToolRegistrations } = await import('../../platform/load-tool-registrations');
    const { composeEngines } = await import('./compose-engines');
    const { warmUps } = composeEngines(await loadToolRegistrations(), {});
    const count = (id: string) => listRehearsalInputs(warmUps.find((warmUp) => warmUp.engine.id === id)!).length;
    // Realistic text, the tool's own warm-up input, two short texts.
    expect(count('grammar-checker')).toBe(4);
    expect(count('detect-language')).toBe(4);
    // The AI detector needs 50 words for a short text; text compare has no prose field of the warm-up kind.
    expect(count('ai-detector')).toBe(2);
    expect(count('text-compare')).toBe(1);
  });

  it('keeps inputs without long prose as they are', () => {
    const input = { style: 'apa', items: [{ id: 'a' }] };
    expect(fitFreePlan(input)).toEqual(input);
    expect(fitFreePlan('text')).toBe('text');
  });
});
