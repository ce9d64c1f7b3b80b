import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkOverregularizedPast } from './overregularized-past';

describe('checkOverregularizedPast', () => {
  const fix = (text: string) => acceptAll((t) => checkOverregularizedPast(t), text);
  it('gives irregular verbs their own past or participle', () => {
    expect(fix('Last year we goed to Spain.')).toBe('Last year we went to Spain.');
    expect(fix('She catched the ball.')).toBe('She caught the ball.');
    expect(fix('He runned home.')).toBe('He ran home.');
    expect(fix('I have already writed it.')).toBe('I have already written it.');
  });
  it('knows verbs whose past is also a noun ("bit")', () => {
    expect(fix('Our dog bited the postman.')).toBe('Our dog bit the postman.');
    expect(fix('A wasp has stinged him.')).toBe('A wasp has stung him.');
    expect(fix('The dog bit the postman.')).toBe('The dog bit the postman.');
  });
  it('leaves regular and real words', () => {
    for (const text of ['She shined his shoes.', 'The budget was costed.', 'He showed us the way.', 'They hanged the picture.', 'We went home.'])
      expect(fix(text)).toBe(text);
  });
});
