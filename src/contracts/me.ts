import { z } from 'zod';
import { COUNTERS } from '../domain/tools';
import { profileSchema } from './account';

/**
 * GET /api/me, the fields pinned by docs/http-api.md and read by the web app: who the caller is (guests
 * included), their plan, what is left on each counter this month and the plan's limits. 401 without a
 * session. The web app reads it by hand, without zod, on its first load (src/web/lib/me.ts,
 * decisions/0015): it imports these types only, and its test checks that reader against this schema.
 */
export const meSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    isAnonymous: z.boolean(),
  }),
  profile: profileSchema.omit({ createdAt: true, updatedAt: true }).nullable(),
  subscription: z.object({
    package: z.string(),
    isActive: z.boolean(),
    nextRenewal: z.string().nullable(),
    createdAt: z.string().nullable(),
  }),
  remaining: z.record(z.enum(COUNTERS), z.number()),
  limits: z.object({ requestsPerMonth: z.number(), wordsPerScan: z.number(), history: z.string() }),
  periodEnd: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** Everything the server sends: the pinned fields above and further detail. */
export const meAnswerSchema = meSchema.extend({
  user: meSchema.shape.user.extend({
    image: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  }),
  profile: profileSchema.nullable(),
  periodStart: z.string(),
});
export type MeAnswer = z.infer<typeof meAnswerSchema>;
