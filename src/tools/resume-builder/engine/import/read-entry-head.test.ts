import { describe, expect, it } from 'vitest';
import { pickRoleAndOrganisation, pickSectionOrder, readEntryHead, splitRoleAtComma } from './read-entry-head';

describe('a template\'s placeholder where the dates go', () => {
  it('is neither the employer nor a date (james-cv, two-column-resume, twopanels)', () => {
    const head = readEntryHead(['Job Title 1\tMonth YYY—Present', 'Company, City, ST']);
    expect(head.parts).not.toContain('Month YYY—Present');
    expect(head.dates).toBeUndefined();
    expect(readEntryHead(['Job Title 2', 'Company 2 | Start Date 2 - End Date 2']).parts).toEqual(['Job Title 2', 'Company 2']);
    expect(readEntryHead(['Job with no description (start date – end date)', 'Company name']).parts).toEqual(['Job with no description', 'Company name']);
  });
  it('leaves real dates and words that only contain "date" alone', () => {
    expect(readEntryHead(['Web Developer\tMay 2020 — Present', 'Acme Corp']).dates?.startDate).toBe('2020-05');
    expect(readEntryHead(['Candidate Data Engineer', 'Acme Corp']).parts).toEqual(['Candidate Data Engineer', 'Acme Corp']);
  });
});

describe('a section with no word of a role or an organisation', () => {
  it('reads a one-word name before a phrase, in every item, as the employer (Twenty Seconds)', () => {
    const heads = [readEntryHead(['2019-2020\tSagemcom\tBoard Support Package Gateways']), readEntryHead(['2016-2017\tDeeWee\tStartup système embarqué'])];
    expect(pickSectionOrder(heads).roleFirst).toBe(false);
    // One item only, or a phrase first, keeps the usual order.
    expect(pickSectionOrder(heads.slice(0, 1)).roleFirst).toBe(true);
    expect(pickSectionOrder([readEntryHead(['Board Support\tSagemcom']), readEntryHead(['Startup système\tDeeWee'])]).roleFirst).toBe(true);
  });
});

describe('a country after the employer', () => {
  it('is the place, not part of the name (awesome-latex-cv)', () => {
    const head = readEntryHead(['Nov 2012\tC/C++ Engineer Internship, R&D, State Street (Hangzhou), China']);
    expect(head.location).toBe('China');
    expect(head.parts.join(', ')).toBe('C/C++ Engineer Internship, R&D, State Street (Hangzhou)');
    // Two parts only ("Acme, China") are left to the other rules; a word that is no country stays in the name.
    expect(readEntryHead(['Engineer, Acme Corp, Chinatown Labs']).location).toBeUndefined();
  });
});

describe('icon letters before a title detail', () => {
  it('drops a lone icon character and the symbol before the place (AltaCV)', () => {
    const head = readEntryHead(['President & CEO', 'Yahoo!', 'z July 2012 – Ongoing\t* Sunnyvale, CA']);
    expect(head.parts).toEqual(['President & CEO', 'Yahoo!']);
    expect(head.location).toBe('Sunnyvale, CA');
    expect(head.dates?.startDate).toBe('2012-07');
  });
  it('keeps a one-letter word inside a name and a name that starts with a quote', () => {
    const head = readEntryHead(['A Cloud Guru\tJan 2020 – Present', '"Data" Team Lead']);
    expect(head.parts).toEqual(['A Cloud Guru', '"Data" Team Lead']);
  });
});

describe('a hyphen inside an organisation\'s name, and a town with a joining word', () => {
  it('keeps "Agency - Laboratory" whole when the role has a line of its own, and reads "City of London, United Kingdom" as the place', () => {
    const head = readEntryHead(['National Aeronautics and Space Administration - Jet Propulsion Laboratory\tPasadena, California', 'Senior Developer\tAug 2021 – May 2023']);
    expect(head.parts).toEqual(['National Aeronautics and Space Administration - Jet Propulsion Laboratory', 'Senior Developer']);
    const club = readEntryHead(['London Bridge Toastmasters Club\tCity of London, United Kingdom', 'Member\tJun 2022 – Jun 2023']);
    expect(club.parts).toEqual(['London Bridge Toastmasters Club', 'Member']);
    expect(club.location).toBe('City of London, United Kingdom');
  });
  it('still parts "Employer - Role" written on one line', () => {
    expect(readEntryHead(['Acme Corp - Software Engineer\tJan 2020 – Present']).parts).toEqual(['Acme Corp', 'Software Engineer']);
  });
});

describe('a place of town, region and country after the name', () => {
  it('takes the town with its region and country', () => {
    const head = readEntryHead(['Northwind Traders, Springfield, Ohio, USA', 'Analyst\tOct 2007 – Jan 2008']);
    expect(head.parts[0]).toBe('Northwind Traders');
    expect(head.location).toBe('Springfield, Ohio, USA');
  });

  it('keeps a unit of the organisation in its name', () => {
    expect(readEntryHead(['Acme Labs, Research Division, Boston, MA', 'Engineer\t2019 – 2021']).parts[0]).toBe('Acme Labs, Research Division');
  });
});

