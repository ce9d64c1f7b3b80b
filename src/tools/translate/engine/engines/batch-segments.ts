/** One piece of text to send: its index in the request, and the blanks around it the provider would trim. */
export interface OutgoingSegment {
  index: number;
  lead: string;
  core: string;
  trail: string;
}

export interface BatchLimits {
  maxSegments: number;
  maxChars: number;
}

/**
 * Groups a request's segments into batches within a provider's limits. Blank segments are not sent
 * (they come back as they were), and the outer whitespace is kept aside, since providers trim it and
 * the page relies on segments joining back into the original layout.
 */
export function batchSegments(segments: readonly string[], limits: BatchLimits): OutgoingSegment[][] {
  const batches: OutgoingSegment[][] = [];
  let current: OutgoingSegment[] = [];
  let chars = 0;
  segments.forEach((segment, index) => {
    const core = segment.trim();
    if (!core) return;
    const lead = segment.slice(0, segment.indexOf(core));
    const outgoing = { index, lead, core, trail: segment.slice(lead.length + core.length) };
    if (current.length > 0 && (current.length >= limits.maxSegments || chars + core.length > limits.maxChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(outgoing);
    chars += core.length;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

/** Puts translated batches back in request order; segments never sent keep their original text. */
export async function translateInBatches(
  segments: readonly string[],
  limits: BatchLimits,
  translateBatch: (texts: string[]) => Promise<string[]>,
): Promise<string[]> {
  const out = [...segments];
  // One batch at a time: a self-hosted provider on a small machine handles one request best.
  for (const batch of batchSegments(segments, limits)) {
    const translated = await translateBatch(batch.map((segment) => segment.core));
    batch.forEach((segment, position) => {
      out[segment.index] = `${segment.lead}${(translated[position] ?? '').trim()}${segment.trail}`;
    });
  }
  return out;
}
