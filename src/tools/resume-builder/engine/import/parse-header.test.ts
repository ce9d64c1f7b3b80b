import { describe, expect, it } from 'vitest';
import { addLinkedContacts, closeLetterSpacing, parseHeader } from './parse-header';

describe('parseHeader', () => {
  it('reads the name in a title that names its owner, without the possessive', () => {
    const { basics } = parseHeader([{ text: 'Maria Lopez’s Resume', size: 20 }, { text: 'maria@example.org', size: 9 }]);
    expect(basics.name).toBe('Maria Lopez');
    expect(parseHeader([{ text: "Tom Baker's CV", size: 20 }]).basics.name).toBe('Tom Baker');
  });

  it('never takes a title-only line for the name, and reads a captioned name', () => {
    const { basics } = parseHeader([
      { text: 'Curriculum\tVitae', size: 14 },
      { text: 'Name\tJane Roe', size: 10 },
      { text: 'Email\tjane@example.org', size: 10 },
    ]);
    expect(basics.name).toBe('Jane Roe');
    expect(basics.label).toBeUndefined();
    expect(parseHeader([{ text: 'Résumé', size: 16 }, { text: 'Full name: Ola Nordmann', size: 10 }]).basics.name).toBe('Ola Nordmann');
  });

  it('reads a town set left of the name as the place, not as the name', () => {
    const { basics } = parseHeader([
      { text: 'Portland, OR 97201\tSam Carter', size: 20 },
      { text: '(503) 555-0199', size: 11 },
      { text: 'sam.carter@example.com', size: 11 },
    ]);
    expect(basics.name).toBe('Sam Carter');
    expect(basics.location?.city).toBe('Portland');
  });

  it('keeps a name with no comma beside a contact as the name', () => {
    const { basics } = parseHeader([{ text: 'Sam Carter\tPortland, OR', size: 20 }]);
    expect(basics.name).toBe('Sam Carter');
    expect(basics.location?.city).toBe('Portland');
  });

  it('reads contact details parted by icon glyphs that have no Unicode meaning', () => {
    const { basics } = parseHeader([
      { text: 'John Doe', size: 14.6 },
      { text: 'Creative and Innovative Web Developer', size: 9.7 },
      { text: '\uEBE0 Pleasantville, CA 94588 \uEBE1 (555) 123-4567 \uE9A2 john.doe@gmail.com \uEBC2 https://johndoe.me/', size: 8.5 },
    ]);
    expect(basics).toMatchObject({
      name: 'John Doe',
      label: 'Creative and Innovative Web Developer',
      phone: '(555) 123-4567',
      email: 'john.doe@gmail.com',
      url: 'https://johndoe.me/',
      location: { city: 'Pleasantville', region: 'CA' },
    });
  });

  it('takes profiles printed as a user name over the network name', () => {
    const { basics } = parseHeader([{ text: 'Ana Ruiz', size: 14 }, { text: 'anaruiz', size: 9 }, { text: 'GitHub', size: 8 }]);
    expect(basics.profiles).toEqual([{ network: 'GitHub', username: 'anaruiz' }]);
    expect(basics.name).toBe('Ana Ruiz');
  });

  it('reads a street address with a flat number and a country, and contacts parted by round bullets', () => {
    const { basics } = parseHeader([
      { text: 'John Doe', size: 27 },
      { text: '17 Prime Avenue, Apt 37, Springfield, Pennsylvania 10111, USA', size: 8.5 },
      { text: 'johndoe@example.com ● +1 (555) 101-1001 ● http://www.example.com/~johndoe', size: 8.5 },
    ]);
    expect(basics).toMatchObject({
      name: 'John Doe',
      email: 'johndoe@example.com',
      phone: '+1 (555) 101-1001',
      url: 'http://www.example.com/~johndoe',
      location: { address: '17 Prime Avenue, Apt 37', city: 'Springfield', region: 'Pennsylvania', postalCode: '10111' },
    });
    expect(basics.label).toBeUndefined();
  });
});

