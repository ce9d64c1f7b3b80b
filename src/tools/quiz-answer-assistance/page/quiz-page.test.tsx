// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToolPage } from '../../../web/testing/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS } from '../../../domain/tools';
import type { QuizResult } from './api/answer-quiz';
import { formatFigureValue } from '../../../domain/figures';
import { QUIZ_FIGURES } from './lib/measured-figures';
import { Component as QuizPage } from './quiz-page';

const MATERIAL = 'Compounds that accept electrons are called oxidants. Reductants donate electrons.';

function answered(stem: string, options: string[], index: number, extra: Partial<QuizResult> = {}): QuizResult {
  const sentence = 'Compounds that accept electrons are called oxidants.';
  return {
    status: 'answered',
    kind: 'multiple_choice',
    hints: ['The question asks for a name.', 'Look for the sentence about accepting electrons.', `Key sentence: "${sentence}"`],
    answer: { text: options[index]!, optionIndex: index, confidence: 0.95 },
    evidence: [{ text: sentence, offset: 0, length: sentence.length }],
    reading: { stem, options },
    engine: 'embedded',
    ...extra,
  };
}

const requests: Array<Record<string, unknown>> = [];
let plan: 'Free' | 'Pro' | null = null;
let answerFor: (body: Record<string, unknown>) => QuizResult;

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function me(packageName: string) {
  return {
    user: { id: 'u', email: 'a@b.c' },
    profile: null,
    subscription: { package: packageName, isActive: true, nextRenewal: null, createdAt: null },
    remaining: Object.fromEntries(COUNTERS.map((counter) => [counter, 100])),
    limits: { requestsPerMonth: 100, wordsPerScan: 1000, history: 'medium' },
    periodEnd: new Date().toISOString(),
  };
}

// The page loads its results on demand (they bring KaTeX); loading them once here keeps a slow
// first transform from eating into each findBy's wait.
beforeAll(async () => {
  await import('./components/quiz-results');
});

beforeEach(() => {
  requests.length = 0;
  plan = null;
  answerFor = (body) => answered(String(body.question), (body.options as string[]) ?? [], 1);
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/tools/quiz-answer-assistance') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        requests.push(body);
        return respond(200, { result: answerFor(body), remaining: 9 - requests.length, historyId: null });
      }
      if (url === '/api/config') return respond(200, { brandName: 'Scribewell', tools: { 'quiz-answer-assistance': { closedBookModel: false } } });
      if (url === '/api/me' && plan) return respond(200, me(plan));
      return respond(401, { error: { code: 'unauthorized', message: 'Sign in' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderToolPage(<QuizPage />);
}

function paste(box: HTMLElement, text: string) {
  const handled = !fireEvent.paste(box, { clipboardData: { getData: () => text } });
  // A paste the page leaves alone is typed into the box by the browser.
  if (!handled) fireEvent.change(box, { target: { value: text } });
}

/** vi.waitFor's default second is too short for a page's render on a loaded 2-core machine. */
const POLL = { timeout: 10_000 };

/** The first question's card once its request has returned (a pending card shows first). */
async function findSettledResult(): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const card = screen.getAllByTestId('quiz-result')[0]!;
    if (card.dataset.status === 'running' || card.dataset.status === 'waiting') throw new Error('still running');
    return card;
  }, POLL);
}

const QUIZ = '1. Compounds that accept electrons are called what?\na) reductants\nb) oxidants\n\n2. What do reductants do?\na) donate electrons\nb) accept electrons';

