import { z } from 'zod';

/** One plan as GET /api/plans lists it: the domain's Plan (src/domain/plans.ts; what each field means: docs/domain-rules.md). */
export const planSchema = z.object({
  name: z.enum(['Free', 'Pro', 'Ultimate']),
  price: z.number(),
  period: z.string(),
  requests: z.number(),
  wordCount: z.number(),
  responses: z.enum(['basic', 'advanced']),
  history: z.enum(['limited', 'medium', 'full']),
  /** Days of history shown; null = everything. */
  historyDays: z.number().nullable(),
  description: z.string(),
  features: z.array(z.string()),
  buttonText: z.string(),
  buttonVariant: z.enum(['default', 'outline', 'secondary']),
  highlighted: z.boolean().optional(),
});
// The same type as the domain's Plan, field for field (plans.test.ts checks both ways).
export type PlanEntry = z.infer<typeof planSchema>;

/** GET /api/plans: the bare list, Free first. */
export const planListSchema = z.array(planSchema);
