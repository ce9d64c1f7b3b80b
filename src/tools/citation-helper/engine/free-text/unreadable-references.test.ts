import { describe, expect, it } from 'vitest';
import { parseFreeTextReferences } from './parse-free-text-references';
import { isUnreadableReference, unreadableReferenceWarning } from './unreadable-references';

const unreadable = (text: string) => {
  const [parsed] = parseFreeTextReferences(text);
  return parsed ? isUnreadableReference(text, parsed.item) : true;
};

describe('isUnreadableReference', () => {
  it('takes a run of digits, punctuation or letters that read as nothing for what it is', () => {
    expect(unreadable('9'.repeat(80))).toBe(true);
    expect(unreadable('12345')).toBe(true);
    expect(unreadable('!!!!!!!!!!!!!')).toBe(true);
    expect(unreadable('--- ---')).toBe(true);
    expect(unreadable('asdfghjkl qwertyuiop')).toBe(true);
  });

  it('keeps a made-up reference, however short, that names a work', () => {
    expect(unreadable('Doe, J. (2019). A short title. Journal of Tests, 3(2), 10-12.')).toBe(false);
    expect(unreadable('[4] A. Writer, "Signals at sea," in Proc. Oceans, 2001, pp. 1-6.')).toBe(false);
    expect(unreadable('Smith 2020')).toBe(false);
  });

  it('says which reference was left out, how it begins, and what to do', () => {
    const warning = unreadableReferenceWarning('9'.repeat(60), 2);
    expect(warning.message).toMatch(/^Reference 3 \("9{40}…"\) was left out: .*does not look like a reference\. Paste the whole reference/);
    expect(warning.itemId).toBe('');
  });
});