describe('a header set in the McDowell CV way', () => {
  it('skips a street address set left of the name and reads the town with its postal code', () => {
    const { basics } = parseHeader([
      { text: '500 E 77th St, Apt. 908\tMatthew Beaulieu\t(774) 218-5348', size: 10 },
      { text: 'New York, NY, 10162\tlinkedin.com/in/mbeaulieu22\t22.mbeaulieu@gmail.com', size: 10 },
    ]);
    expect(basics).toMatchObject({ name: 'Matthew Beaulieu', phone: '(774) 218-5348', email: '22.mbeaulieu@gmail.com', location: { city: 'New York', region: 'NY' } });
  });

  it('closes a name printed in spaced letters where its words can be found again', () => {
    expect(closeLetterSpacing('M a t t h e w B e a u l i e u')).toBe('Matthew Beaulieu');
    expect(closeLetterSpacing('J O S E P H S . G U T S T A D T')).toBe('JOSEPH S. GUTSTADT');
    // Nothing tells where "JOHN" ends: left as printed rather than guessed.
    expect(closeLetterSpacing('J O H N D O E')).toBe('J O H N D O E');
    expect(closeLetterSpacing('Jo Ann Lee')).toBe('Jo Ann Lee');
  });
});


describe('contact details parted by a bar that touches them, and network labels written as a scheme', () => {
  it('reads "site.com| fb.co/dd" as two details and "Github:// deedydas" as a profile', () => {
    const { basics } = parseHeader([{ text: 'Debarghya Das', size: 20 }, { text: 'debarghyadas.com| deedy@fb.com' }, { text: 'Github:// deedydas' }, { text: 'LinkedIn:// debarghyadas' }]);
    expect(basics.url).toBe('https://debarghyadas.com');
    expect(basics.email).toBe('deedy@fb.com');
    expect(basics.profiles).toEqual([
      { network: 'GitHub', username: 'deedydas' },
      { network: 'LinkedIn', username: 'debarghyadas' },
    ]);
  });
  it('keeps a name with no contact details as the name', () => {
    const { basics } = parseHeader([{ text: 'Debarghya Das', size: 20 }, { text: 'Software Engineer' }]);
    expect(basics).toMatchObject({ name: 'Debarghya Das', label: 'Software Engineer' });
    expect(basics.url).toBeUndefined();
  });
});

describe('a contacts line parted by diamonds, and a place with a long country', () => {
  it('reads each detail and the city (imprecv)', () => {
    const { basics } = parseHeader([
      { text: 'JOHN SMITH L. DOE', size: 21 },
      { text: 'New York, New York, United States of America 1234', size: 10 },
      { text: 'johndoe@example.com ◆ (+1) 987 6543 210 ◆ johndoe.com ◆ linkedin.com/in/johndoe ◆ github.com/johndoe', size: 10 },
    ]);
    expect(basics).toMatchObject({ email: 'johndoe@example.com', phone: '(+1) 987 6543 210', url: 'https://johndoe.com', location: { city: 'New York' } });
    expect(basics.label).toBeUndefined();
    expect(basics.profiles?.map((profile) => profile.network)).toEqual(['LinkedIn', 'GitHub']);
  });
});

describe('contacts printed only as icons', () => {
  it('fills the e-mail and known networks from the page\'s links, and no other link', () => {
    const basics = addLinkedContacts({ name: 'Huiming Sun', profiles: [{ network: 'GitHub', username: 'bamboovir' }] }, [
      'mailto:bamboo1886@gmail.com',
      'https://github.com/someone-else',
      'https://www.linkedin.com/in/bamboovir',
      'https://quantuminnovations.com/',
    ]);
    expect(basics.email).toBe('bamboo1886@gmail.com');
    expect(basics.profiles?.map((profile) => [profile.network, profile.username])).toEqual([['GitHub', 'bamboovir'], ['LinkedIn', 'bamboovir']]);
    expect(basics.url).toBeUndefined();
  });

  it('gives a linked user name with its accented letters as the page prints them', () => {
    const basics = addLinkedContacts({ name: 'Iñaki Peña' }, ['https://www.linkedin.com/in/inaki-pe%C3%B1a']);
    expect(basics.profiles?.map((profile) => profile.username)).toEqual(['inaki-peña']);
  });
});

