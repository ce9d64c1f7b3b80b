import { describe, expect, it } from 'vitest';
import { groupAndSplit, listDirections, loadTatoebaSet, normaliseSentence, parseTatoebaLine } from './tatoeba-set';

describe('parseTatoebaLine', () => {
  it('reads the upstream columns and names languages as the engines do', () => {
    expect(parseTatoebaLine('cat\teng\tHola.\tHello.', 'cat-eng')).toEqual({ file: 'cat-eng', languages: ['ca', 'en'], sentences: ['Hola.', 'Hello.'] });
    expect(parseTatoebaLine('eng\thbs\tCheers!\tŽivio!', 'eng-hbs')?.languages).toEqual(['en', 'sh']);
  });

  it('skips a blank or truncated line', () => {
    expect(parseTatoebaLine('', 'x')).toBeUndefined();
    expect(parseTatoebaLine('cat\teng\tHola.', 'x')).toBeUndefined();
  });
});

describe('groupAndSplit', () => {
  const line = (left: string, right: string) => parseTatoebaLine(`eng\teus\t${left}\t${right}`, 'eng-eus')!;

  it('keeps every translation of one sentence in the same group, whatever the punctuation', () => {
    const pairs = groupAndSplit([line('Call me!', 'Deituidak!'), line('Call me.', 'Deituidan!'), line('Go away.', 'Zoaz.')]);
    expect(pairs[0]!.group).toBe(pairs[1]!.group);
    expect(pairs[0]!.split).toBe(pairs[1]!.split);
    expect(pairs[2]!.group).not.toBe(pairs[0]!.group);
  });

  it('joins groups through a shared translation too', () => {
    const pairs = groupAndSplit([line('Hello!', 'Kaixo!'), line('Hi!', 'Kaixo!')]);
    expect(pairs[0]!.group).toBe(pairs[1]!.group);
  });

  it('ignores case and spacing when comparing sentences', () => {
    expect(normaliseSentence('  Call  ME! ')).toBe(normaliseSentence('call me'));
  });
});

describe('the stored set', () => {
  const set = loadTatoebaSet();

  it('holds out about one group in three and never splits a group', () => {
    const heldOut = set.filter((pair) => pair.split === 'held-out').length;
    expect(heldOut / set.length).toBeGreaterThan(0.2);
    expect(heldOut / set.length).toBeLessThan(0.45);
    const splits = new Map<string, Set<string>>();
    for (const pair of set) splits.set(pair.group, (splits.get(pair.group) ?? new Set()).add(pair.split));
    expect([...splits.values()].every((seen) => seen.size === 1)).toBe(true);
  });

  it('measures each file both ways, sources and references lined up', () => {
    const directions = listDirections(set, 'dev');
    const caEn = directions.find((direction) => direction.source === 'ca' && direction.target === 'en')!;
    const enCa = directions.find((direction) => direction.source === 'en' && direction.target === 'ca')!;
    expect(caEn.sources).toEqual(enCa.references);
    expect(caEn.sources.length).toBe(caEn.references.length);
  });
});
