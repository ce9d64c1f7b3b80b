import type { ChatMessage } from '../../../../../platform/model-server/ask-chat-model';
import type { GlossaryTerm } from '../../../contract';
import { nameLanguage } from '../../pipeline/language-codes';

export interface PromptRequest {
  segments: string[];
  source: string;
  target: string;
  formality: 'default' | 'more' | 'less';
  glossary?: readonly GlossaryTerm[];
}

const REGISTER = {
  default: '',
  more: '- Use a formal register (polite forms of address, e.g. usted, vous, Sie).\n',
  less: '- Use an informal register (familiar forms of address, e.g. tú, tu, du).\n',
};

/**
 * The instructions that make a general chat model a translator: meaning over words, the text's
 * formatting and our placeholders kept, the glossary obeyed, and only the translation returned, as
 * JSON with one entry per segment so sentences stay aligned for the page.
 */
export function buildTranslationPrompt(request: PromptRequest): ChatMessage[] {
  const from = nameLanguage(request.source);
  const to = nameLanguage(request.target);
  const terms = (request.glossary ?? []).map((term) => `  "${term.source}" → "${term.target}"`).join('\n');
  const system =
    `You are a professional translator from ${from} to ${to}.\n` +
    `- Translate the meaning, not word for word: render idioms and set phrases by their natural ${to} equivalent; keep the tone.\n` +
    '- Keep the formatting exactly: line breaks, Markdown, punctuation style, capitalisation of names.\n' +
    '- Tokens like ⟦0⟧ stand for links, code, numbers or markup: copy each one exactly once, unchanged, where it belongs in the translated sentence.\n' +
    REGISTER[request.formality] +
    (terms ? `- Always translate these terms this way (inflect them to fit the sentence):\n${terms}\n` : '') +
    '- Do not add explanations, notes, quotes or the original text.\n' +
    `Answer with JSON only: {"translations": [...]}, one ${to} string per input segment, in the same order, exactly ${request.segments.length} of them.`;
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify({ segments: request.segments }) },
  ];
}
