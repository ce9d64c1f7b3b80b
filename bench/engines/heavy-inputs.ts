import type { ToolId } from '../../src/domain/tools';
import { makeSampleText } from '../../src/tools/grammar-checker/engine/text/make-sample-text';
import { WARM_UP_TEXT } from '../../src/server/engines/warm-up-text';

/** About `words` words of ordinary prose (the warm-up text, repeated). */
export function makeProse(words: number): string {
  const unit = WARM_UP_TEXT.split(/\s+/);
  return Array.from({ length: words }, (_, index) => unit[index % unit.length]).join(' ');
}

/** The same prose with every seventh sentence reworded: a realistic revision for text compare and plagiarism. */
function revise(text: string): string {
  return text
    .split('. ')
    .map((sentence, index) => (index % 7 === 3 ? `In other words, ${sentence.toLowerCase()}` : sentence))
    .join('. ');
}

/**
 * A heavy but valid input per engine, as a large paying user might send: what the engine bench runs
 * in a loop while it measures /api/health. `run` numbers the loop's runs: the grammar checker gets
 * new sentences each time, since harper remembers sentences it has linted and a repeated text
 * would measure its cache; 3,000 words are two pieces, so both harper workers are busy.
 */
export function makeHeavyInput(id: ToolId, run = 0): unknown {
  switch (id) {
    case 'grammar-checker':
      return { text: makeSampleText(3_000, 1_000 + run) };
    case 'ai-detector':
      return { text: makeProse(5_000) };
    case 'detect-language':
      return { text: makeProse(5_000) };
    case 'text-compare': {
      const original = makeProse(10_000);
      return { original, revised: revise(original) };
    }
    case 'plagiarism':
      return {
        text: revise(makeProse(2_000)),
        sources: Array.from({ length: 10 }, (_, index) => ({ title: `Source ${index + 1}`, text: makeProse(2_000 + index * 50) })),
      };
    case 'quiz-answer-assistance':
      return { question: 'Why did the number of visitors to the market grow? A) Better parking B) The sustainability changes C) Lower prices', material: makeProse(5_000) };
    case 'citation-helper':
      return {
        style: 'apa',
        items: Array.from({ length: 100 }, (_, index) => ({
          id: `item-${index}`,
          type: 'article-journal',
          title: `A study of town markets, part ${index + 1}`,
          author: [{ family: `Author${index}`, given: 'Sam' }],
          'container-title': 'Journal of Rural Life',
          issued: { 'date-parts': [[2000 + (index % 25)]] },
          volume: String(index % 40),
          page: `${index}-${index + 12}`,
        })),
      };
    case 'resume-builder':
      return {
        format: 'pdf',
        resume: {
          basics: { name: 'Jordan Example', label: 'Software Engineer', email: 'jordan@example.com', summary: 'Engineer with ten years of web and data work. '.repeat(4) },
          work: Array.from({ length: 6 }, (_, index) => ({
            name: `Company ${index + 1}`,
            position: 'Software Engineer',
            startDate: `${2024 - 2 * index}-01`,
            endDate: `${2025 - 2 * index}-12`,
            summary: 'Worked on the platform team serving millions of requests a day.',
            highlights: ['Designed and shipped a billing service in TypeScript and PostgreSQL', 'Cut page load time by 30% by moving rendering to the server'],
          })),
          skills: [{ name: 'Languages', keywords: ['TypeScript', 'Python', 'Go', 'SQL'] }],
        },
      };
    case 'translate':
      return { text: makeProse(500), source: 'en', target: 'es' };
    case 'math-problem-assistance':
      return { problem: 'x^3 - 6x^2 + 11x - 6 = 0' };
    default:
      throw new Error(`no heavy input for ${id}`);
  }
}
