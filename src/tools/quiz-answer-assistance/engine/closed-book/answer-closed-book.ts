import type { OpenAiCompatibleServer } from '../../../../platform/engine-ports';
import type { AskChatModelOptions } from '../../../../platform/model-server/ask-chat-model';
import { describeModelServer } from '../../../../platform/model-server/ask-chat-model';
import type { QuestionReading } from '../question-reading';
import { askModelForAnswer } from './ask-model-for-answer';

/**
 * The model's own confidence from which its answer is shown as one. It is not calibrated on our dev
 * set (that depends on the model the host configured), so the bar is high and the page says who answered.
 */
export const CONFIDENT_MODEL_ANSWER = 0.8;

export type ClosedBookOutcome =
  | {
      ok: true;
      answer: { text: string; optionIndex: number | null; confidence: number };
      confident: boolean;
      /** The model's hints, without any that would give the answer away. */
      hints: string[];
      /** Why each option is right or wrong, in option order (empty when the model gave none, or without options). */
      optionReasons: string[];
      /** Who answered, for the result's message. */
      who: string;
    }
  | { ok: false; error: string };

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\s*\(?[a-j][).:]\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The option the model meant: its text when it copied one, else its index when that is in range. */
function resolveOption(reading: QuestionReading, text: string, index: number | null | undefined): number | null | undefined {
  const byText = reading.options.findIndex((option) => normalize(option) === normalize(text));
  if (byText >= 0) return byText;
  if (typeof index === 'number' && index >= 0 && index < reading.options.length) return index;
  const letter = /^\s*\(?([a-j])\)?\s*$/i.exec(text);
  const byLetter = letter ? letter[1]!.toUpperCase().charCodeAt(0) - 65 : -1;
  return byLetter >= 0 && byLetter < reading.options.length ? byLetter : undefined;
}

function mentions(hint: string, answer: string): boolean {
  const wanted = normalize(answer);
  return wanted !== '' && ` ${normalize(hint)} `.includes(` ${wanted} `);
}

/** A closed-book question put to the configured model; every failure is a sentence, never a throw (but the caller's abort). */
export async function answerClosedBook(reading: QuestionReading, server: OpenAiCompatibleServer, options: AskChatModelOptions = {}): Promise<ClosedBookOutcome> {
  const reply = await askModelForAnswer(reading, server, options);
  if (!reply.ok) return reply;
  const who = describeModelServer(server);
  const model = reply.value;
  let optionIndex: number | null = null;
  let text = model.answer;
  if (reading.options.length > 0) {
    const resolved = resolveOption(reading, model.answer, model.optionIndex);
    if (resolved === undefined || resolved === null) return { ok: false, error: `${who} answered with an option that is not in the list.` };
    optionIndex = resolved;
    text = reading.options[resolved]!;
  }
  return {
    ok: true,
    answer: { text, optionIndex, confidence: model.confidence },
    confident: model.confidence >= CONFIDENT_MODEL_ANSWER,
    hints: model.hints.filter((hint) => !mentions(hint, text)),
    optionReasons: model.why.length === reading.options.length ? model.why : [],
    who,
  };
}
