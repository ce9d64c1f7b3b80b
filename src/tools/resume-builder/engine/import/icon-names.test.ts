import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';
import { dropLeadingIconName } from './icon-names';

describe('icon names left in the text layer', () => {
  it('drops an icon name before a heading in capitals or after a tab', () => {
    expect(dropLeadingIconName('BRIEFCASE WORK HISTORY')).toBe('WORK HISTORY');
    expect(dropLeadingIconName('Trophy\tAWARDS')).toBe('AWARDS');
    expect(findSectionKey({ text: 'GRADUATION-CAP EDUCATION' })).toBe('education');
  });

  it('keeps a phrase whose first word happens to be an icon name', () => {
    expect(dropLeadingIconName('Code review guidelines')).toBeUndefined();
    expect(findSectionKey({ text: 'GitHub profile.' })).toBeUndefined();
  });
});