describe('quiz page', () => {
  it('splits a pasted question into its options, then hints one at a time, the answer and its evidence highlighted', async () => {
    renderPage();
    paste(screen.getByLabelText('Question'), 'Compounds that accept electrons are called what?\nA) reductants\nB) oxidants\nC) residues');
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Compounds that accept electrons are called what?');
    expect((screen.getByLabelText(/^Options/) as HTMLTextAreaElement).value).toBe('reductants\noxidants\nresidues');
    fireEvent.change(screen.getByLabelText(/^Your material/), { target: { value: MATERIAL } });
    fireEvent.click(screen.getByRole('button', { name: 'Help me answer' }));

    const result = await findSettledResult();
    expect(requests).toEqual([{ question: 'Compounds that accept electrons are called what?', options: ['reductants', 'oxidants', 'residues'], material: MATERIAL }]);
    // Nothing gives the answer away until asked for.
    expect(within(result).queryByTestId('quiz-answer')).toBeNull();
    expect(within(result).queryByTestId('quiz-evidence')).toBeNull();

    fireEvent.click(within(result).getByRole('button', { name: 'Give me a hint' }));
    fireEvent.click(within(result).getByRole('button', { name: 'Another hint (2 of 3)' }));
    expect(within(result).getAllByTestId('quiz-hint').map((hint) => hint.textContent)).toEqual([
      'Hint 1: The question asks for a name.',
      'Hint 2: Look for the sentence about accepting electrons.',
    ]);

    fireEvent.click(within(result).getByRole('button', { name: 'Show answer' }));
    expect(within(result).getByTestId('quiz-answer').textContent).toContain('B) oxidants');
    expect(within(result).getByTestId('quiz-answer').textContent).toContain('95.0%');
    expect(within(result).getAllByTestId('quiz-evidence-mark').map((mark) => mark.textContent)).toEqual([
      'Compounds that accept electrons are called oxidants.',
    ]);
    expect(within(result).getByLabelText('Your material, with the evidence highlighted').textContent).toBe(MATERIAL);
    const marked = within(result).getAllByTestId('quiz-option').map((option) => option.dataset.correct);
    expect(marked).toEqual(['false', 'true', 'false']);
    // Free: the per-option explanations are a Pro feature.
    expect(within(result).getByText('See why each option is right or wrong')).toBeTruthy();
  });

  it('marks every option of a select-all answer and highlights the sentence behind each', async () => {
    const notes = 'Whales are mammals that breathe air. Sharks and trout are fish. Bats are the only mammals that fly.';
    answerFor = (body) => ({
      ...answered(String(body.question), (body.options as string[]) ?? [], 0),
      answer: { text: 'whale, bat', optionIndex: null, optionIndexes: [0, 2], confidence: 0.9 },
      evidence: [
        { text: 'Whales are mammals that breathe air.', offset: 0, length: 36 },
        { text: 'Bats are the only mammals that fly.', offset: 64, length: 35 },
      ],
    });
    renderPage();
    paste(screen.getByLabelText('Question'), 'Which of the following are mammals? (Select all that apply) A) whale B) shark C) bat D) trout');
    expect((screen.getByLabelText('Question') as HTMLTextAreaElement).value).toBe('Which of the following are mammals? (Select all that apply)');
    expect((screen.getByLabelText(/^Options/) as HTMLTextAreaElement).value).toBe('whale\nshark\nbat\ntrout');
    fireEvent.change(screen.getByLabelText(/^Your material/), { target: { value: notes } });
    fireEvent.click(screen.getByRole('button', { name: 'Help me answer' }));

    const result = await findSettledResult();
    fireEvent.click(within(result).getByRole('button', { name: 'Show answer' }));
    expect(within(result).getByTestId('quiz-answer').textContent).toContain('A) whale, C) bat');
    expect(within(result).getAllByTestId('quiz-option').map((option) => option.dataset.correct)).toEqual(['true', 'false', 'true', 'false']);
    expect(within(result).getAllByTestId('quiz-evidence-mark').map((mark) => mark.textContent)).toEqual(['Whales are mammals that breathe air.', 'Bats are the only mammals that fly.']);
  });

  it('on Free, answers the first question of a pasted quiz and offers the rest with an upgrade', async () => {
    renderPage();
    paste(screen.getByLabelText('Question'), QUIZ);
    expect(within(screen.getByTestId('quiz-question-list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByLabelText(/^Options/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Help me answer' }));

    await findSettledResult();
    expect(requests).toEqual([{ question: 'Compounds that accept electrons are called what?', options: ['reductants', 'oxidants'] }]);
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByText('Answer all 2 questions in one go')).toBeTruthy();
  });

  it('on Pro, answers every question of a pasted quiz, one request each, and explains every option', async () => {
    plan = 'Pro';
    answerFor = (body) => {
      const options = body.options as string[];
      return answered(String(body.question), options, 0, {
        options: options.map((text, index) => ({ text, correct: index === 0, why: index === 0 ? 'The notes say so.' : `Not ${text}.` })),
      });
    };
    renderPage();
    await screen.findByText('100 requests left this month');
    paste(screen.getByLabelText('Question'), QUIZ);
    fireEvent.click(screen.getByRole('button', { name: 'Help with 2 questions' }));

    await vi.waitFor(() => expect(screen.getAllByTestId('quiz-result').map((card) => card.dataset.status)).toEqual(['answered', 'answered']), POLL);
    expect(requests.map((request) => request.question)).toEqual(['Compounds that accept electrons are called what?', 'What do reductants do?']);
    const second = screen.getAllByTestId('quiz-result')[1]!;
    fireEvent.click(within(second).getByRole('button', { name: 'Show answer' }));
    expect(within(second).getAllByTestId('quiz-option').map((option) => option.textContent)).toEqual([
      'A)donate electronsAnswerThe notes say so.',
      'B)accept electronsNot accept electrons.',
    ]);
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });

  it('with no confident answer, says so and shows the hints and the candidate evidence, never a verdict', async () => {
    answerFor = (body) => ({ ...answered(String(body.question), [], 0), status: 'hints_only', kind: 'short_answer', answer: undefined });
    renderPage();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'What are compounds that accept electrons called?' } });
    fireEvent.change(screen.getByLabelText(/^Your material/), { target: { value: MATERIAL } });
    fireEvent.click(screen.getByRole('button', { name: 'Help me answer' }));

    const result = await findSettledResult();
    expect(within(result).getByText('No confident answer found')).toBeTruthy();
    expect(within(result).queryByRole('button', { name: 'Show answer' })).toBeNull();
    expect(within(result).getAllByTestId('quiz-evidence-mark')).toHaveLength(1);
    expect(within(result).getByRole('button', { name: 'Give me a hint' })).toBeTruthy();
  });

  it('shows why it cannot answer a question without material, with its reading hints', async () => {
    answerFor = () => ({
      status: 'unsupported',
      kind: 'short_answer',
      hints: ['The question asks for a year.'],
      evidence: [],
      reading: { stem: 'When did the war end?', options: [] },
      engine: 'embedded',
      message: 'Add your notes: without material or a model server we cannot answer this question.',
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'When did the war end?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Help me answer' }));

    const notice = await screen.findByTestId('quiz-unsupported');
    expect(notice.textContent).toContain('without material or a model server');
    expect(requests).toEqual([{ question: 'When did the war end?' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Give me a hint' }));
    expect(screen.getByTestId('quiz-hint').textContent).toContain('asks for a year');
  });

  it('renders the steps of a calculation with KaTeX once the answer is shown', async () => {
    answerFor = (body) => ({
      ...answered(String(body.question), [], 0),
      kind: 'calculation',
      answer: { text: '12', optionIndex: null, confidence: 0.99 },
      evidence: [],
      steps: [{ rule: 'Multiply', explanation: '15% is 0.15.', expression: { text: '0.15 * 80 = 12', latex: '0.15 \\cdot 80 = 12' }, verified: true }],
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'What is 15% of 80?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Help me answer' }));
    const result = await findSettledResult();
    expect(within(result).queryByTestId('quiz-step')).toBeNull();
    fireEvent.click(within(result).getByRole('button', { name: 'Show answer' }));
    expect(within(result).getByTestId('quiz-answer').textContent).toContain('12');
    expect(within(result).getByTestId('quiz-step').querySelector('.katex')).not.toBeNull();
  });

  it('quotes the measured figures from src/tools/quiz-answer-assistance/eval/figures.json as development-set figures', () => {
    renderPage();
    const figures = screen.getByTestId('quiz-measured-figures');
    expect(screen.queryByTestId('quiz-figures-placeholder')).toBeNull();
    expect(figures.textContent).not.toContain('not measured yet');
    expect(figures.textContent).toContain(`${formatFigureValue(QUIZ_FIGURES.sciqAccuracy)} of ${QUIZ_FIGURES.sciqAccuracy.n} questions`);
    expect(screen.getByText(/development set/)).toBeTruthy();
  });
});
