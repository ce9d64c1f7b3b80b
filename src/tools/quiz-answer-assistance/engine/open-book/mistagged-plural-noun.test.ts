import { describe, expect, it } from 'vitest';
import { answerFromMaterial } from './answer-from-material';
import { readQuestion } from '../read/read-question';
import { isMistaggedPluralNoun } from './mistagged-plural-noun';
import { tagSentence } from './tag-sentence';

describe('isMistaggedPluralNoun', () => {
  it('reads a plural noun the tagger took for a verb at the end of a name', () => {
    const tokens = tagSentence('Tardigrades, also known as water bears or moss piglets, are tiny animals.', 0);
    expect(isMistaggedPluralNoun(tokens, tokens.findIndex((token) => token.text === 'bears'))).toBe(true);
  });

  it('leaves a verb with an object alone', () => {
    const tokens = tagSentence('The river bears silt to the sea.', 0);
    expect(isMistaggedPluralNoun(tokens, tokens.findIndex((token) => token.text === 'bears'))).toBe(false);
  });

  it('answers the whole name, not its first word', () => {
    const material = 'Tardigrades, also known as water bears or moss piglets, are a phylum of tiny eight-legged animals. They live in moss.';
    const answer = answerFromMaterial(readQuestion('What are tardigrades also called?'), material);
    expect(answer.confident ? answer.text : null).not.toBe('water');
  });
});