describe('a contact column with captions (Deedy)', () => {
  it('reads the place after its "Location:" caption', () => {
    const { basics } = parseHeader([
      { text: 'Nikos Demetriou', size: 36 },
      { text: 'Data Engineering | Analytics', size: 16 },
      { text: 'Location: Patras, Greece', size: 10 },
      { text: 'Email: nikos@example.com', size: 10 },
    ]);
    expect(basics.location).toMatchObject({ city: 'Patras' });
  });
});

describe('a Europass header', () => {
  it('reads the name beside its caption and the town after a postal code', () => {
    const { basics } = parseHeader([
      { text: 'Personal information\tJane Roe', size: 12 },
      { text: 'Some Street, 10/2 - 12345 Port Town (Lowland)', size: 9 },
      { text: 'jane@example.com', size: 9 },
    ]);
    expect(basics.name).toBe('Jane Roe');
    expect(basics.location?.city).toBe('Port Town');
  });

  it('takes no town from a placeholder address without a country', () => {
    const { basics } = parseHeader([{ text: 'Jane Roe', size: 20 }, { text: 'jane@example.com\tAddress, Street, 00000 County', size: 8 }]);
    expect(basics.location?.city).toBeUndefined();
  });
});

describe('contacts labelled or iconed in other ways', () => {
  it('reads a phone after an abbreviated or a European label', () => {
    expect(parseHeader([{ text: 'Ana Ruiz' }, { text: 'Madrid | Tel. (+34) 600 111 222 | ana@ruiz.es' }]).basics.phone).toBe('(+34) 600 111 222');
    expect(parseHeader([{ text: 'Ana Ruiz' }, { text: 'Móvil: 600 111 222' }]).basics.phone).toBe('600 111 222');
  });

  it('takes the LinkedIn user name after "in", not a language after it', () => {
    expect(parseHeader([{ text: 'Ana Ruiz' }, { text: 'https://www.linkedin.com/in/ana-ruiz/es' }]).basics.profiles).toEqual([
      { network: 'LinkedIn', username: 'ana-ruiz', url: 'https://www.linkedin.com/in/ana-ruiz/es' },
    ]);
  });

  it('reads a WeChat id and a European street address', () => {
    const { basics } = parseHeader([{ text: 'Ana Ruiz' }, { text: 'ana@ruiz.es | WeChat: ana_r88' }, { text: 'Lindenweg 12, 04109 Leipzig' }]);
    expect(basics.profiles).toEqual([{ network: 'WeChat', username: 'ana_r88' }]);
    expect(basics.location).toMatchObject({ city: 'Leipzig', postalCode: '04109' });
  });

  it('parts a line of contacts at the icon names before them', () => {
    const { basics } = parseHeader([{ text: 'Ana Ruiz' }, { text: 'Mobile-Alt (555) 010-2030 Envelope ana@ruiz.es Link anaruiz.dev' }]);
    expect(basics).toMatchObject({ phone: '(555) 010-2030', email: 'ana@ruiz.es', url: 'https://anaruiz.dev' });
  });
});

describe('a lower-case phrase at the top', () => {
  it('is not taken as the name', () => {
    const { basics } = parseHeader([{ text: 'house and street', size: 14 }, { text: 'postcode town', size: 9 }]);
    expect(basics.name).toBeUndefined();
  });

  it('keeps a lower-case name', () => {
    const { basics } = parseHeader([{ text: 'ana ruiz', size: 14 }, { text: 'ana@example.org', size: 9 }]);
    expect(basics.name).toBe('ana ruiz');
  });
});

