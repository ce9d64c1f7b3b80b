import { describe, expect, it } from 'vitest';
import { joinEndOverStart } from './join-end-over-start';
import type { ResumeLine } from './resume-line';

const row = (text: string, x: number, cellX: number[]): ResumeLine => ({ text, x, cellX });

describe('an item\'s end date stacked above its start in a left margin', () => {
  it('puts the range back on the title line and keeps the second line\'s text', () => {
    const lines = joinEndOverStart([
      row('Actualidad\tAnalista de datos, Harbour Company, Lisbon', 80, [130]),
      row('Mayo 2021\tBuilt the reporting pipeline.', 72, [130]),
      { text: 'Cut report time in half', bullet: true, x: 150 },
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Mayo 2021 – Actualidad\tAnalista de datos, Harbour Company, Lisbon', 'Built the reporting pipeline.', 'Cut report time in half']);
  });

  it('reads a later month on top as the end', () => {
    const [title] = joinEndOverStart([row('Oct 2020\tIntern, Northwind', 80, [130]), row('Jun 2020\tAngle-Right\tWrote tests', 78, [135, 150])]);
    expect(title!.text).toBe('Jun 2020 – Oct 2020\tIntern, Northwind');
  });

  it('leaves a list of single-date items alone', () => {
    const list = [row('Mar 2022\tFirst course', 90, [130]), row('Jan 2022\tSecond course', 90, [130]), row('Nov 2021\tThird course', 90, [130])];
    expect(joinEndOverStart(list)).toEqual(list);
    const years = [row('2022\tFirst course', 90, [130]), row('2020\tSecond course', 90, [130])];
    expect(joinEndOverStart(years)).toEqual(years);
  });

  it('leaves an earlier date on top alone', () => {
    const lines = [row('Jan 2019\tOne', 90, [130]), row('Jun 2020\tTwo', 90, [130])];
    expect(joinEndOverStart(lines)).toEqual(lines);
  });
});

describe('years alone stacked end over start, the line under going on with a list item (YAAC)', () => {
  it('pairs the years into a range', () => {
    const [title, item] = joinEndOverStart([row('1935\tExperimental Brewer, GUINNESS AND SON, Dublin', 99, [131]), row('1899\tAngle-Right\tDesign experiments', 99, [136, 151])]);
    expect(title!.text).toBe('1899 – 1935\tExperimental Brewer, GUINNESS AND SON, Dublin');
    expect(item).toMatchObject({ text: 'Design experiments', bullet: true });
  });

  it('leaves two dated titles alone', () => {
    const years = [row('2022\tFirst course', 90, [130]), row('2020\tSecond course', 90, [130])];
    expect(joinEndOverStart(years)).toEqual(years);
  });
});
