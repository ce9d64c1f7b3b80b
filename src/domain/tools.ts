/**
 * Tool catalogue: ids (= routes = folder names), counters (= user_actions columns) and card copy.
 * Whether a tool can run is not said here: its engine folder (src/tools/<id>/tool.ts) and page
 * folder (src/tools/<id>/page/tool-page.tsx) register themselves (docs/adding-a-tool.md).
 */
export const TOOL_IDS = [
  'ai-detector',
  'plagiarism',
  'text-compare',
  'detect-language',
  'grammar-checker',
  'translate',
  'quiz-answer-assistance',
  'math-problem-assistance',
  'citation-helper',
  'resume-builder',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export const COUNTERS = [
  'ai_detection',
  'plagiarism',
  'text_compare',
  'detect_language',
  'grammar_check',
  'translate',
  'quiz',
  'math',
  'citation',
  'resume',
] as const;
export type Counter = (typeof COUNTERS)[number];

export type ToolGroup = 'products' | 'assistance';
/**
 * Icon names from lucide-react; the web layer maps them to components (src/web/components/tool-icon.tsx:
 * a name not listed here is one line there too). 'puzzle' is the placeholder `npm run new-tool` gives a new tool.
 */
export type ToolIcon =
  | 'bot'
  | 'shield-check'
  | 'git-compare'
  | 'languages'
  | 'spell-check'
  | 'globe'
  | 'list-checks'
  | 'sigma'
  | 'quote'
  | 'file-user'
  | 'puzzle';

export interface ToolInfo {
  id: ToolId;
  counter: Counter;
  label: string;
  /** Short line for menus. */
  menuDescription: string;
  /** Longer copy for the home-page card. */
  description: string;
  icon: ToolIcon;
  group: ToolGroup;
  /**
   * Bullets for the home card and the tool page's heading. A measured figure is never typed here: it is
   * written `{value:<tool>:<figure id>}` (also `{n:…}`, `{count:…}`) and the web fills it in from
   * src/tools/<id>/eval/figures.json (src/web/lib/figures.ts), so the card always quotes the last measurement.
   */
  highlights: string[];
}

export const TOOLS: readonly ToolInfo[] = [
  {
    id: 'ai-detector',
    counter: 'ai_detection',
    label: 'AI detector',
    menuDescription: 'Estimate whether a text was written by a language model',
    description:
      'Estimate how likely a text is to come from a large language model, with a score for every sentence and the signals behind it.',
    icon: 'bot',
    group: 'products',
    // Measured, not claimed (src/tools/ai-detector/eval/figures.json: leave one source out of the development set).
    // Trained on English only: other languages get language-independent statistics and reduced confidence.
    highlights: [
      'Per-sentence highlighting',
      'Measured AUROC {value:ai-detector:auroc-pooled} on development-set sources held out of training',
      '{count:ai-detector:toefl-flagged} of {n:ai-detector:toefl-flagged} non-native (TOEFL) essays flagged in our development-set test',
      'Trained on English, German, French and Spanish; other languages less reliable',
      'Runs offline on your server',
    ],
  },
  {
    id: 'plagiarism',
    counter: 'plagiarism',
    label: 'Plagiarism check',
    menuDescription: 'Find copied passages and their sources',
    description:
      'Compare a text with the sources you provide, your saved documents and the site corpus; see every matched passage beside its source.',
    icon: 'shield-check',
    group: 'products',
    // Honest about reach: it compares with what this server holds (and the web only via a configured SearXNG).
    highlights: [
      'Compares with your sources, saved documents and the site corpus',
      'Similarity percentage',
      'Matched passages side by side with sources',
      'APA and MLA citation suggestions',
    ],
  },
  {
    id: 'text-compare',
    counter: 'text_compare',
    label: 'Text compare',
    menuDescription: 'See exactly what changed between two versions',
    description:
      'Put two versions of a text side by side and see every insertion and deletion, word by word, with a similarity score you can export.',
    icon: 'git-compare',
    group: 'products',
    highlights: ['Side by side or inline', 'Highlighted differences', 'Word-level change tracking', 'Export of results'],
  },
  {
    id: 'detect-language',
    counter: 'detect_language',
    label: 'Language detection',
    menuDescription: 'Identify the language of any text',
    description: 'Identify the language of a text, with confidence scores, regional variants and batch processing.',
    icon: 'languages',
    group: 'products',
    highlights: ['100+ languages', 'Regional variants with evidence', 'Confidence scoring', 'Batch processing with CSV export'],
  },
  {
    id: 'grammar-checker',
    counter: 'grammar_check',
    label: 'Grammar check',
    menuDescription: 'Fix grammar, spelling and style',
    description:
      'Catch grammar and spelling mistakes, tighten your style and see how readable your writing is, with every rule explained.',
    icon: 'spell-check',
    group: 'products',
    highlights: ['Grammar, spelling and style fixes', 'Tone analysis', 'Readability scores', 'Industry terminology checks'],
  },
  {
    id: 'translate',
    counter: 'translate',
    label: 'Translate',
    menuDescription: 'Translate text between languages',
    description: 'Translate text between languages while keeping context, idioms and technical terms intact.',
    icon: 'globe',
    group: 'products',
    // Measured or built, not claimed (src/tools/translate/eval/figures.json, development set).
    highlights: [
      'Offline with Apertium; LibreTranslate, DeepL or your own model when configured',
      'Links, numbers, code and markup come through unchanged ({count:translate:placeholders-kept/apertium} of {n:translate:placeholders-kept/apertium} in our development-set test)',
      'Your glossary applied with every engine',
      'Word, Markdown, HTML and text documents back in the same format',
    ],
  },
  {
    id: 'quiz-answer-assistance',
    counter: 'quiz',
    label: 'Quiz answer assistance',
    menuDescription: 'Hints and steps for quiz questions',
    description: 'Work through quiz questions with hints first and full steps when you need them.',
    icon: 'list-checks',
    group: 'assistance',
    // Measured, not claimed (src/tools/quiz-answer-assistance/eval/figures.json, development set).
    highlights: [
      'Hints one at a time, before the answer',
      'Answers from your own notes, with the sentence that shows it highlighted',
      '{value:quiz-answer-assistance:sciq-top-option} right on {n:quiz-answer-assistance:sciq-top-option} science questions with their passage in our development-set test',
      'Calculations worked out by the math engine, step by step',
      'Says when it is not sure, instead of guessing',
    ],
  },
  {
    id: 'math-problem-assistance',
    counter: 'math',
    label: 'Math problem assistance',
    menuDescription: 'Step-by-step solutions and explanations',
    description: 'Solve math problems step by step, with the rule behind every step explained.',
    icon: 'sigma',
    group: 'assistance',
    // Measured, not claimed (src/tools/math-problem-assistance/eval/figures.json, development set).
    highlights: [
      'Every step checked by a computer algebra system',
      'Equations, factoring, derivatives, integrals and limits',
      'Hints one at a time, and a check of your own answer',
      '{value:math-problem-assistance:symbolic-correct} correct on {n:math-problem-assistance:symbolic-correct} textbook-style problems in our development-set test',
      'Runs offline on your server',
    ],
  },
  {
    id: 'citation-helper',
    counter: 'citation',
    label: 'Citation helper',
    menuDescription: 'Format references in APA, MLA and more',
    description: 'Build correctly formatted references and in-text citations in APA, MLA and other styles.',
    icon: 'quote',
    group: 'assistance',
    // Measured, not claimed (src/tools/citation-helper/eval/parse/figures.json): real references from sources no rule was tuned on.
    highlights: [
      'APA 7, MLA 9, Chicago, IEEE, Harvard, Vancouver and more, through citeproc',
      'Look up a DOI, ISBN, arXiv or PubMed id, or a web page',
      'Paste a reference from a real bibliography: {value:citation-helper:free-text-real-collected-8-fields} of fields read right on sources we never tuned on, and unsure fields are flagged',
      'In-text citations, and .docx, BibTeX, RIS and CSL-JSON exports',
    ],
  },
  {
    id: 'resume-builder',
    counter: 'resume',
    label: 'Resume builder',
    menuDescription: 'Build an ATS-friendly resume',
    description: 'Write a clean, ATS-friendly resume and export it, section by section.',
    icon: 'file-user',
    group: 'assistance',
    // Measured or built, not claimed (src/tools/resume-builder/eval/figures.json, development set).
    highlights: [
      'Four single-column, ATS-friendly templates, A4 or Letter',
      'PDF and Word exports that read back field for field in our test',
      'ATS check with a 0–100 score and the reasons',
      'Job match: the keywords you are missing, and where to add them',
    ],
  },
];

export function findTool(id: string): ToolInfo | undefined {
  return TOOLS.find((tool) => tool.id === id);
}

export function isToolId(id: string): id is ToolId {
  return (TOOL_IDS as readonly string[]).includes(id);
}