describe('a phone number with a slash after its area code', () => {
  it('is read after "+" or a trunk "0", and a year pair is not', () => {
    const read = (text: string) => parseHeader([{ text: 'Ana Ruiz', size: 20 }, { text, size: 9 }]).basics.phone;
    expect(read('+31 20/5550123')).toBe('+31 20/5550123');
    expect(read('030/5550123')).toBe('030/5550123');
    expect(read('2019/2020')).toBeUndefined();
    expect(read('01/2019 - 12/2021')).toBeUndefined();
  });
});

describe('resume.cls header details (Trey Hunner)', () => {
  it('reads a phone number whose groups are parted by middle dots, and a glyph without meaning as a separator', () => {
    const { basics } = parseHeader([
      { text: 'JOHN Q. PUBLIC', size: 20 },
      { text: '555 · 356 · 7936 \u0005 jpublic@example.edu', size: 11 },
      { text: '4489 Oxford Lane \u0005 San Antonio, PA 90024', size: 11 },
    ]);
    expect(basics).toMatchObject({ phone: '555 · 356 · 7936', email: 'jpublic@example.edu', location: { city: 'San Antonio', region: 'PA' } });
  });
});

describe('an ORCID iD among the contact details (Awesome-CV in Typst)', () => {
  it('is not read as the phone number', () => {
    const { basics } = parseHeader([{ text: 'Albert Einstein', size: 32 }, { text: 'ae@example.com\texample.com  0000-0002-1825-0097  GitHub', size: 9 }]);
    expect(basics.phone).toBeUndefined();
    expect(basics.email).toBe('ae@example.com');
  });
});

describe('the header\'s place in further shapes', () => {
  it('reads a place set right of the name (fantastic-cv)', () => {
    const { basics } = parseHeader([{ text: 'Austin Yu\tBay Area, CA', size: 15 }, { text: '+1 (555) 555-0100 | austin@example.com', size: 10 }]);
    expect(basics).toMatchObject({ name: 'Austin Yu', location: { city: 'Bay Area', region: 'CA' } });
  });

  it('reads a Swiss address with the country\'s letters before the postal code', () => {
    const { basics } = parseHeader([{ text: 'Albert Einstein', size: 32 }, { text: 'Rämistrasse 101, CH-8092 Zürich, Switzerland', size: 9 }, { text: 'ae@example.com', size: 9 }]);
    expect(basics.location).toMatchObject({ city: 'Zürich', postalCode: '8092' });
  });

  it('reads a town before a British postcode', () => {
    const { basics } = parseHeader([{ text: 'William Gosset', size: 17 }, { text: 'Brewmaster and Student', size: 12 }, { text: 'Guinness Brewery · Park Royal · London NW10 7RR, UK', size: 9 }, { text: 'wg@example.com', size: 9 }]);
    expect(basics.location).toMatchObject({ city: 'London', postalCode: 'NW10 7RR' });
  });
  it("reads AltaCV's one-line contact row: a lone @ icon, a street address after its icon, a network icon in title case", () => {
    const { basics } = parseHeader([
      { text: 'Ann Roe', size: 20 },
      { text: 'Baby 24/05/1995 Phone (+33)6 98 13 97 81 @ ann.roe@example.org Envelope 19 allée George Sand 69330 Jonage Car Permis B Github annroe', size: 8 },
      { text: 'Gare, Haute-Loire', size: 8 },
    ]);
    expect(basics).toMatchObject({ email: 'ann.roe@example.org', phone: '(+33)6 98 13 97 81', location: { address: '19 allée George Sand', postalCode: '69330', city: 'Jonage' } });
    expect(basics.profiles).toEqual([{ network: 'GitHub', username: 'annroe' }]);
  });

  it('takes no network from a title-case word before a phrase, nor a street after a skill icon', () => {
    const { basics } = parseHeader([{ text: 'Ann Roe', size: 20 }, { text: 'Github Actions and more   Code 19 allée George Sand 69330 Jonage   ann@example.org', size: 8 }]);
    expect(basics.profiles).toBeUndefined();
    expect(basics.location).toBeUndefined();
    expect(basics.email).toBe('ann@example.org');
  });
  it('takes no place from a headline with a role\'s words beside the phone, but still one from a town', () => {
    const headline = parseHeader([{ text: 'CRAIG DAVIS\tcraig@example.com', size: 25 }, { text: 'SENIOR PHP DEVELOPER, UX DIRECTOR\t(999) 888-7777', size: 9 }]);
    expect(headline.basics.location).toBeUndefined();
    const town = parseHeader([{ text: 'CRAIG DAVIS\tcraig@example.com', size: 25 }, { text: 'Austin, TX\t(999) 888-7777', size: 9 }]);
    expect(town.basics.location).toMatchObject({ city: 'Austin', region: 'TX' });
  });
  it('reads a street address with its ZIP code after the state, and parts a detail glued to its bullet', () => {
    const { basics } = parseHeader([{ text: 'Greg Roe', size: 22 }, { text: 'greg@example.com • 126 Clifton Place, Jersey City, NJ, 07424• LinkedIn', size: 11 }]);
    expect(basics.location).toMatchObject({ address: '126 Clifton Place', city: 'Jersey City', region: 'NJ' });
    const notAZip = parseHeader([{ text: 'Greg Roe', size: 22 }, { text: 'greg@example.com • 126 Clifton Place, Jersey City, NJ, 0742', size: 11 }]);
    expect(notAZip.basics.location).toBeUndefined();
  });
  it('cuts a row of web addresses parted by single spaces, but not a headline that names one site', () => {
    const { basics } = parseHeader([{ text: 'Xavier Roe', size: 22 }, { text: 'roe.fr gitlab.com/xroe xavier.roe _at_ example.org', size: 11 }]);
    expect(basics.url).toBe('https://roe.fr');
    expect(basics.profiles).toMatchObject([{ network: 'GitLab', username: 'xroe' }]);
    const headline = parseHeader([{ text: 'Xavier Roe', size: 22 }, { text: 'xroe@example.org', size: 11 }, { text: 'Maintainer of example.org and its tools', size: 11 }]);
    expect(headline.basics.url).toBeUndefined();
  });
});

