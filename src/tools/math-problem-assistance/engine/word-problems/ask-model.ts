import { z } from 'zod';
import type { OpenAiCompatibleServer } from '../../../../platform/engine-ports';
import { askChatModelForJson, type AskChatModelOptions } from '../../../../platform/model-server/ask-chat-model';

// The configured model only translates the story into math (equations or one calculation); it is
// told not to work out the answer, and nothing it computes is used: our solver does the numbers.

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

export type AskModelOptions = AskChatModelOptions;

/** Asks the model for the set-up; a failure comes back as a sentence a student can act on. */
export async function askModelForSetup(problem: string, server: OpenAiCompatibleServer, options: AskModelOptions = {}): Promise<ModelReply | { error: string }> {
  const reply = await askChatModelForJson(
    server,
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: problem },
    ],
    modelReplySchema,
    'the JSON set-up',
    options,
  );
  return reply.ok ? reply.value : { error: reply.error };
}
