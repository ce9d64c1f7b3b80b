import { describe, expect, it } from 'vitest';
import { lookUpLexicon } from './reference-lexicons';
import { extractTokenFeatures } from './token-features';
import { tokenizeReference } from './tokenize-reference';

const featuresOf = (text: string) => {
  const tokens = tokenizeReference(text);
  const features = extractTokenFeatures(tokens);
  return (word: string) => features[tokens.findIndex((token) => token.text === word)] ?? [];
};

describe('extractTokenFeatures', () => {
  it('marks capitalised place and publisher names, and tells the neighbours', () => {
    const of = featuresOf('Smith, J. (1990). Title words. New York: Springer.');
    expect(of('York:')).toContain('lex=place');
    expect(of('Springer.')).toContain('lex=publisher');
    expect(of('York:')).toContain('next-lex=publisher');
    expect(featuresOf('Smith, J. (1990). On reading. Academic Press.')('reading')).not.toContain('lex=place');
  });

  it('carries what was announced: "In", a closed quote, an editor cue', () => {
    const of = featuresOf('Smith, J. “A chapter.” In Big Book, edited by K. Jones. Oxford: Clarendon.');
    expect(of('Smith,')).not.toContain('after-quote');
    expect(of('Big')).toEqual(expect.arrayContaining(['after-quote', 'after-in']));
    expect(of('Big')).not.toContain('after-editor-cue');
    expect(of('Jones.')).toContain('after-editor-cue');
  });

  it('describes each sentence: Title Case or sentence case, and its length', () => {
    const of = featuresOf('Smith, J. 1990. Learning about neural networks with many layers. Journal of Machine Learning Research 3: 1–20.');
    expect(of('about')).toEqual(expect.arrayContaining(['seg-caps=sentence-case', 'seg-length=long']));
    expect(of('Journal')).toEqual(expect.arrayContaining(['seg-caps=title-case', 'seg-first']));
    expect(of('1–20.')).toContain('seg-last');
  });

  it('reads a page range joined by a non-breaking hyphen as one joined by a hyphen, and leaves other words alone', () => {
    const typeset = featuresOf('Smith, J. 1947. A title. Science 105 (2735): 576\u201177.')('576\u201177.');
    const typed = featuresOf('Smith, J. 1947. A title. Science 105 (2735): 576-77.')('576-77.');
    expect(typeset).toContain('number-range');
    expect(typeset.filter((feature) => !feature.startsWith('next') && !feature.startsWith('prev'))).toEqual(typed.filter((feature) => !feature.startsWith('next') && !feature.startsWith('prev')));
    expect(featuresOf('Smith, J. Jean-Paul Sartre.')('Jean-Paul')).not.toContain('number-range');
  });

  it('looks two words away for shapes, cues and names', () => {
    const of = featuresOf('London: Macmillan, pp. 3–9.');
    expect(of('London:')).toContain('next2-shape=a.');
    expect(of('pp.')).toContain('prev2-lex=place');
  });
});

describe('lookUpLexicon', () => {
  it('knows places and publishers, and nothing else', () => {
    expect(lookUpLexicon('oxford')).toBe('place');
    expect(lookUpLexicon('elsevier')).toBe('publisher');
    expect(lookUpLexicon('neural')).toBeUndefined();
  });
});