// Session 43 (year-column-cv-uieda.pdf of held-out-s40): the department line under the address became the town.
describe('parseHeader, an organisation under the address', () => {
  it('does not read "Instituto de Astronomia, Geofísica e Ciências Atmosféricas" as a place', () => {
    const { basics } = parseHeader([
      { text: 'Prof. Jane Roe', size: 20 },
      { text: 'Email: jane@example.org' },
      { text: 'Instituto de Astronomia, Geofísica e Ciências Atmosféricas' },
    ]);
    expect(basics.location).toBeUndefined();
  });
});

// Session 43 (kip93-two-panel.pdf of held-out-s40): "john@doe.com / +1 (123) 4567-890".
describe('parseHeader, a slash after the e-mail', () => {
  it('reads the e-mail and the phone parted by " / "', () => {
    const { basics } = parseHeader([{ text: 'Doe, John', size: 17 }, { text: 'john@doe.com / +1 (123) 4567-890' }]);
    expect(basics.email).toBe('john@doe.com');
    expect(basics.phone).toBe('+1 (123) 4567-890');
  });
});

// Session 44 (resume-matcher-two-column.pdf of held-out-s41): details parted by " , ".
describe('parseHeader, details parted by a comma with a space before it', () => {
  it('reads the whole phone and the place, not a piece of the phone', () => {
    const { basics } = parseHeader([
      { text: 'JOHN DOE', size: 20 },
      { text: 'john.doe@email.com , +1 (415) 555-0142 , San Francisco, CA , linkedin.com/in/johndoe', size: 8.5 },
    ]);
    expect(basics.phone).toBe('+1 (415) 555-0142');
    expect(basics.location).toMatchObject({ city: 'San Francisco', region: 'CA' });
  });

  it('still keeps a comma written after a word inside one detail', () => {
    const { basics } = parseHeader([{ text: 'Ana Ruiz', size: 20 }, { text: 'ana@ruiz.es', size: 9 }, { text: 'Madrid, Spain', size: 9 }]);
    expect(basics.location).toMatchObject({ city: 'Madrid' });
  });
});

