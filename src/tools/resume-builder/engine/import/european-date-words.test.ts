import { describe, expect, it } from 'vitest';
import { findDates, isOpenEnd } from './parse-dates';

describe('dates written in other European languages', () => {
  it('reads Spanish, French, German, Portuguese and Italian month names', () => {
    expect(findDates('Febrero 2019 – Noviembre 2020')).toMatchObject({ startDate: '2019-02', endDate: '2020-11' });
    expect(findDates('septembre 2015 - juin 2018')).toMatchObject({ startDate: '2015-09', endDate: '2018-06' });
    expect(findDates('März 2012 – Dezember 2013')).toMatchObject({ startDate: '2012-03', endDate: '2013-12' });
    expect(findDates('outubro 2010 – julho 2011')).toMatchObject({ startDate: '2010-10', endDate: '2011-07' });
    expect(findDates('gennaio 2021 – luglio 2022')).toMatchObject({ startDate: '2021-01', endDate: '2022-07' });
  });

  it('reads "de" between month and year', () => {
    expect(findDates('Gerente\tabril de 2016 – mayo de 2018')).toMatchObject({ startDate: '2016-04', endDate: '2018-05' });
  });

  it('reads words for a range still running', () => {
    expect(findDates('Agosto 2021 – Actualidad')).toMatchObject({ startDate: '2021-08', ongoing: true });
    expect(findDates('2019 – heute')).toMatchObject({ startDate: '2019', ongoing: true });
    expect(isOpenEnd('Ahora')).toBe(true);
    expect(isOpenEnd('Ahorro')).toBe(false);
  });

  it('reads two months of one year with the year written once', () => {
    expect(findDates('Acme Ltd\tOctubre – Diciembre 2018')).toMatchObject({ startDate: '2018-10', endDate: '2018-12', rest: 'Acme Ltd' });
    expect(findDates('Feb–Apr 2020')).toMatchObject({ startDate: '2020-02', endDate: '2020-04' });
  });

  it('leaves English words that look like foreign month abbreviations alone', () => {
    expect(findDates('Two years ago I moved')).toBeUndefined();
    expect(findDates('University of Mars City')).toBeUndefined();
  });
});
