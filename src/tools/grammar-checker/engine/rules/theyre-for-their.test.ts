import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkTheyreForTheir } from './theyre-for-their';

describe('checkTheyreForTheir', () => {
  const fix = (text: string) => acceptAll((t) => checkTheyreForTheir(t), text);
  it('"their" + a predicate adjective or a progressive verb after a clause verb means "they\'re"', () => {
    expect(fix('My parents said their proud of me.')).toBe("My parents said they're proud of me.");
    expect(fix('I hope their coming to the party.')).toBe("I hope they're coming to the party.");
    expect(fix('I think their hoping to move before the school year starts.')).toBe("I think they're hoping to move before the school year starts.");
  });
  it('leaves the possessive', () => {
    for (const text of ['I think their plan is good.', 'I think their leaving was a surprise.', 'You could see their house.', 'They said their goodbyes.', 'I know their future is bright.', 'I think their leaving before the others arrived was rude.', 'I think their singing before the guests arrived upset her.']) expect(fix(text)).toBe(text);
  });
});
