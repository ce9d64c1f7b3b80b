import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkConfusableWords } from './confusable-words';

const fix = (text: string) => acceptAll(checkConfusableWords, text);

describe('confusable words', () => {
  it('affect/effect both ways, by context', () => {
    expect(fix('The new law effected many families.')).toBe('The new law affected many families.');
    expect(fix('Smoking can effect your health.')).toBe('Smoking can affect your health.');
    expect(fix('It had a big affect on me.')).toBe('It had a big effect on me.');
    expect(fix('The rules take affect today.')).toBe('The rules take effect today.');
  });
  it('leaves the right uses of affect/effect alone', () => {
    for (const text of ['The effect was large.', 'The manager effected a change.', 'Cold weather affects my mood.', 'In effect, it is over.']) {
      expect(fix(text)).toBe(text);
    }
  });
  it('then/than', () => {
    expect(fix('I want more then that.')).toBe('I want more than that.');
    expect(fix('Since than, nothing has changed.')).toBe('Since then, nothing has changed.');
    expect(fix('She is taller than me, and then she left.')).toBe('She is taller than me, and then she left.');
  });
  it("its/it's, your/you're, their/there/they're", () => {
    expect(fix("It's tail was wagging. Its a long way.")).toBe("Its tail was wagging. It's a long way.");
    expect(fix('Your welcome. I think your right.')).toBe("You're welcome. I think you're right.");
    expect(fix("Their going home. They forgot there own books.")).toBe("They're going home. They forgot their own books.");
    expect(fix('Your right hand. Its tail. Their house is there.')).toBe('Your right hand. Its tail. Their house is there.');
  });
  it('loose/lose, accept/except, who’s/whose', () => {
    expect(fix('I will loose the game. The rope is lose.')).toBe('I will lose the game. The rope is loose.');
    expect(fix('Everyone came accept Tom. I will except your offer.')).toBe('Everyone came except Tom. I will accept your offer.');
    expect(fix("Who's car is that? Whose going?")).toBe("Whose car is that? Who's going?");
    expect(fix('I accept your offer. The man whose car was stolen.')).toBe('I accept your offer. The man whose car was stolen.');
  });
});

describe('confusable words added for issue 33', () => {
  it('its + adjective before a comment, then in a comparison, they are after "said"', () => {
    expect(fix('Its important to cite sources.')).toBe("It's important to cite sources.");
    expect(fix('We sold more tickets then we expected.')).toBe('We sold more tickets than we expected.');
    expect(fix('She said there coming later.')).toBe("She said they're coming later.");
  });
  it('leaves the possessive, time "then" and place "there" alone', () => {
    for (const text of ['Its hard shell protects it.', 'We added more water, then we stirred.', 'We went there coming home.']) {
      expect(fix(text)).toBe(text);
    }
  });
});

describe('then/than after a comparative and a prepositional phrase (session 28)', () => {
  it('reads "then" + a second prepositional phrase after "more … on X" as "than"', () => {
    expect(fix('She spends more money on clothes then on food.')).toBe('She spends more money on clothes than on food.');
    expect(fix('It rained more in June then in July.')).toBe('It rained more in June than in July.');
    for (const text of ['We spent more time on the demo, then on the slides.', 'We worked on the demo then on the slides.', 'We read more, then in the evening we slept.']) expect(fix(text)).toBe(text);
  });
});
