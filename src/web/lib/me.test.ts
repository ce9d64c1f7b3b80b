import { afterEach, describe, expect, it, vi } from 'vitest';
import { meAnswerSchema, meSchema, type MeAnswer } from '../../contracts/me';
import { COUNTERS } from '../../domain/tools';
import { getMe, readMe } from './me';

const remaining = Object.fromEntries(COUNTERS.map((counter) => [counter, 10]));
const body = {
  user: { id: 'u1', email: 'ann@example.com', name: null, isAnonymous: false, extra: 'dropped' },
  profile: null,
  subscription: { package: 'free', isActive: true, nextRenewal: null, createdAt: '2026-01-01T00:00:00Z' },
  remaining,
  limits: { requestsPerMonth: 10, wordsPerScan: 1000, history: '30 days' },
  periodEnd: '2026-02-01T00:00:00Z',
};

describe('reading /api/me', () => {
  it('keeps the plan, counters and limits the header and pages show', () => {
    const me = readMe(body);
    expect(me.user).toEqual({ id: 'u1', email: 'ann@example.com', name: null, isAnonymous: false });
    expect(me.remaining).toEqual(remaining);
    expect(me.limits.wordsPerScan).toBe(1000);
    expect(me.subscription.createdAt).toBe('2026-01-01T00:00:00Z');
  });

  it('reads a profile with optional fields left out', () => {
    const me = readMe({ ...body, profile: { id: 'p1', username: 'ann', bio: 'hi' } });
    expect(me.profile).toMatchObject({ id: 'p1', username: 'ann', bio: 'hi' });
  });

  it('fails loudly, naming the field, when the server answers another shape', () => {
    expect(() => readMe({ ...body, remaining: { ...remaining, [COUNTERS[0]]: 'ten' } })).toThrow(`remaining.${COUNTERS[0]}`);
    expect(() => readMe({ ...body, subscription: undefined })).toThrow('subscription');
    expect(() => readMe(null)).toThrow('Unexpected response');
  });

  it('reads what the contract says, as the contract reads it', () => {
    const answer: MeAnswer = {
      user: { id: 'u1', email: 'ann@example.com', name: 'Ann', image: null, emailVerified: true, isAnonymous: false, createdAt: '2026-01-01T00:00:00.000Z' },
      profile: {
        id: 'u1',
        username: 'ann',
        displayName: null,
        avatarUrl: '/api/account/avatars/u1-0123456789abcdef.png',
        bio: 'hi',
        location: '',
        website: 'https://example.org',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
      subscription: { package: 'Pro', isActive: true, nextRenewal: '2026-02-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' },
      remaining: Object.fromEntries(COUNTERS.map((counter, index) => [counter, index])) as MeAnswer['remaining'],
      limits: { requestsPerMonth: 100, wordsPerScan: 1000, history: 'medium' },
      periodStart: '2026-01-01T00:00:00.000Z',
      periodEnd: '2026-02-01T00:00:00.000Z',
    };
    expect(meAnswerSchema.parse(answer)).toEqual(answer);
    expect(readMe(answer)).toEqual(meSchema.parse(answer));
    expect(readMe({ ...answer, profile: null })).toEqual(meSchema.parse({ ...answer, profile: null }));
  });

  describe('getMe', () => {
    afterEach(() => vi.unstubAllGlobals());
    const answer = (status: number, json: unknown) => new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });

    it("asks with x-session-optional, so signed out is a 200 {user: null} (no 401 in the console), and reads it as nobody", async () => {
      const fetchMock = vi.fn(async () => answer(200, { user: null }));
      vi.stubGlobal('fetch', fetchMock);
      expect(await getMe()).toBeNull();
      const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(path).toBe('/api/me');
      expect(new Headers(init.headers).get('x-session-optional')).toBe('1');
    });

    it('still reads a 401 (an older server) as nobody, and a signed-in answer as the account', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => answer(401, { error: { code: 'unauthorized', message: 'no' } })));
      expect(await getMe()).toBeNull();
      vi.stubGlobal('fetch', vi.fn(async () => answer(200, body)));
      expect((await getMe())?.user.email).toBe('ann@example.com');
    });
  });
});
