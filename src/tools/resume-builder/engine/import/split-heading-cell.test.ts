import { describe, expect, it } from 'vitest';
import { splitHeadingCells } from './split-heading-cell';

describe('a caption and a heading on one baseline', () => {
  it('parts them, so the heading opens its section (html-resume)', () => {
    const lines = splitHeadingCells([{ text: 'Programming Skill Assessment\tSkill Highlights', x: 19, cellX: [377], size: 9.4 }]);
    expect(lines.map((line) => line.text)).toEqual(['Programming Skill Assessment', 'Skill Highlights']);
    expect(lines[1]!.x).toBe(377);
  });
  it('leaves a row of a label and a list, a dated title and two headings side by side alone', () => {
    for (const text of ['Languages\tEnglish, French', '2019 – 2020\tSkills', 'Education\tExperience', 'Worked on the build system at Acme.\tSkills']) {
      expect(splitHeadingCells([{ text, x: 19, cellX: [300] }]).map((line) => line.text)).toEqual([text]);
    }
  });
});
