import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { createPlagiarismEngine, plagiarismEngine } from './engine';
import { fingerprintHashes } from './fingerprint-text';
import type { SourceDocument } from './sources-port';
import { plagiarismContract, plagiarismInputSchema, type PlagiarismInput } from '../contract';

const SOURCE =
  'In object-oriented programming, inheritance is a way to form new classes using classes that have already been defined. ' +
  'The new classes, known as derived classes, take over attributes and behavior of the pre-existing classes, which are referred to as base classes. ' +
  'It is intended to help reuse existing code with little or no modification.';

function check(input: PlagiarismInput, engine = plagiarismEngine) {
  return engine.run(plagiarismInputSchema.parse(input), { responses: 'advanced' });
}

const sourceInput = { title: 'Inheritance (object-oriented programming)', url: 'https://en.wikipedia.org/wiki/Inheritance', text: SOURCE };

describe('plagiarism check against the sources in the request', () => {
  it('finds a copied passage with offsets that slice the same words out of both texts', async () => {
    const copied = 'The new classes, known as derived classes, take over attributes and behavior of the pre-existing classes';
    const text = `My own opening sentence is here. ${copied}. And my own ending follows it.`;
    const result = await check({ text, sources: [sourceInput] });
    expect(result.matches).toHaveLength(1);
    const [match] = result.matches;
    expect(match!.kind).toBe('exact');
    expect(text.slice(match!.offset, match!.offset + match!.length)).toBe(copied);
    expect(SOURCE.slice(match!.sourceOffset, match!.sourceOffset + match!.sourceLength)).toBe(copied);
    expect(match!.sourceExcerpt).toBe(copied);
    expect(match!.source).toEqual({ title: sourceInput.title, url: sourceInput.url, origin: 'request' });
    expect(result.matchedWords).toBe(16);
    expect(result.similarity).toBeCloseTo((100 * 16) / result.words, 1);
    expect(result.sources).toEqual([{ title: sourceInput.title, url: sourceInput.url, origin: 'request', share: result.similarity, words: 16 }]);
    expect(result.citations[0]!.apa).toBe('Inheritance (object-oriented programming). (n.d.). en.wikipedia.org. https://en.wikipedia.org/wiki/Inheritance');
  });

  it('reports 100% for a full copy and 0% for unrelated text', async () => {
    expect((await check({ text: SOURCE, sources: [sourceInput] })).similarity).toBe(100);
    const unrelated = await check({ text: 'Bread rises when yeast ferments the sugars in the dough for a few hours in a warm kitchen.', sources: [sourceInput] });
    expect(unrelated).toMatchObject({ similarity: 0, matches: [], sources: [], citations: [] });
  });

  it('bridges a changed word inside a copied passage instead of cutting it in two', async () => {
    const text = 'The new classes, known as the derived classes, take over attributes and behavior of the pre-existing classes.';
    const result = await check({ text, sources: [sourceInput], paraphrase: false });
    expect(result.matches).toHaveLength(1);
    expect(result.matches[0]!.score).toBeLessThan(1);
    expect(result.similarity).toBe(100);
  });

  it('keeps offsets right in Unicode text: emoji, accents and curly quotes before and inside the match', async () => {
    const source = { title: 'Café notes', text: 'Préface. Le café crème est servi très chaud dans une tasse épaisse en porcelaine blanche, toujours.' };
    const text = '😀 Écrit par moi : LE CAFE CREME est servi tres chaud dans une tasse epaisse en porcelaine blanche 👍';
    const result = await check({ text, sources: [source], minMatchWords: 5 });
    const [match] = result.matches;
    expect(text.slice(match!.offset, match!.offset + match!.length)).toBe('LE CAFE CREME est servi tres chaud dans une tasse epaisse en porcelaine blanche');
    expect(source.text.slice(match!.sourceOffset, match!.sourceOffset + match!.sourceLength)).toBe(
      'Le café crème est servi très chaud dans une tasse épaisse en porcelaine blanche',
    );
  });

  it('matches CJK text character by character', async () => {
    const source = { title: '東京', text: '東京は日本の首都であり、世界最大の都市圏の一つです。' };
    const text = `私の意見：${source.text.slice(0, 20)}。`;
    const result = await check({ text, sources: [source], minMatchWords: 5 });
    expect(result.matches[0]).toMatchObject({ offset: 5, length: 20, sourceOffset: 0, sourceLength: 20 });
  });

  it('catches light paraphrase (reordered words, synonyms, inflections) in the sentence stage', async () => {
    const text = 'Existing code is reused with little or no modification, which is what inheritance intends to help with.';
    const result = await check({ text, sources: [sourceInput] });
    expect(result.matches).toHaveLength(1);
    expect(result.matches[0]).toMatchObject({ kind: 'paraphrase', sourceOffset: SOURCE.indexOf('It is intended') });
    expect(result.matches[0]!.score).toBeGreaterThanOrEqual(0.5);
    expect((await check({ text, sources: [sourceInput], paraphrase: false })).matches).toHaveLength(0);
  });

  it('leaves quoted passages out when asked, and keeps short common phrases below the minimum length', async () => {
    const quoted = `As the article puts it, “${SOURCE.slice(0, 118)}” That is all I will say on the matter.`;
    expect((await check({ text: quoted, sources: [sourceInput] })).similarity).toBeGreaterThan(50);
    expect((await check({ text: quoted, sources: [sourceInput], ignoreQuotes: true })).matches).toHaveLength(0);

    const short = 'Sometimes it is intended to help people who are new here.';
    expect((await check({ text: short, sources: [sourceInput], paraphrase: false })).matches).toHaveLength(0);
    expect((await check({ text: short, sources: [sourceInput], paraphrase: false, minMatchWords: 4 })).matches).toHaveLength(1);
  });

  it('reports a passage found in two sources once, under one source, with shares and citations per source', async () => {
    const other = { title: 'Copy of the article', text: `Preamble words. ${SOURCE}` };
    const text = `${SOURCE.slice(0, 118)} Then something else entirely about gardens and tomatoes growing tall.`;
    const result = await check({ text, sources: [sourceInput, other] });
    expect(result.matches).toHaveLength(1);
    expect(result.sources).toHaveLength(1);
    expect(result.citations).toHaveLength(1);
  });

  it('says nothing was compared, with no similarity, when there are no sources, no stored documents and no web search', async () => {
    const copied = await check({ text: SOURCE });
    expect(copied).toMatchObject({
      similarity: null,
      message: '0 sources: paste a source, save documents, import a corpus, or enable web search',
      matches: [],
      comparedWith: { sources: 0, documents: 0, corpus: 0, web: false },
    });
    expect(plagiarismContract.result.parse(copied)).toEqual(copied);
    const withSource = await check({ text: 'Bread rises when yeast ferments the sugars in the dough.', sources: [sourceInput] });
    expect(withSource).toMatchObject({ similarity: 0, comparedWith: { sources: 1 } });
    expect(withSource.message).toBeUndefined();
  });

  it('counts the stored documents the caller sees, so an original text against a corpus is a real 0%', async () => {
    const engine = createPlagiarismEngine({
      lookupFingerprints: async () => [],
      loadSourceTexts: async () => [],
      countStoredDocuments: async (context) => ({ documents: context.userId ? 2 : 0, corpus: 120 }),
    });
    const input = plagiarismInputSchema.parse({ text: 'Bread rises when yeast ferments the sugars in the dough.' });
    const result = await engine.run(input, { responses: 'basic', userId: 'user-1' });
    expect(result).toMatchObject({ similarity: 0, comparedWith: { sources: 0, documents: 2, corpus: 120, web: false, candidates: 0 } });
    expect(result.message).toBeUndefined();
  });

  it('counts the words of every source toward the plan limit, and bounds the sources together', () => {
    const input = plagiarismInputSchema.parse({ text: 'one two three', sources: [sourceInput, { title: 'b', text: 'four five' }] });
    expect(plagiarismContract.countInputWords(input)).toBe(3 + SOURCE.split(/\s+/).length + 2);
    const big = { title: 'big', text: 'word '.repeat(200_000) };
    const issues = plagiarismInputSchema.safeParse({ text: 'x', sources: [big, big, big] }).error?.issues ?? [];
    expect(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'sources: The sources may have at most 2,000,000 characters together: check against fewer or shorter sources',
    ]);
  });

  it('rejects empty, binary and over-long input at the schema with the shared messages, and wordless text in the engine', async () => {
    const issuesOf = (input: PlagiarismInput) =>
      plagiarismInputSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(issuesOf({ text: '  ' })).toEqual(['text: The text is empty: give a text to check.']);
    expect(issuesOf({ text: '\u0000\u0001\u0002PK\u0003\u0004'.repeat(50) })[0]).toMatch(/^text: The text looks like binary data/);
    expect(issuesOf({ text: 'x'.repeat(3 * 1024 * 1024) })[0]).toMatch(/^text: The text may have at most 2,000,000 characters/);
    expect(issuesOf({ text: 'fine text', sources: [{ title: 'bin', text: '\u0000\u0007\u0001'.repeat(40) }] })[0]).toMatch(
      /^sources\.0\.text: A source text looks like binary data/,
    );
    expect(issuesOf({ text: 'fine text', sources: [{ title: 'empty', text: ' \n ' }] })).toEqual(['sources.0.text: A source text is empty: give a text to check.']);
    expect(issuesOf({ text: 'fine text', sources: [{ title: 'long', text: 'x'.repeat(1024 * 1024 + 1) }] })[0]).toMatch(
      /^sources\.0\.text: A source text may have at most 1,048,576 characters/,
    );
    expect(issuesOf({ text: 'x', sources: [{ title: '', text: 'y' }] })).toEqual(['sources.0.title: Give every source a title']);
    // Source texts are trimmed, so match offsets count from their first character of writing.
    expect(plagiarismInputSchema.parse({ text: 'x', sources: [{ title: 't', text: '  y \n' }] }).sources[0]!.text).toBe('y');
    await expect(check({ text: ' ... !!! ' })).rejects.toBeInstanceOf(ToolInputError);
    await expect(check({ text: ' ... !!! ' })).rejects.toThrow(/no words/);
  });

  it('answers exactly what the contract describes, for advanced and basic responses', async () => {
    const copied = 'The new classes, known as derived classes, take over attributes and behavior of the pre-existing classes';
    const text = `My own opening sentence is here. ${copied}. Existing code is reused with little or no modification, which is what inheritance intends to help with.`;
    const input = plagiarismInputSchema.parse({ text, sources: [sourceInput, { title: 'No URL', text: SOURCE }] });
    for (const responses of ['advanced', 'basic'] as const) {
      const result = await plagiarismEngine.run(input, { responses });
      expect(result.matches.map((match) => match.kind).sort()).toEqual(['exact', 'paraphrase']);
      // Parsing strips unknown keys, so equality also catches a field the engine sends but the contract lacks.
      expect(plagiarismContract.result.parse(result)).toEqual(result);
    }
    const nothing = await plagiarismEngine.run(plagiarismInputSchema.parse({ text: 'Bread rises when yeast ferments.' }), { responses: 'basic' });
    expect(plagiarismContract.result.parse(nothing)).toEqual(nothing);
  });
});

