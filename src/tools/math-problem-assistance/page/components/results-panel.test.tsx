// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { MathResult, MathStep } from '../api/solve-math';
import { ResultsPanel } from './results-panel';

const step = (rule: string, latex: string, verified = true): MathStep => ({
  rule,
  explanation: `Because of ${rule.toLowerCase()}.`,
  expression: { text: latex, latex },
  verified,
});

const quadratic: MathResult = {
  status: 'solved',
  task: 'solve',
  method: 'factoring',
  answer: { text: 'x = 2 or x = 3', latex: 'x=2 \\text{ or } x=3', solutions: [{ x: '2' }, { x: '3' }] },
  steps: [
    step('Factor the left side', '(x-2)(x-3)=0'),
    step('Zero product rule', 'x-2=0 \\text{ or } x-3=0'),
    step('Solve each equation', 'x=2 \\text{ or } x=3'),
  ],
  hints: ['Can you write the left side as a product of two brackets?', 'Which two numbers multiply to 6 and add to -5?'],
  engine: 'embedded',
};

const parabola = Array.from({ length: 41 }, (_, index) => {
  const x = -1 + (6 * index) / 40;
  return [x, x * x - 5 * x + 6] as [number, number];
});

const advanced: MathResult = {
  ...quadratic,
  graph: { variable: 'x', series: [{ label: 'y = x^2 - 5x + 6', points: parabola }], roots: [2, 3] },
  alternatives: [
    { method: 'quadratic formula', steps: [step('Quadratic formula', 'x=\\frac{5\\pm\\sqrt{1}}{2}')] },
    { method: 'completing the square', steps: [step('Complete the square', '(x-2.5)^2=0.25'), step('Take square roots', 'x-2.5=\\pm 0.5')] },
  ],
};

function renderPanel(solution: MathResult, options: { hintsOnly?: boolean; basic?: boolean } = {}) {
  const ui: ReactElement = (
    <MemoryRouter>
      <ResultsPanel
        solution={solution}
        problem={{ mode: 'text', value: 'x^2-5x+6=0' }}
        hintsOnly={options.hintsOnly ?? false}
        basic={options.basic ?? false}
      />
    </MemoryRouter>
  );
  return render(ui);
}

afterEach(cleanup);

