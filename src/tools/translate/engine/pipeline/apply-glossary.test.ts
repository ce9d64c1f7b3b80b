import { describe, expect, it } from 'vitest';
import { countGlossaryApplied, countGlossaryInTranslation, findGlossaryTermsInText, findUncertainPlurals, type GlossaryLanguages, protectGlossaryTerms } from './apply-glossary';
import { protectSpans, restoreSpans } from './protect-spans';

const enEs = { source: 'en', target: 'es' };

/** Protect, "translate" with a stand-in engine that copies tokens, restore: what the user reads. */
function forceGlossary(text: string, glossary: Array<{ source: string; target: string }>, engine: (value: string) => string, languages: GlossaryLanguages = enEs) {
  const prepared = protectGlossaryTerms(protectSpans(text), glossary, languages);
  const restored = restoreSpans(engine(prepared.text), prepared.text, prepared.spans);
  return { prepared, text: restored.text, counts: countGlossaryApplied(prepared.spans, glossary) };
}

describe('protectGlossaryTerms', () => {
  it('forces the translation of a term and counts it', () => {
    const result = forceGlossary('Restart the server.', [{ source: 'server', target: 'servidor' }], (text) => text.replace('Restart the', 'Reinicia el'));
    expect(result.prepared.text).toBe('Restart the ⟦0⟧.');
    expect(result.text).toBe('Reinicia el servidor.');
    expect(result.counts).toEqual([{ source: 'server', target: 'servidor', count: 1 }]);
  });

  it('finds inflected forms and inflects the translation to match', () => {
    const glossary = [
      { source: 'server', target: 'servidor' },
      { source: 'pull request', target: 'solicitud de cambios' },
      { source: 'library', target: 'biblioteca' },
    ];
    const result = forceGlossary('Servers merge pull requests from the libraries.', glossary, (text) =>
      text.replace('merge', 'fusionan').replace('from the', 'de las'),
    );
    expect(result.text).toBe('Servidores fusionan solicitudes de cambios de las bibliotecas.');
    expect(result.counts.map((count) => count.count)).toEqual([1, 1, 1]);
  });

  it.each([
    ['fr', 'réseau', 'réseaux'],
    ['fr', 'journal', 'journaux'],
    ['it', 'libro', 'libri'],
    ['pt', 'canção', 'canções'],
    ['es', 'canción', 'canciones'],
    ['es', 'luz', 'luces'],
    ['de', 'Server', 'Server'],
  ])('makes a %s translation plural: %s → %s', (target, singular, plural) => {
    const result = forceGlossary('Two items.', [{ source: 'item', target: singular }], (text) => text, { source: 'en', target });
    expect(result.text).toBe(`Two ${plural}.`);
  });

  it('keeps a term as written when its plural is uncertain, and uses the one a dictionary confirms', () => {
    const enIt = { source: 'en', target: 'it' };
    const glossary = [{ source: 'essay', target: 'tema' }];
    expect(forceGlossary('Two essays.', glossary, (text) => text, enIt).text).toBe('Two tema.');
    expect(findUncertainPlurals('Two essays.', glossary, enIt)).toEqual(glossary);
    expect(findUncertainPlurals('One essay.', glossary, enIt)).toEqual([]);
    const nouns = new Map([['tema', { plural: 'temi', gender: 'm' as const }]]);
    expect(forceGlossary('Two Essays.', glossary, (text) => text, { ...enIt, nouns }).text).toBe('Two Temi.');
    expect(findUncertainPlurals('Two essays.', glossary, { ...enIt, nouns })).toEqual([]);
  });

  it('prefers the longer term and never matches inside a word or a protected span', () => {
    const glossary = [
      { source: 'request', target: 'petición' },
      { source: 'pull request', target: 'solicitud de cambios' },
    ];
    const result = forceGlossary('A pull request, a request, requested at https://x.example/request.', glossary, (text) => text);
    expect(result.text).toBe('A solicitud de cambios, a petición, requested at https://x.example/request.');
    expect(result.counts.map((count) => count.count)).toEqual([1, 1]);
  });

  it('matches a term in a language written without spaces', () => {
    const result = forceGlossary('我喜欢机器学习。', [{ source: '机器学习', target: 'machine learning' }], (text) => text.replace('我喜欢', 'I like '), { source: 'zh', target: 'en' });
    expect(result.text).toBe('I like machine learning。');
  });

  it('counts zero for a term the text does not use', () => {
    expect(forceGlossary('Hello.', [{ source: 'server', target: 'servidor' }], (text) => text).counts[0]?.count).toBe(0);
  });
});

describe('countGlossaryInTranslation', () => {
  it('counts the translations an engine wrote itself, inflected forms included', () => {
    const glossary = [
      { source: 'server', target: 'servidor' },
      { source: 'database', target: 'base de datos' },
    ];
    const counts = countGlossaryInTranslation('The servers and the server.', 'Los servidores y el servidor.', glossary, enEs);
    expect(counts).toEqual([
      { source: 'server', target: 'servidor', count: 2 },
      { source: 'database', target: 'base de datos', count: 0 },
    ]);
  });

  it('lists the terms a text uses', () => {
    expect(findGlossaryTermsInText('Two servers.', [{ source: 'server', target: 'x' }, { source: 'disk', target: 'y' }], 'en')).toEqual([{ source: 'server', target: 'x' }]);
  });
});