describe('plagiarism check with a store', () => {
  const stored: SourceDocument = { id: 'doc-1', origin: 'corpus', title: 'Stored article', author: 'Doe, Jane', published: '2021', text: SOURCE };

  it('looks up all fingerprints in one call, aligns the candidates it returns, and passes the user on', async () => {
    const calls: { hashes: number[]; userId?: string }[] = [];
    const engine = createPlagiarismEngine({
      lookupFingerprints: async (hashes, context) => {
        calls.push({ hashes, userId: context.userId });
        const storedHashes = new Set(fingerprintHashes(stored.text));
        const shared = hashes.filter((hash) => storedHashes.has(hash)).length;
        return shared ? [{ documentId: stored.id, shared }] : [];
      },
      loadSourceTexts: async (ids) => (ids.includes(stored.id) ? [stored] : []),
    });
    const input = plagiarismInputSchema.parse({ text: `Intro. ${SOURCE.slice(0, 118)}` });
    const result = await engine.run(input, { responses: 'basic', userId: 'user-7' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.userId).toBe('user-7');
    expect(new Set(calls[0]!.hashes).size).toBe(calls[0]!.hashes.length);
    expect(result.matches[0]!.source).toEqual({ title: 'Stored article', origin: 'corpus' });
    expect(result.citations[0]!.apa).toBe('Doe, J. (2021). Stored article.');
    expect(result.comparedWith).toEqual({ sources: 0, documents: 0, corpus: 0, web: false, webFailed: false, candidates: 1 });
  });

  it('makes a lightly reworded stored document a candidate through its content-term fingerprints', async () => {
    const storedHashes = new Set(fingerprintHashes(stored.text));
    const engine = createPlagiarismEngine({
      lookupFingerprints: async (hashes) => {
        const shared = hashes.filter((hash) => storedHashes.has(hash)).length;
        return shared ? [{ documentId: stored.id, shared }] : [];
      },
      loadSourceTexts: async () => [stored],
    });
    const text = 'Existing code is reused with little or no modification, which is what inheritance intends to help with.';
    const result = await engine.run(plagiarismInputSchema.parse({ text }), { responses: 'basic' });
    expect(result.matches).toEqual([expect.objectContaining({ kind: 'paraphrase', source: { title: 'Stored article', origin: 'corpus' } })]);
  });

  it('says when web search failed and still answers from the other sources', async () => {
    const engine = createPlagiarismEngine({
      searchWeb: async () => {
        throw new Error('connection refused');
      },
    });
    const result = await engine.run(plagiarismInputSchema.parse({ text: SOURCE, sources: [sourceInput] }), { responses: 'basic' });
    expect(result.similarity).toBe(100);
    expect(result.comparedWith).toMatchObject({ sources: 1, web: false, webFailed: true });
  });
});
