import { afterAll, describe, expect, it } from 'vitest';
import { checkWithHunspell, isHunspellAvailable, stopHunspell } from './hunspell-process';

afterAll(() => stopHunspell());

// '*word' would add the word to the session's dictionary if it were read as a command. CI installs hunspell (scripts/install-hunspell.sh); a machine without it uses nspell and skips these.
describe.runIf(isHunspellAvailable())('native hunspell', () => {
  it('knows correct words, German compounds included, and suggests for misspelt ones', async () => {
    const [known, misspelt] = await checkWithHunspell('fr', ['maison', 'maisonn']);
    expect(known).toEqual({ known: true, suggestions: [] });
    expect(misspelt?.known).toBe(false);
    expect(misspelt?.suggestions).toContain('maison');
    const [compound] = await checkWithHunspell('de', ['Kindergartenkinder']);
    expect(compound?.known).toBe(true);
  });

  it('answers words in the order asked, across concurrent requests and a leading pipe command character', async () => {
    const [a, b] = await Promise.all([checkWithHunspell('es', ['casa', 'cassa', '*cassa', 'cassa']), checkWithHunspell('es', ['niño'])]);
    expect(a?.map((v) => v.known)).toEqual([true, false, false, false]);
    expect(b?.[0]?.known).toBe(true);
  });
});
