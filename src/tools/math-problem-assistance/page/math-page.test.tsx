// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToolPage } from '../../../web/testing/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MathResult } from './api/solve-math';
import { formatFigureValue } from '../../../domain/figures';
import { MATH_FIGURES } from './lib/measured-figures';
import { Component as MathPage } from './math-page';

// MathLive needs a real browser (layout, fonts); the page only creates the element, sets and reads its
// LaTeX and listens for input, so a small stand-in element is enough to test the page's side.
vi.mock('mathlive', () => {
  class FakeMathfield extends HTMLElement {
    static fontsDirectory: string | null = './fonts';
    static soundsDirectory: string | null = './sounds';
    latex = '';
    connectedCallback() {
      this.tabIndex = 0; // MathLive's element takes focus; the stand-in does too
    }
    get value() {
      return this.latex;
    }
    set value(latex: string) {
      this.latex = latex;
    }
    setValue(latex: string) {
      this.latex = latex;
    }
  }
  customElements.define('fake-math-field', FakeMathfield);
  return { MathfieldElement: FakeMathfield };
});

const solution: MathResult = {
  status: 'solved',
  task: 'solve',
  method: 'inverse operations',
  answer: { text: 'x = 2', latex: 'x=2' },
  steps: [
    { rule: 'Subtract 3 from both sides', explanation: 'Undo the +3.', expression: { text: '2x = 4', latex: '2x=4' }, verified: true },
    { rule: 'Divide both sides by 2', explanation: 'Undo the times 2.', expression: { text: 'x = 2', latex: 'x=2' }, verified: true },
  ],
  hints: ['What is added to 2x?'],
  engine: 'embedded',
};

const requests: Array<{ url: string; body: Record<string, unknown> | undefined }> = [];

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// The page loads these on demand (they bring KaTeX); loading them once here keeps a slow first
// transform from eating into each findBy's wait.
beforeAll(async () => {
  await Promise.all([import('./components/results-panel'), import('./components/problem-preview')]);
});

beforeEach(() => {
  requests.length = 0;
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      requests.push({ url, body });
      if (url === '/api/tools/math-problem-assistance') {
        const check = body?.answer ? { correct: body.answer === 'x=2', message: body.answer === 'x=2' ? 'Right: x = 2.' : 'Try again.' } : undefined;
        return respond(200, { result: { ...solution, ...(check && { check }) }, remaining: 9, historyId: null });
      }
      if (url === '/api/config') return respond(200, { brandName: 'Scribewell' });
      return respond(401, { error: { code: 'unauthorized', message: 'Sign in' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderToolPage(<MathPage />);
}

const toolRequests = () => requests.filter((request) => request.url === '/api/tools/math-problem-assistance').map((request) => request.body);

function typeInEditor(field: HTMLElement & { value: string }, latex: string) {
  field.value = latex;
  fireEvent(field, new Event('input'));
}

describe('math page', () => {
  it('loads the math editor only when the user opens it, with the caret in it', async () => {
    renderPage();
    expect(screen.queryByTestId('math-field')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the math editor' }));
    const field = await screen.findByTestId('math-field');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('solves what the math editor holds, sent as LaTeX, and checks an answer without hiding the solution', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open the math editor' }));
    const field = (await screen.findByTestId('math-field')) as HTMLElement & { value: string };
    expect(field.getAttribute('aria-label')).toBe('Math problem');
    typeInEditor(field, '2x+3=7');
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await screen.findByTestId('math-results');
    expect(toolRequests()).toEqual([{ problem: '2x+3=7', task: 'auto' }]);
    expect(screen.getAllByTestId('math-step')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'x=2' } });
    fireEvent.click(screen.getByRole('button', { name: /check my answer/i }));
    const verdict = await screen.findByTestId('math-check-result');
    expect(verdict.dataset.correct).toBe('true');
    expect(verdict.textContent).toContain('Right: x = 2.');
    expect(toolRequests()[1]).toEqual({ problem: '2x+3=7', task: 'auto', answer: 'x=2' });
    expect(screen.getAllByTestId('math-step')).toHaveLength(2);
  });

  it('solves on Enter in the editor, and an example chip fills the editor and picks the task', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open the math editor' }));
    const field = (await screen.findByTestId('math-field')) as HTMLElement & { value: string };
    fireEvent.click(screen.getByRole('button', { name: 'derivative of x^2 sin x' }));
    await waitFor(() => expect(field.value).toBe('x^2\\sin x'));
    fireEvent(field, new InputEvent('input', { inputType: 'insertLineBreak' }));
    await screen.findByTestId('math-results');
    expect(toolRequests()).toEqual([{ problem: 'x^2\\sin x', task: 'derivative' }]);
  });

  it('solves the text box as typed, with a rendered preview, and names the variable when given', async () => {
    renderPage();
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: /text/i }), { button: 0 });
    });
    const box = screen.getByPlaceholderText(/Type or paste a problem/);
    fireEvent.change(box, { target: { value: 'solve 3/4 t + 1 = 2' } });
    await waitFor(() => expect(screen.getByTestId('math-preview').querySelector('.katex')).not.toBeNull());
    fireEvent.change(screen.getByLabelText(/Variable/), { target: { value: '1' } });
    expect(screen.getByText('The variable is one letter, such as x.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Solve' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Variable/), { target: { value: 't' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solve' }));
    await screen.findByTestId('math-results');
    expect(toolRequests()).toEqual([{ problem: 'solve 3/4 t + 1 = 2', task: 'auto', variable: 't' }]);
  });

  it('quotes the measured figures, says which ones were measured once on problems never tuned on, and shows no placeholder', () => {
    renderPage();
    expect(screen.queryByTestId('math-figures-placeholder')).toBeNull();
    const figures = screen.getByTestId('math-measured-figures');
    expect(figures.textContent).toContain(`${formatFigureValue(MATH_FIGURES.symbolic)} of ${MATH_FIGURES.symbolic.n} problems`);
    expect(figures.textContent).toContain(`${formatFigureValue(MATH_FIGURES.algebra)} of ${MATH_FIGURES.algebra.n} problems`);
    expect(figures.textContent).toContain(`${formatFigureValue(MATH_FIGURES.schoolWordProblems)} of ${MATH_FIGURES.schoolWordProblems.n} problems`);
    expect(screen.getByText(/development sets, except the school word problems/)).toBeTruthy();
    expect(screen.queryAllByText('not measured yet')).toHaveLength(0);
  });
});
