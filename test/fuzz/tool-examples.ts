import { TOOL_IDS, type ToolId } from '../../src/domain/tools';
import { loadToolRegistrations } from '../../src/platform/load-tool-registrations';

/**
 * Valid inputs of every tool (src/tools/<id>/contract.ts), one per optional part of the contract, so
 * that mutating them reaches each field: the fuzzers change one to three things in a copy and send it.
 * Kept within the Free plan's 500 words: a mutation, not the example, should be what is too large.
 */
const HANDWRITTEN: Partial<Record<ToolId, unknown[]>> = {
  'ai-detector': [
    {
      text:
        'Artificial intelligence has changed the way students write essays. Many teachers now ask whether a text was written by a person or by a machine. ' +
        'The answer is rarely simple, because people edit machine drafts and machines imitate people. A careful reader looks at the reasoning, the examples ' +
        'and the small mistakes that make writing human.',
    },
  ],
  plagiarism: [
    { text: 'The committee reviews the results of the survey every spring and publishes a short report for the members.' },
    {
      text: 'The committee reviews the results of the survey every spring and publishes a short report. "Quoted words are not copied," she said.',
      sources: [
        { title: 'Annual report', text: 'Every spring the committee reviews the results of the survey and publishes a report.', url: 'https://example.org/report', author: 'Doe, Jane', published: '2021-04-01', siteName: 'Example' },
        { title: 'Second source', text: 'A different text about surveys and committees that publish reports every spring.' },
      ],
      ignoreQuotes: true,
      minMatchWords: 5,
      paraphrase: false,
    },
  ],
  'text-compare': [
    { original: 'The cat sat on the mat.', revised: 'The cat sat on a mat.' },
    { original: 'Colour and\nflavour.', revised: 'color AND\n\nflavor!', granularity: 'char', ignoreCase: true, ignoreWhitespace: true },
    { original: 'One. Two. Three.', revised: 'One. Three. Four.', granularity: 'sentence' },
    { original: 'line one\nline two', revised: 'line one\nline 2', granularity: 'line' },
  ],
  'detect-language': [
    { text: 'Ceci prépare la détection de la langue.' },
    { texts: ['Hello, how are you today?', 'Wie geht es dir heute?', '今日はいい天気ですね。', ''] },
  ],
  'grammar-checker': [
    { text: 'Their going to the libary tomorow, and they was happy about it.' },
    {
      text: 'The data shows that the patient have a fever. Utilize the new protocol.',
      language: 'en-GB',
      domain: 'medical',
      terms: { prefer: ['protocol'], avoid: [{ term: 'utilize', replacement: 'use' }, { term: 'data' }] },
    },
    { text: 'Der Hund laufen schnell über die Strasse.', language: 'de' },
  ],
  translate: [
    { text: 'Hello. How are you?', source: 'en', target: 'es' },
    { text: 'The contract is signed.', source: 'auto', target: 'fr', engine: 'apertium', glossary: [{ source: 'contract', target: 'contrat' }], formality: 'more' },
  ],
  'quiz-answer-assistance': [
    { question: 'What do plants need to make food? A) sunlight B) sand', material: 'Plants make their own food by photosynthesis, which needs sunlight, water and carbon dioxide.' },
    { question: 'Which planet is largest?', options: ['Mars', 'Jupiter', 'Venus'] },
    { question: 'What is 12 times 7?' },
  ],
  'math-problem-assistance': [
    { problem: 'x^2-5x+6=0' },
    { problem: '2x+3=7', task: 'solve', variable: 'x', answer: 'x = 2' },
    { problem: 'x^2 sin(x)', task: 'derivative', variable: 'x' },
    { problem: '(x+1)^2', task: 'expand' },
    { problem: 'sin(x)/x', task: 'limit' },
    { problem: 'A train travels 60 km in 1.5 hours. What is its average speed?' },
  ],
  'citation-helper': [
    { style: 'apa', items: [{ id: 'warm-up', type: 'book', title: 'Warm up', issued: { 'date-parts': [[2020]] } }] },
    {
      style: 'modern-language-association',
      locale: 'en-GB',
      items: [{ id: 'a1', type: 'article-journal', title: 'On things', author: [{ family: 'Doe', given: 'Jane' }], 'container-title': 'Journal', volume: '3', page: '1-10', issued: { 'date-parts': [[2019, 5]] } }],
      output: 'citation',
      citationItems: [[{ id: 'a1', locator: '5', label: 'page' }]],
      format: 'text',
      links: true,
      exports: ['bibtex', 'ris', 'csl-json'],
    },
    { style: 'ieee', source: '@article{key, title={A title}, author={Roe, Richard}, journal={J}, year={2020}}' },
    { style: 'chicago-author-date', source: 'Doe, J. (2020). A book about writing. Example Press.' },
  ],
  'resume-builder': [
    { resume: { basics: { name: 'Warm Up', email: 'warm@example.com' } }, format: 'pdf' },
    {
      resume: {
        basics: { name: 'Ada Lovelace', label: 'Analyst', email: 'ada@example.com', url: 'https://example.org', summary: 'Writes programs.', location: { city: 'London', countryCode: 'GB' }, profiles: [{ network: 'GitHub', username: 'ada', url: 'https://github.com/ada' }] },
        work: [{ name: 'Engines Ltd', position: 'Analyst', startDate: '1842-01', endDate: '1843-06', summary: 'Notes on the engine.', highlights: ['First program'] }],
        education: [{ institution: 'Home', area: 'Mathematics', studyType: 'Private', startDate: '1830' }],
        skills: [{ name: 'Mathematics', level: 'Expert', keywords: ['analysis', 'algebra'] }],
        languages: [{ language: 'English', fluency: 'Native' }],
      },
      template: 'classic',
      paper: 'letter',
      format: 'txt',
      jobDescription: 'We need an analyst with mathematics and programming skills.',
    },
    { import: { name: 'resume.json', base64: Buffer.from(JSON.stringify({ basics: { name: 'Imported' } })).toString('base64') } },
  ],
};

/**
 * Each tool's examples: the handwritten ones and its registration's warm-up input (src/tools/<id>/tool.ts).
 * A tool not listed above is fuzzed from its warm-up input alone (what `npm run new-tool` writes); list
 * examples here when its contract has optional parts the warm-up input does not reach.
 */
export async function loadToolExamples(): Promise<Record<ToolId, unknown[]>> {
  const registrations = await loadToolRegistrations();
  const examples = {} as Record<ToolId, unknown[]>;
  for (const id of TOOL_IDS) {
    const warmUp = registrations.find((registration) => registration.id === id)?.warmUpInput;
    examples[id] = [...(HANDWRITTEN[id] ?? []), ...(warmUp === undefined ? [] : [warmUp])];
    if (examples[id].length === 0) throw new Error(`No example of ${id}: give src/tools/${id}/tool.ts a warmUpInput, or list examples in test/fuzz/tool-examples.ts`);
  }
  return examples;
}
