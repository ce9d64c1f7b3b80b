import { z } from 'zod';
import { COUNTERS, TOOL_IDS } from '../domain/tools';

/** The events GET /api/events streams to the signed-in user (Server-Sent Events, `event:` is the type). */
export const LIVE_EVENT_TYPES = ['usage', 'subscription'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * A `usage` event after a tool run: the tool's counter and what is left on it. Other `usage` events (a
 * guest's counters moved to an account: `{reason}`) and every `subscription` event mean "fetch again".
 */
export const runUsageEventSchema = z.object({
  toolId: z.enum(TOOL_IDS),
  counter: z.enum(COUNTERS),
  remaining: z.number(),
});
export type RunUsageEvent = z.infer<typeof runUsageEventSchema>;
