import { z } from 'zod';
import type { OpenAiCompatibleServer } from '../../../../platform/engine-ports';
import { askChatModelForJson, type AskChatModelOptions, type ChatMessage, type ModelOutcome } from '../../../../platform/model-server/ask-chat-model';
import type { QuestionReading } from '../question-reading';

const MAX_MODEL_HINTS = 4;

const SYSTEM_PROMPT = [
  'You help a student with one quiz question. Reply with one JSON object and nothing else:',
  '{"answer": "...", "optionIndex": 1, "confidence": 0.8, "hints": ["...", "..."], "why": ["...", "...", "...", "..."]}',
  '- answer: the correct option, copied exactly; or, when there are no options, the shortest phrase that answers (a name, a number, a few words).',
  '- optionIndex: the 0-based index of the correct option (A is 0, B is 1, …); null when there are no options.',
  '- confidence: the probability (0 to 1) that your answer is right. Be honest: use a low value when unsure.',
  '- hints: 2 to 4 hints, from a gentle nudge to almost the answer. No hint may contain the answer itself.',
  '- why: one short sentence per option, in order, saying why it is right or wrong; [] when there are no options.',
].join('\n');

/** Models write percentages (85) or strings ("0.8") for a probability; both are read, anything else refused. */
const probability = z.preprocess((value) => {
  const number = typeof value === 'string' ? Number(value.replace('%', '')) : value;
  return typeof number === 'number' && number > 1 && number <= 100 ? number / 100 : number;
}, z.number().min(0).max(1));

const modelAnswerSchema = z.object({
  answer: z.string().trim().min(1).max(1_000),
  optionIndex: z.number().int().nullable().optional(),
  confidence: probability,
  hints: z.array(z.string().trim().max(1_000)).max(12).default([]),
  why: z.array(z.string().trim().max(1_000)).max(12).default([]),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

function letterOf(index: number): string {
  return String.fromCharCode(65 + index);
}

function writeQuestion(reading: QuestionReading): string {
  const options = reading.options.map((option, index) => `${letterOf(index)}) ${option}`);
  return options.length > 0 ? `Question: ${reading.stem}\nOptions:\n${options.join('\n')}` : `Question: ${reading.stem}`;
}

/** Asks the configured model for an answer, its confidence and a few hints; a failure comes back as a sentence. */
export async function askModelForAnswer(reading: QuestionReading, server: OpenAiCompatibleServer, options: AskChatModelOptions = {}): Promise<ModelOutcome<ModelAnswer>> {
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: writeQuestion(reading) },
  ];
  const reply = await askChatModelForJson(server, messages, modelAnswerSchema, 'the JSON answer', options);
  return reply.ok ? { ok: true, value: { ...reply.value, hints: reply.value.hints.filter(Boolean).slice(0, MAX_MODEL_HINTS) } } : reply;
}
