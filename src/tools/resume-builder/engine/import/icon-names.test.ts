import { describe, expect, it } from 'vitest';
import { findSectionKey } from './find-sections';
import { dropLeadingIconName } from './icon-names';
import { markBullet } from './resume-line';

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

describe('an icon font\'s bullet kept as its name', () => {
  it('marks the line as a list item without the name', () => {
    expect(markBullet({ text: 'Chevron-Right\tShipped the billing page', x: 100, cellX: [115] })).toEqual({ text: 'Shipped the billing page', bullet: true, x: 115, cellX: [] });
    expect(markBullet({ text: 'Overview\tShipped the billing page' }).bullet).toBeUndefined();
  });
});