describe('math ResultsPanel', () => {
  it('shows the problem as the engine read it, so a misreading is visible', () => {
    renderPanel({ ...quadratic, readAs: { text: 'x^2 - 5*x + 6 = 0', latex: 'x^{2}-5x+6=0' } });
    const readAs = screen.getByTestId('math-read-as');
    expect(readAs.textContent).toContain('I read this as');
    renderPanel(quadratic);
    expect(screen.getAllByTestId('math-read-as')).toHaveLength(1);
  });

  it('shows the answer, the method and every step with its rule, explanation and rendered expression', () => {
    renderPanel(quadratic);
    expect(screen.getByTestId('math-answer').querySelector('.katex')).not.toBeNull();
    expect(screen.getByTestId('math-method').textContent).toBe('factoring');
    expect(screen.getByRole('button', { name: /copy answer/i })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByTestId('math-step');
    expect(steps).toHaveLength(3);
    expect(steps.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Step 1: Factor the left side',
      'Step 2: Zero product rule',
      'Step 3: Solve each equation',
    ]);
    expect(steps[1]!.textContent).toContain('Because of zero product rule.');
    expect(steps.every((item) => item.querySelector('.katex') !== null)).toBe(true);
    expect(steps.every((item) => item.dataset.verified === 'true')).toBe(true);
    expect(screen.queryByText(/not verified/i)).toBeNull();
    // The problem is echoed, rendered, above the answer.
    expect(screen.getByTestId('math-preview').querySelector('.katex')).not.toBeNull();
  });

  it('never shows an unverified step like the others: it is marked, badged and warned about', () => {
    const steps = [quadratic.steps[0]!, step('Divide both sides', 'x-3=0', false), quadratic.steps[2]!];
    renderPanel({ ...quadratic, steps });
    const items = screen.getAllByTestId('math-step');
    expect(items.map((item) => item.dataset.verified)).toEqual(['true', 'false', 'true']);
    const unverified = items[1]!;
    expect(within(unverified).getByTestId('math-step-unverified').textContent).toBe('Not verified');
    expect(unverified.className).toContain('border-dashed');
    expect(unverified.textContent).toMatch(/could not confirm that this step follows/);
    expect(items[0]!.className).not.toContain('border-dashed');
    expect(within(items[0]!).queryByTestId('math-step-unverified')).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/One step could not be verified/);
  });

  it('in hints mode, hides the answer and reveals hints, then steps, one at a time', () => {
    renderPanel(quadratic, { hintsOnly: true });
    expect(screen.getByTestId('math-answer').querySelector('.katex')).toBeNull();
    expect(screen.queryAllByTestId('math-step')).toHaveLength(0);
    expect(screen.queryAllByTestId('math-hint')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /copy answer/i })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Give me a hint' }));
    expect(screen.getAllByTestId('math-hint').map((hint) => hint.textContent)).toEqual([
      'Hint 1: Can you write the left side as a product of two brackets?',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Another hint (2 of 2)' }));
    expect(screen.getAllByTestId('math-hint')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'No more hints' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Show the next step (1 of 3)' }));
    expect(screen.getAllByTestId('math-step')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show the next step (2 of 3)' }));
    expect(screen.getAllByTestId('math-step')).toHaveLength(2);
    expect(screen.getByTestId('math-answer').querySelector('.katex')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show full solution' }));
    expect(screen.getAllByTestId('math-step')).toHaveLength(3);
    expect(screen.getByTestId('math-answer').querySelector('.katex')).not.toBeNull();
    expect(screen.queryByTestId('math-hint-controls')).toBeNull();
  });

  it('in hints mode, shows the answer once the last step is revealed', () => {
    renderPanel({ ...quadratic, steps: [quadratic.steps[2]!] }, { hintsOnly: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show the next step (1 of 1)' }));
    expect(screen.getByTestId('math-answer').querySelector('.katex')).not.toBeNull();
  });

  it('plots the graph as an SVG with a labelled dot on each root (advanced response)', () => {
    renderPanel(advanced);
    const svg = screen.getByTestId('math-graph');
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.querySelectorAll('polyline')).toHaveLength(1);
    expect(svg.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(41);
    const roots = within(svg as unknown as HTMLElement).getAllByTestId('math-graph-root');
    expect(roots.map((root) => root.querySelector('circle') !== null)).toEqual([true, true]);
    expect(roots.map((root) => root.textContent)).toEqual(['x = 2', 'x = 3']);
    // The dots sit on the x-axis line.
    const axisY = screen.getByTestId('math-graph-x-axis').getAttribute('y1');
    expect(roots.every((root) => root.querySelector('circle')!.getAttribute('cy') === axisY)).toBe(true);
    expect(screen.getByText('Crosses the x-axis at x = 2, x = 3.')).toBeTruthy();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });

  it('marks a solution where the two sides of an equation meet, not on the x-axis', () => {
    const line = Array.from({ length: 21 }, (_, index) => [-3 + (8 * index) / 20, 2 * (-3 + (8 * index) / 20) + 3] as [number, number]);
    renderPanel({
      ...quadratic,
      graph: { variable: 'x', series: [{ label: 'y = 2x + 3', points: line }, { label: 'y = 7', points: [[-3, 7], [5, 7]] }], roots: [2] },
    });
    const svg = screen.getByTestId('math-graph');
    expect(svg.querySelectorAll('polyline')).toHaveLength(2);
    const root = within(svg as unknown as HTMLElement).getByTestId('math-graph-root');
    const axisY = screen.getByTestId('math-graph-x-axis').getAttribute('y1');
    expect(root.querySelector('circle')!.getAttribute('cy')).not.toBe(axisY);
    expect(root.querySelector('line')!.getAttribute('y2')).toBe(axisY);
    expect(screen.getByText('The two sides are equal at x = 2.')).toBeTruthy();
  });

  it('shows other methods in tabs (advanced response)', async () => {
    renderPanel(advanced);
    const tabs = within(screen.getByRole('tablist', { name: 'Other methods' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Quadratic formula', 'Completing the square']);
    expect(screen.getByRole('list', { name: 'Steps by quadratic formula' })).toBeTruthy();
    await act(async () => {
      fireEvent.mouseDown(tabs[1]!, { button: 0 });
      fireEvent.click(tabs[1]!);
    });
    expect(within(screen.getByRole('list', { name: 'Steps by completing the square' })).getAllByTestId('math-step')).toHaveLength(2);
  });

  it('shows an upgrade prompt where the graph would be on a basic response', () => {
    renderPanel(quadratic, { basic: true });
    expect(screen.queryByTestId('math-graph')).toBeNull();
    expect(screen.getByTestId('upgrade-prompt').textContent).toMatch(/graph with the roots marked/);
  });

  it('offers no upgrade for plain arithmetic, where no plan adds a graph', () => {
    renderPanel({ ...quadratic, task: 'evaluate', method: undefined }, { basic: true });
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });

  it('keeps the graph for the full solution in hints mode', () => {
    renderPanel(advanced, { hintsOnly: true });
    expect(screen.queryByTestId('math-graph')).toBeNull();
    expect(screen.getByText(/appear with the full solution/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show full solution' }));
    expect(screen.getByTestId('math-graph')).toBeTruthy();
  });

  it('shows the note when the answer comes without steps', () => {
    renderPanel({ ...quadratic, steps: [], method: undefined, message: 'No steps are available for this kind of integral yet.' });
    expect(screen.getByTestId('math-note').textContent).toBe('No steps are available for this kind of integral yet.');
    expect(screen.getByTestId('math-no-steps')).toBeTruthy();
    expect(screen.getByTestId('math-answer').querySelector('.katex')).not.toBeNull();
  });

  it('explains an unsupported problem and what to try, without an answer or a check', () => {
    renderPanel({
      status: 'unsupported',
      task: 'word_problem',
      steps: [],
      hints: [],
      engine: 'embedded',
      message: 'This reads like a word problem, and no model is configured to read it.',
    });
    const notice = screen.getByTestId('math-unsupported');
    expect(notice.textContent).toMatch(/no model is configured/);
    expect(notice.textContent).toMatch(/What to try/);
    expect(screen.queryByTestId('math-answer')).toBeNull();
    expect(screen.queryAllByTestId('math-step')).toHaveLength(0);
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });
});
