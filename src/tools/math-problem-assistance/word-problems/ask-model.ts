import { z } from 'zod';
import type { OpenAiCompatibleServer } from '../../engine-ports';

// The configured model only translates the story into math (equations or one calculation); it is
// told not to work out the answer, and nothing it computes is used: our solver does the numbers.

export const MODEL_TIMEOUT_MS = 30_000;

const SYSTEM_PROMPT = [
  'You translate a math word problem into math. You never work out the answer.',
  'Reply with one JSON object and nothing else, in one of these forms:',
  '{"kind":"expression","expression":"(16 - 3 - 4) * 2","answer_is":"dollars she makes each day"}',
  '  when the answer is one calculation with the numbers of the story;',
  '{"kind":"equations","equations":["x + y = 20","x = 3*y"],"unknown":"x","variables":{"x":"apples Amy has","y":"apples Betty has"},"positive":true,"answer_is":"apples Amy has"}',
  '  when the story gives equations; "unknown" is the variable the question asks for; "positive" is true when it counts or measures something;',
  '{"kind":"unsupported","reason":"..."} when the story is not a math problem or its numbers are missing.',
  'Math is plain ASCII: numbers without thousands separators or units, + - * / ^ ( ), sqrt(), and one-letter variables.',
  'Write every multiplication with *. Percentages as fractions: 25% of p is 25/100*p.',
].join('\n');

const modelReplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('expression'), expression: z.string().min(1).max(400), answer_is: z.string().max(200).optional() }),
  z.object({
    kind: z.literal('equations'),
    equations: z.array(z.string().min(1).max(400)).min(1).max(8),
    unknown: z.string().min(1).max(20),
    variables: z.record(z.string(), z.string().max(200)).optional(),
    positive: z.boolean().optional(),
    answer_is: z.string().max(200).optional(),
  }),
  z.object({ kind: z.literal('unsupported'), reason: z.string().max(400).optional() }),
]);
export type ModelReply = z.infer<typeof modelReplySchema>;

interface ChatResponse {
  choices?: Array<{ message?: { content?: string | null } }>;
}

export interface AskModelOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The JSON object in a reply, also when the model wrapped it in a ```json fence or a sentence. */
function extractJson(content: string): unknown {
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
  const body = fenced ? fenced[1]! : content;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object');
  return JSON.parse(body.slice(start, end + 1));
}

function describeServer(server: OpenAiCompatibleServer): string {
  return server.model ? `the model ${server.model} at ${server.baseUrl}` : `the model server at ${server.baseUrl}`;
}

/** Asks the model for the set-up; a failure comes back as a sentence a student can act on. */
export async function askModelForSetup(problem: string, server: OpenAiCompatibleServer, options: AskModelOptions = {}): Promise<ModelReply | { error: string }> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const url = `${server.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const who = describeServer(server);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(server.apiKey ? { authorization: `Bearer ${server.apiKey}` } : {}) },
      body: JSON.stringify({
        model: server.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: problem },
        ],
      }),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : new Error('aborted');
    if (timeout.aborted) return { error: `${who} did not answer within ${timeoutMs / 1000} seconds.` };
    return { error: `Could not reach ${who}: ${error instanceof Error ? error.message : String(error)}.` };
  }
  if (!response.ok) {
    const hint = response.status === 401 || response.status === 403 ? ' (check the API key)' : response.status === 404 ? ' (check the base URL and the model name)' : '';
    return { error: `${who} answered HTTP ${response.status}${hint}.` };
  }
  let content: string | null | undefined;
  try {
    content = ((await response.json()) as ChatResponse).choices?.[0]?.message?.content;
  } catch {
    return { error: `${who} did not answer with an OpenAI-compatible chat completion.` };
  }
  if (!content) return { error: `${who} sent an empty answer.` };
  let json: unknown;
  try {
    json = extractJson(content);
  } catch {
    return { error: `${who} did not answer with the JSON set-up it was asked for.` };
  }
  const parsed = modelReplySchema.safeParse(json);
  return parsed.success ? parsed.data : { error: `${who} answered with a set-up in the wrong shape.` };
}