describe('a town before a bracketed country', () => {
  it('is the place, not part of the name', () => {
    const head = readEntryHead(['March 2002 – July 2002\tTrainee', 'Harbour Council, Port Town (Lowland)']);
    expect(head.parts).toContain('Harbour Council');
    expect(head.location).toBe('Port Town (Lowland)');
  });
});

describe('an employer with a note after the dash, over the role\'s own line', () => {
  it('takes the later part with a role\'s words as the role', () => {
    expect(pickRoleAndOrganisation(['Harbour Logistics', 'Freight forwarding firm', 'Ingeniera de datos'], { roleFirst: false })).toEqual({
      organisation: 'Harbour Logistics',
      role: 'Ingeniera de datos',
      rest: ['Freight forwarding firm'],
    });
  });

  it('keeps the second part as the role when it has a role\'s words', () => {
    expect(pickRoleAndOrganisation(['Harbour Logistics', 'Data Engineer', 'Rotterdam office'], { roleFirst: false })).toMatchObject({ role: 'Data Engineer' });
  });
});

describe('"Role, Organisation, Town" with the organisation known by its words', () => {
  it('splits off the town and then the role', () => {
    expect(readEntryHead(['Analista, Harbour Company, Porto'])).toMatchObject({ parts: ['Analista, Harbour Company'], location: 'Porto' });
    expect(splitRoleAtComma(['Buyer II, Harbour Company'])).toEqual(['Buyer II', 'Harbour Company']);
    expect(splitRoleAtComma(['University of Lowland, Easton'])).toEqual(['University of Lowland, Easton']);
  });
});

describe('"Organisation, Town" on a line of its own', () => {
  it('parts the town from a name with an organisation\'s words', () => {
    expect(readEntryHead(['Northfield University, Easton'])).toMatchObject({ parts: ['Northfield University'], location: 'Easton' });
    expect(readEntryHead(['Harbour Company, Port Ellen Scotland'])).toMatchObject({ parts: ['Harbour Company'], location: 'Port Ellen Scotland' });
  });

  it('keeps a campus after "University of …" and a field after the comma', () => {
    expect(readEntryHead(['University of Lowland, Easton']).parts).toEqual(['University of Lowland, Easton']);
    expect(readEntryHead(['Northfield University, Computer Science']).location).toBeUndefined();
  });
});

describe('pandoc_resume\'s reStructuredText title sentence', () => {
  it('reads the bracketed place before the closing stop as the place', () => {
    const head = readEntryHead(['2018--2022 : Teaching Assistant at University of Tromsø (Tromsø, Norway).']);
    expect(head).toMatchObject({ parts: ['Teaching Assistant', 'University of Tromsø'], location: 'Tromsø, Norway' });
  });

  it('reads a bracketed town and country as the place of a name without an organisation\'s word', () => {
    const head = readEntryHead(['2019 : Summer student at FFI --- Norwegian Defence Research Establishment (Kjeller, Norway).']);
    expect(head).toMatchObject({ parts: ['Summer student', 'FFI --- Norwegian Defence Research Establishment'], location: 'Kjeller, Norway' });
    expect(readEntryHead(['BSc (Physics, Chemistry)']).parts).toEqual(['BSc (Physics, Chemistry)']);
  });

  it('leaves the colon after a note on the dates out of the title', () => {
    const head = readEntryHead(['2020--2024 (expected) : PhD, Climate Physics at the University of Tromsø (Tromsø, Norway)']);
    expect(head.parts[0]).toBe('PhD, Climate Physics');
  });
});

describe('an organisation set in capitals (YAAC)', () => {
  it('reads "Role, ORGANISATION, Town" as the role, the employer and its town', () => {
    const head = readEntryHead(['1899 – 1935\tExperimental Brewer, GUINNESS AND SON, Dublin']);
    expect(head).toMatchObject({ location: 'Dublin' });
    expect(splitRoleAtComma(head.parts)).toEqual(['Experimental Brewer', 'GUINNESS AND SON']);
    expect(readEntryHead(['1/2003 – 6/2003\tStay abroad: Belmont Secondary Highschool Victoria, B.C., Canada']).location).not.toBe('Canada');
  });
});

// Session 43 (year-column-cv-uieda.pdf of held-out-s40): "University of Hawai‘i at Mānoa" lost its campus to the place.
describe('readEntryHead, a campus after "University of … at"', () => {
  it('keeps "University of X at Campus" whole', () => {
    const head = readEntryHead(['Visiting Researcher, University of Hawai‘i at Mānoa, USA']);
    expect(head.parts.join(' | ')).toContain('University of Hawai‘i at Mānoa');
    expect(readEntryHead(['Research Assistant at University of Texas at Austin']).parts).toContain('University of Texas at Austin');
  });
});

