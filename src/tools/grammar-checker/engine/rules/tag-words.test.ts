import { describe, expect, it } from 'vitest';
import { applyConfidentFixes } from '../combine/apply-fixes';
import { checkOwnGrammar } from '../check-english';
import { tokenizeWords } from '../text/tokenize';
import { spaceOutPossessives, splitWholePossessive } from './possessive-tokens';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { tagSentences } from './tag-words';

const readTags = (text: string) => tagSentences(text).flat().map((w) => `${w.text}/${w.pos}`).join(' ');
const fixOwn = (text: string) => applyConfidentFixes(text, checkOwnGrammar(text, tokenizeWords(text)));

// Texts whose possessives sit right before punctuation: wink reads each as one word and keeps it in its lexicon.
const POSSESSIVES_BEFORE_PUNCTUATION = ["My flatmate's, bike", "Kofi's.", "John's-style", 'the students\'.', "the warden's?", "(my sister's)"];

describe('tagging a text does not depend on the texts tagged before it', () => {
  it('gives the same tags and the same corrections after other texts with possessives were read', () => {
    const sentences = ["My flatmate's cat sleep all day.", "Kofi's bike needs new brakes.", "The students' lounge is closed.", "John's car is red."];
    const tagsBefore = sentences.map(readTags);
    const fixesBefore = sentences.map(fixOwn);
    for (const text of POSSESSIVES_BEFORE_PUNCTUATION) {
      readTags(text);
      fixOwn(text);
    }
    expect(sentences.map(readTags)).toEqual(tagsBefore);
    expect(sentences.map(fixOwn)).toEqual(fixesBefore);
    expect(fixOwn("My flatmate's cat sleep all day.")).toBe("My flatmate's cat sleeps all day.");
  });

  it('splits a possessive before punctuation into its owner and the ending', () => {
    expect(readTags("I borrowed my flatmate's, then Kofi's.")).toBe("I/PRON borrowed/VERB my/PRON flatmate/NOUN 's/PART ,/PUNCT then/ADV Kofi/PROPN 's/PART ./PUNCT");
    const words = tagSentences("I borrowed my flatmate's, then Kofi's.").flat();
    // Offsets still point into the text the user wrote, not the spaced-out copy handed to wink.
    expect(words.map((w) => "I borrowed my flatmate's, then Kofi's.".slice(w.start, w.end))).toEqual(words.map((w) => w.text));
  });

  it('spaces out only possessives that punctuation follows', () => {
    expect(spaceOutPossessives("Kofi's, the students'. John's car")).toBe("Kofi's , the students' . John's car");
    expect(spaceOutPossessives("It's fine. Let's go.")).toBe("It's fine. Let's go.");
    expect(splitWholePossessive("flatmate's")).toEqual(['flatmate', "'s"]);
    expect(splitWholePossessive("students'")).toEqual(['students', "'"]);
    expect(splitWholePossessive("it's")).toBeUndefined();
    expect(splitWholePossessive("let's")).toBeUndefined();
  });
});

describe('subject-verb agreement reads a possessive owner as part of the subject', () => {
  const fix = (text: string) => applyConfidentFixes(text, checkSubjectVerbAgreement(text));

  it('agrees the verb with the noun after a name or plural possessive', () => {
    expect(fix("John's car need new tyres.")).toBe("John's car needs new tyres.");
    expect(fix("The students' lounge are closed.")).toBe("The students' lounge is closed.");
    expect(fix("My parents' house have a big garden.")).toBe("My parents' house has a big garden.");
  });

  it('leaves right agreement and quoted plurals alone', () => {
    for (const text of ["The students' lounge is closed.", "The boys' bikes are outside.", "The 'students' are here.", "James' car needs a wash."]) expect(fix(text)).toBe(text);
  });
});