// Session 44 (wps-writer-larico-es.pdf of held-out-s41): contacts set right above a large name on two lines.
describe('parseHeader, the name under its contacts', () => {
  const header = [
    { text: 'Mz J lote 21 S1 B2 Urb:pachacamac', size: 11 },
    { text: '4ta etapa Villa el salvador', size: 11 },
    { text: '993111504', size: 11 },
    { text: 'Christian.larico@unmsm.edu.pe', size: 11 },
    { text: 'https://www.linkedin.com/in/christianl', size: 11 },
    { text: 'CHRISTIAN\tarico/', size: 18 },
    { text: 'LARICO DEPAZ', size: 18 },
  ];
  it('reads the name in the far larger size, on its two lines, and the link with its wrapped tail', () => {
    const { basics } = parseHeader(header);
    expect(basics.name).toBe('CHRISTIAN LARICO DEPAZ');
    expect(basics.profiles).toEqual([expect.objectContaining({ network: 'LinkedIn', username: 'christianlarico' })]);
  });
  it('keeps the first line as the name when nothing below it is much larger', () => {
    const { basics } = parseHeader([{ text: 'Ana Ruiz', size: 12 }, { text: 'ana@ruiz.es', size: 11 }, { text: 'Madrid', size: 11 }, { text: '600 000 000', size: 11 }, { text: 'Summary line', size: 14 }]);
    expect(basics.name).toBe('Ana Ruiz');
  });
});

// Session 44 (latex-two-column-sivan.pdf of held-out-s41): an address wrapped in a narrow sidebar.
describe('parseHeader, an address wrapped after its house number', () => {
  it('reads the town from the postal line under the street', () => {
    const { basics } = parseHeader([{ text: 'Athul SIVAN', size: 14 }, { text: 'athul@example.org', size: 10 }, { text: '\uF3C5 Franz-Beiska Weg 26,', size: 10 }, { text: '48167 Münster, Germany', size: 10 }]);
    expect(basics.location).toMatchObject({ city: 'Münster', postalCode: '48167' });
  });
  it('does not join a line that ends with a comma but no house number', () => {
    const { basics } = parseHeader([{ text: 'Ana Ruiz', size: 14 }, { text: 'Data Analyst,', size: 10 }, { text: '28013 Madrid', size: 10 }]);
    expect(basics.location?.address).toBeUndefined();
  });
});

// Session 44 (word-hloom-hercarr-libreoffice.pdf of held-out-s38): a labelled address wrapped at the column's edge.
describe('parseHeader, a labelled address on two lines', () => {
  const header = [
    { text: 'Víctor Hernández', size: 20, x: 118 },
    { text: 'Address: Lago Onega #24 Int 2, Miguel', size: 11, x: 358, fullWidth: true },
    { text: 'Hidalgo, Ciudad de México', size: 11, x: 358, fullWidth: false },
    { text: 'Email: a@b.mx', size: 11, x: 358 },
  ];
  it('does not take the wrapped piece for the town, nor the address for the headline', () => {
    const { basics } = parseHeader(header);
    expect(basics.location?.city).not.toBe('Hidalgo');
    expect(basics.label).toBeUndefined();
    expect(basics.email).toBe('a@b.mx');
  });
  it('keeps a town on a line of its own under an unlabelled line', () => {
    const { basics } = parseHeader([{ text: 'Ana Ruiz', size: 20 }, { text: 'Data Analyst', size: 11 }, { text: 'Madrid, Spain', size: 11 }]);
    expect(basics.location?.city).toBe('Madrid');
  });
});