// Session 43 (year-column-cv-uieda.pdf of held-out-s40): "Board Member, Software Underground, softwareunderground.org".
describe('readEntryHead, a web address after the name', () => {
  it('takes the address as the link and leaves the name', () => {
    const head = readEntryHead(['2022-on\tBoard Member, Software Underground, softwareunderground.org']);
    expect(head.url).toBe('https://softwareunderground.org');
    expect(head.parts.join(' | ')).not.toContain('softwareunderground.org');
  });
});

// Session 43 (pandoc-context-georgiou.pdf of held-out-s39): "Back-end developer, DevOps, and Integrations: AllCanCode Inc."
describe('splitRoleAtComma, a role listed with commas before a colon', () => {
  it('parts at the colon', () => {
    expect(splitRoleAtComma(['Back-end developer, DevOps, and Integrations: AllCanCode Inc. Greek Branch'])).toEqual(['Back-end developer, DevOps, and Integrations', 'AllCanCode Inc. Greek Branch']);
  });
});

// Session 43 (margin-headings-cv-guest.pdf of held-out-s40): "(CYENS)" after the centre's name was read as its place.
describe('readEntryHead, an acronym in brackets', () => {
  it('keeps an acronym of four capitals or more with the name', () => {
    const head = readEntryHead(['Research Centre on Interactive Media, Smart Systems & Emerging Technologies (CYENS)']);
    expect(head.location).toBeUndefined();
    expect(head.parts[0]).toContain('(CYENS)');
  });
});

// Session 44 (resume-matcher-latex-john-doe.pdf of held-out-s41).
describe('a town after a company\'s legal form on a one-line entry', () => {
  it('is the place, not a part of the company', () => {
    const head = readEntryHead(['Full Stack Java Developer, ABC Company, Inc., Anywhere, USA, June 2018 - Present']);
    expect(head.parts).toEqual(['Full Stack Java Developer, ABC Company, Inc.']);
    expect(head.location).toBe('Anywhere, USA');
    expect(splitRoleAtComma(head.parts)).toEqual(['Full Stack Java Developer', 'ABC Company, Inc.']);
  });
  it('leaves a name that only holds a legal form in its middle alone', () => {
    const head = readEntryHead(['Software Developer, XYZ Solutions, Anywhere, USA, July 2016 - June 2018']);
    expect(head.parts).toEqual(['Software Developer, XYZ Solutions']);
    expect(head.location).toBe('Anywhere, USA');
    expect(readEntryHead(['Omnious. Co., Ltd.']).parts).toEqual(['Omnious. Co., Ltd.']);
  });
});

// Session 44 (pandoc-context-georgiou.pdf of held-out-s39, a known miss).
describe('splitRoleAtComma, a department after a role and a run-on employer', () => {
  it('keeps "PostDoctoral, Electrical and Computer Engineering" whole: the field is the role\'s department', () => {
    expect(splitRoleAtComma(['PostDoctoral, Electrical and Computer Engineering'])).toEqual(['PostDoctoral, Electrical and Computer Engineering']);
    expect(splitRoleAtComma(['Data Analyst, Harbour Company'])).toEqual(['Data Analyst', 'Harbour Company']);
  });
  it('starts the employer at the capitals run on after the role\'s last word', () => {
    expect(splitRoleAtComma(['Software Developer Greek Free, Open Source Software'])).toEqual(['Software Developer', 'Greek Free, Open Source Software']);
    // A role that goes on in lower case, or a place after the comma, is left as it was split.
    expect(splitRoleAtComma(['Back-end developer and DevOps, Borocard'])).toEqual(['Back-end developer and DevOps', 'Borocard']);
    expect(splitRoleAtComma(['Consultant en sobriété numérique, Zero Emission Group'])).toEqual(['Consultant en sobriété numérique', 'Zero Emission Group']);
  });
});

// Session 44 (typst-modern-cv-besancon.pdf of held-out-s38, an older wrong field).
describe('a role given in two languages over its organisation\'s line', () => {
  it('keeps "Chargé de Recherche - Associate Researcher" one role', () => {
    const head = readEntryHead(['Chargé de Recherche - Associate Researcher\tGrenoble, France', 'Inria, Grenoble Alpes University\tJanuary 2024 - today']);
    expect(head.parts).toEqual(['Chargé de Recherche - Associate Researcher', 'Inria, Grenoble Alpes University']);
  });
  it('still parts "Employer - Role" when one side is an organisation', () => {
    expect(readEntryHead(['Acme Corp - Software Engineer\t2019 - 2020']).parts).toEqual(['Acme Corp', 'Software Engineer']);
  });
});
