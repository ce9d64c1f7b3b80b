import { describe, expect, it } from 'vitest';
import { nestGroupedRoles } from './nest-grouped-roles';
import { parseResumeLines } from './parse-resume-lines';

describe('roles set under their organisation', () => {
  const lines = [
    { text: 'EXPERIENCE', heading: true },
    { text: 'Acme Corp, Springfield, Illinois\tJun 2018 – Present' },
    { text: 'Senior Engineer, Springfield, IL, Jan 2022 – Present' },
    { text: 'Led the billing team', bullet: true },
    { text: 'Engineer, Chicago, IL, Jun 2018 – Dec 2021' },
    { text: 'Built the API', bullet: true },
    { text: 'Globex – globex.example\tMar 2015 – May 2018' },
    { text: 'Analyst, Mar 2015 – May 2018' },
  ];

  it('gives every role its own item, with the organisation as employer and the role its own dates', () => {
    const { resume } = parseResumeLines(lines);
    expect(resume.work?.map(({ name, position, location, startDate, endDate }) => ({ name, position, location, startDate, endDate }))).toEqual([
      { name: 'Acme Corp', position: 'Senior Engineer', location: 'Springfield, IL', startDate: '2022-01', endDate: undefined },
      { name: 'Acme Corp', position: 'Engineer', location: 'Chicago, IL', startDate: '2018-06', endDate: '2021-12' },
      { name: 'Globex', position: 'Analyst', location: undefined, startDate: '2015-03', endDate: '2018-05' },
    ]);
  });

  it('leaves a dated title over a line whose dates fall outside its span, or are set right, alone', () => {
    const apart = [{ text: 'Acme Corp\tJun 2018 – Dec 2019' }, { text: 'Engineer, Chicago, IL, Jan 2021 – Present' }];
    expect(nestGroupedRoles(apart)).toEqual(apart);
    const setRight = [{ text: 'Acme Corp\tJun 2018 – Present' }, { text: 'Engineer\tJan 2021 – Present' }];
    expect(nestGroupedRoles(setRight)).toEqual(setRight);
  });
});
