// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiDetection } from '../api/detect-ai-text';
import { ResultsPanel } from './results-panel';

const TEXT = 'Furthermore, it is crucial. I burnt the toast again lol.';

const judged: AiDetection = {
  aiProbability: 0.62,
  verdict: 'mixed',
  language: { code: 'eng', bcp47: 'en', name: 'English', support: 'trained' },
  sentences: [
    { offset: 0, length: 27, aiProbability: 0.91 },
    { offset: 28, length: 28, aiProbability: 0.12 },
  ],
  signals: [
    {
      feature: 'aiPhraseRate',
      label: 'Stock phrases typical of chatbots',
      value: 40,
      level: 'high',
      pointsTo: 'AI',
      weight: 1.2,
      description: 'Stock phrases typical of chatbots: high (40) — points to AI',
    },
  ],
  mode: 'embedded',
  words: 11,
  minWords: 50,
  notes: [],
};

function renderPanel(detection: AiDetection) {
  return render(
    <MemoryRouter>
      <ResultsPanel text={TEXT} detection={detection} brand="Scribewell" />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('AI detector ResultsPanel', () => {
  it('shows the verdict, the probability and one mark per sentence; a click shows that sentence’s score', () => {
    renderPanel(judged);
    const region = screen.getByRole('region', { name: 'AI detection results' });
    expect(within(region).getByTestId('ai-verdict').textContent).toBe('Mixed');
    expect(within(region).getByTestId('ai-probability').textContent).toBe('62%');
    const marks = within(region).getAllByTestId('ai-sentence');
    expect(marks.map((mark) => mark.textContent)).toEqual(['Furthermore, it is crucial.', 'I burnt the toast again lol.']);
    // Stronger tint for the more machine-like sentence.
    expect(marks[0]!.className).toContain('bg-rose-500/60');
    expect(marks[1]!.className).toContain('bg-transparent');

    fireEvent.click(marks[1]!);
    expect(screen.getByTestId('ai-sentence-detail').textContent).toContain('Sentence 2 of 2');
    expect(screen.getByTestId('ai-sentence-detail').textContent).toContain('12% AI');
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });

  it('on a basic response, says what the sentence detail would add instead of showing marks', () => {
    renderPanel({ ...judged, sentences: [] });
    expect(screen.queryAllByTestId('ai-sentence')).toHaveLength(0);
    expect(screen.getByTestId('upgrade-prompt').textContent).toMatch(/score for every sentence/);
    expect(screen.getAllByTestId('ai-signal')).toHaveLength(1);
  });

  it('gives no number for a text too short to judge', () => {
    renderPanel({ ...judged, aiProbability: null, verdict: 'too short to judge', sentences: [], signals: [] });
    expect(screen.getByTestId('ai-verdict').textContent).toBe('Too short to judge');
    expect(screen.queryByTestId('ai-probability')).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
    expect(screen.getByText('11 / 50')).toBeTruthy();
  });
});
