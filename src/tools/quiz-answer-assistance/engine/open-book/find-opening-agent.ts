import type { Evidence } from '../../contract';
import type { MaterialIndex } from './index-material';

export interface AgentAnswer {
  text: string;
  offset: number;
  length: number;
  sentence: Evidence;
}

const ASK = /^\s*(?:who|(?:which|what)\s+\p{L}+)\s+(\p{Ll}+ed)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s*\??\s*$/iu;
const OPENING = /^\s*(\p{L}+ed)\s+(?:in\s+\d{3,4}\s+)?by\s+([^,;()]{2,80}),\s*(?:the|this|that|its|it)\b\s*(\p{L}*)/u;

/**
 * "Which state chartered the Erie Canal?" — "Chartered in 1817 by the state of New York, the canal took seven years to
 * complete." (s43, refused): a sentence that opens on the question's verb as a participle with its doer after "by", and
 * then names the asked thing by its head noun ("the canal") or a pronoun, says who did it. The answer is given only when
 * exactly one sentence of the material does so.
 */
export function findOpeningAgent(question: string, index: MaterialIndex): AgentAnswer | null {
  const asked = ASK.exec(question);
  if (!asked) return null;
  const verb = asked[1]!.toLowerCase();
  const head = /(\p{L}+)$/u.exec(asked[2]!)?.[1]?.toLowerCase() ?? '';
  const found: AgentAnswer[] = [];
  for (const sentence of index.sentences) {
    const opening = OPENING.exec(sentence.text);
    if (!opening || opening[1]!.toLowerCase() !== verb) continue;
    // The thing the sentence goes on about must be the asked one: its head noun, or "it" right after the comma.
    const subject = opening[3]!.toLowerCase();
    if (subject !== head && !/,\s*it\b/i.test(opening[0])) continue;
    const agent = opening[2]!.trim();
    const at = sentence.text.indexOf(agent, opening[0].indexOf(' by ') + 1);
    found.push({ text: agent, offset: sentence.offset + at, length: agent.length, sentence: { text: sentence.text, offset: sentence.offset, length: sentence.length } });
  }
  return found.length === 1 ? found[0]! : null;
}
