// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFigureValue } from '../../../../domain/figures';
import { GRAMMAR_FIGURES, OTHER_LANGUAGE_FIGURES } from '../lib/measured-figures';
import { HowGood } from './how-good';

afterEach(cleanup);

describe('grammar page: how good is this', () => {
  it('quotes the last English batch and each other language from the eval figures, not typed by hand', () => {
    render(<HowGood />);
    const table = within(screen.getByTestId('grammar-measured-figures'));
    expect(GRAMMAR_FIGURES.englishRecall.id).toMatch(/^english-recall\/batch-\d+$/);
    expect(table.getByText(/everyday errors fixed exactly/).closest('tr')?.textContent).toContain(formatFigureValue(GRAMMAR_FIGURES.englishRecall));
    for (const { lang, recall } of OTHER_LANGUAGE_FIGURES) {
      const name = { de: 'German', fr: 'French', es: 'Spanish' }[lang];
      expect(table.getByText(new RegExp(`^${name}:`)).closest('tr')?.textContent).toContain(formatFigureValue(recall));
    }
    expect(screen.getByText(/a\s+writer who had not seen our rules/)).toBeTruthy();
    for (const { recall } of OTHER_LANGUAGE_FIGURES) expect(recall.id).toMatch(/\/batch-\d+$/);
  });
});
