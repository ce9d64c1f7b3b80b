import { describe, expect, it } from 'vitest';
import { dropPossessiveOwners } from './drop-possessive-owners';

describe("a name followed by 's father", () => {
  const material = "In 2004, Tom's father, helped by his neighbours, built a new barn. Anna's plan worked.";
  const at = (text: string) => ({ text, start: material.indexOf(text), end: material.indexOf(text) + text.length });
  it('owns the doer, it is not the doer', () => {
    expect(dropPossessiveOwners([at('Tom')], material)).toEqual([]);
  });
  it('stays a candidate when the possessive is of a thing', () => {
    expect(dropPossessiveOwners([at('Anna')], material)).toEqual([at('Anna')]);
  });
});
