/**
 * Names of countries, today's and a few well-known former ones, in lower case: "In which country is X?" is answered
 * only by one of them ("southern Siberia in Russia" answers "Russia"; "Tobolsk, in Siberia" answers nothing). A name
 * not listed is left to the hints, never guessed.
 */
const COUNTRIES = new Set(
  [
    'afghanistan', 'albania', 'algeria', 'andorra', 'angola', 'antigua and barbuda', 'argentina', 'armenia', 'australia', 'austria', 'azerbaijan',
    'bahamas', 'the bahamas', 'bahrain', 'bangladesh', 'barbados', 'belarus', 'belgium', 'belize', 'benin', 'bhutan', 'bolivia',
    'bosnia and herzegovina', 'botswana', 'brazil', 'brunei', 'bulgaria', 'burkina faso', 'burundi', 'cabo verde', 'cape verde', 'cambodia',
    'cameroon', 'canada', 'central african republic', 'the central african republic', 'chad', 'chile', 'china', 'colombia', 'comoros', 'congo',
    'the congo', 'democratic republic of the congo', 'the democratic republic of the congo', 'costa rica', 'ivory coast', "côte d'ivoire",
    'croatia', 'cuba', 'cyprus', 'czech republic', 'the czech republic', 'czechia', 'denmark', 'djibouti', 'dominica', 'dominican republic',
    'the dominican republic', 'east timor', 'timor-leste', 'ecuador', 'egypt', 'el salvador', 'equatorial guinea', 'eritrea', 'estonia',
    'eswatini', 'swaziland', 'ethiopia', 'fiji', 'finland', 'france', 'gabon', 'gambia', 'the gambia', 'georgia', 'germany', 'ghana', 'greece',
    'grenada', 'guatemala', 'guinea', 'guinea-bissau', 'guyana', 'haiti', 'honduras', 'hungary', 'iceland', 'india', 'indonesia', 'iran', 'iraq',
    'ireland', 'israel', 'italy', 'jamaica', 'japan', 'jordan', 'kazakhstan', 'kenya', 'kiribati', 'north korea', 'south korea', 'korea', 'kosovo',
    'kuwait', 'kyrgyzstan', 'laos', 'latvia', 'lebanon', 'lesotho', 'liberia', 'libya', 'liechtenstein', 'lithuania', 'luxembourg',
    'madagascar', 'malawi', 'malaysia', 'maldives', 'the maldives', 'mali', 'malta', 'marshall islands', 'the marshall islands', 'mauritania',
    'mauritius', 'mexico', 'micronesia', 'moldova', 'monaco', 'mongolia', 'montenegro', 'morocco', 'mozambique', 'myanmar', 'burma', 'namibia',
    'nauru', 'nepal', 'netherlands', 'the netherlands', 'holland', 'new zealand', 'nicaragua', 'niger', 'nigeria', 'north macedonia',
    'macedonia', 'norway', 'oman', 'pakistan', 'palau', 'palestine', 'panama', 'papua new guinea', 'paraguay', 'peru', 'philippines',
    'the philippines', 'poland', 'portugal', 'qatar', 'romania', 'russia', 'rwanda', 'saint kitts and nevis', 'saint lucia',
    'saint vincent and the grenadines', 'samoa', 'san marino', 'são tomé and príncipe', 'sao tome and principe', 'saudi arabia', 'senegal',
    'serbia', 'seychelles', 'sierra leone', 'singapore', 'slovakia', 'slovenia', 'solomon islands', 'the solomon islands', 'somalia',
    'south africa', 'south sudan', 'spain', 'sri lanka', 'sudan', 'suriname', 'sweden', 'switzerland', 'syria', 'taiwan', 'tajikistan',
    'tanzania', 'thailand', 'togo', 'tonga', 'trinidad and tobago', 'tunisia', 'turkey', 'türkiye', 'turkmenistan', 'tuvalu', 'uganda',
    'ukraine', 'united arab emirates', 'the united arab emirates', 'united kingdom', 'the united kingdom', 'uk', 'the uk', 'britain',
    'great britain', 'united states', 'the united states', 'united states of america', 'the united states of america', 'usa', 'the usa',
    'us', 'the us', 'uruguay', 'uzbekistan', 'vanuatu', 'vatican city', 'venezuela', 'vietnam', 'viet nam', 'yemen', 'zambia',
    'zimbabwe', 'england', 'scotland', 'wales', 'northern ireland',
    // Former countries a history passage names.
    'soviet union', 'the soviet union', 'ussr', 'the ussr', 'east germany', 'west germany', 'prussia', 'yugoslavia', 'czechoslovakia',
    'ottoman empire', 'the ottoman empire', 'austria-hungary', 'persia', 'siam', 'ceylon', 'rhodesia', 'zaire',
  ].map((name) => name.toLowerCase()),
);

/** Whether the words name a country ("Russia", "the Czech Republic"), compared in lower case with spaces normalised. */
export function isCountryName(text: string): boolean {
  return COUNTRIES.has(text.toLowerCase().replace(/\s+/g, ' ').trim());
}
