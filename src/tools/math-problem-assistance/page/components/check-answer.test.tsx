// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckAnswer } from './check-answer';

afterEach(cleanup);

const renderCheck = (props: Partial<Parameters<typeof CheckAnswer>[0]> = {}) =>
  render(
    <MemoryRouter>
      <CheckAnswer onCheck={() => {}} pending={false} error={null} invalidResponse={false} {...props} />
    </MemoryRouter>,
  );

describe('CheckAnswer', () => {
  it('says a check costs a request, and sends the trimmed answer', () => {
    const onCheck = vi.fn();
    renderCheck({ onCheck });
    expect(screen.getByText(/uses one request from your allowance/)).toBeTruthy();
    const button = screen.getByRole('button', { name: /check my answer/i }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: '  x = 2 ' } });
    fireEvent.click(button);
    expect(onCheck).toHaveBeenCalledWith('x = 2');
  });

  it("shows the engine's verdict", () => {
    renderCheck({ outcome: { answer: 'x = 2', check: { correct: false, message: 'x = 2 is one solution; there is another.' } } });
    const result = screen.getByTestId('math-check-result');
    expect(result.dataset.correct).toBe('false');
    expect(result.textContent).toContain('Not correct. x = 2 is one solution; there is another.');
    expect(result.textContent).toContain('Your answer: x = 2');
  });

  it('says so when the answer could not be compared', () => {
    renderCheck({ outcome: { answer: 'banana', check: undefined } });
    expect(screen.getByTestId('math-check-result').textContent).toMatch(/could not compare “banana”/);
  });

  it('shows an example answer of the shape the problem asks for', () => {
    renderCheck({ task: 'word_problem' });
    const field = screen.getByLabelText('Your answer') as HTMLInputElement;
    expect(field.placeholder).toBe('For example 12, or 12 cm');
    cleanup();
    renderCheck({ task: 'factor' });
    expect((screen.getByLabelText('Your answer') as HTMLInputElement).placeholder).toBe('For example (x-2)(x-3)');
  });
});
