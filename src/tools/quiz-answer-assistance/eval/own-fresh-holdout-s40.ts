/**
 * A fresh set for the s40 round (written in session 43 by the helper "quiz", before any run on it and before reading any
 * engine code): five passages in an encyclopedia / textbook register — Pompeii and the eruption of Vesuvius, the monarch
 * butterfly's migration, the Hubble Space Telescope, Moby-Dick, Mount Kilimanjaro — subjects no earlier set has (s37–s39:
 * Neptune, Tay Bridge, tulip mania, Treasure Island, Atacama; Halley's Comet, Dust Bowl, paper money, Sherlock Holmes,
 * Okavango; molasses flood, tardigrades, Erie Canal, Jane Eyre, Titicaca). No network was reachable from this machine, so
 * no openly licensed article could be fetched: the passages are our own wording of well-known facts (no text copied from
 * any source) and carry the repository's licence.
 *
 * Each passage has 4 short-answer questions (who / what / when / where / how many / how long / how high, the answer stated
 * outright or in other words: "lived" / inhabitants, "fixed" / corrected, "show" / revealed, "try to climb" / attempt), 5
 * true/false statements — weighted towards true/false because 25 of 30 s39 statements got no verdict — (paraphrased verbs,
 * negations, claims whose subject in the passage is "it" / "they" / "he" referring back, false statements that swap one
 * fact for another fact the passage gives elsewhere: a year, a place, a ship, an opposite verb), 1 multiple-choice question
 * and 1 question the passage does not answer (`notStated`). 20 short answers + 25 true/false + 5 multiple choice = 50
 * scored questions, plus 5 not stated. Two whole pasted quizzes with numbering: "1)" numbers with options inline, a "True or
 * False:" prefix, an answer blank, an unlettered-stem with "A." options under it and a "(T/F)" trailer; and a "1." test with
 * "(1 mark)" trailers, options two by two, a "True / False" trailer and options inline.
 *
 * To be measured once with `run-own.ts --split s40`; from then on it is looked at, so it is dev.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S40_PASSAGES: OwnPassage[] = [
  {
    id: 'pompeii-vesuvius',
    subject: 'history',
    split: 's40',
    text: `Pompeii was an ancient Roman town near the Bay of Naples, in the Campania region of southern Italy. It was buried under volcanic ash and pumice when Mount Vesuvius erupted in AD 79. Founded by the Oscans in the 7th or 6th century BC, the town came under Roman control in 80 BC, when it became a colony named Colonia Cornelia Veneria Pompeianorum. By the time of the eruption it had perhaps 11,000 inhabitants, a forum, an amphitheatre that could seat about 20,000 spectators, and many bakeries, taverns and public baths. An earthquake in AD 62 had damaged much of the town, and repairs were still going on seventeen years later.

The eruption began around midday and lasted about two days. A column of gas, ash and pumice rose as high as 33 kilometres (21 mi) into the sky; the wind carried it south-east, so pumice fell on Pompeii for many hours and roofs collapsed under its weight. Most inhabitants seem to have fled during this first phase. Early the next morning, surges of hot gas and ash, known as pyroclastic flows, swept down the mountain and killed those who had stayed. The remains of about 1,150 victims have been found so far. The neighbouring town of Herculaneum, closer to the volcano, was buried under a deeper layer of up to 20 metres of material.

The only eyewitness account that survives comes from Pliny the Younger, who watched the eruption from Misenum, across the bay, and described it years later in two letters to the historian Tacitus. His uncle, Pliny the Elder, commanded the Roman fleet at Misenum; he sailed across the bay to rescue friends and died on the shore at Stabiae, probably overcome by the fumes.

The town lay forgotten for more than 1,500 years. Digging began in 1748 under the Bourbon kings of Naples, and in 1863 the archaeologist Giuseppe Fiorelli had the idea of pouring plaster into the hollows that bodies had left in the hardened ash, which preserved the shapes of the victims at the moment of death. Pompeii became a UNESCO World Heritage Site in 1997 and receives about 2.5 million visitors a year.`,
    shortAnswers: [
      { question: 'When was Pompeii buried by Vesuvius?', answers: ['AD 79', '79', 'in AD 79', '79 AD'] },
      { question: 'how many people lived in pompeii when the volcano erupted', answers: ['perhaps 11,000', '11,000', 'about 11,000', '11,000 inhabitants', 'perhaps 11,000 inhabitants', '11000'] },
      { question: 'Who wrote the only surviving eyewitness account of the eruption?', answers: ['Pliny the Younger'] },
      { question: 'How high did the column of ash rise?', answers: ['as high as 33 kilometres', '33 kilometres', '33 km', '21 mi', '21 miles', '33 kilometres (21 mi)', 'as high as 33 kilometres (21 mi)'] },
    ],
    statements: [
      // one fact swapped: the year of the earthquake for the year of the eruption; the passage's subject is "It"
      { statement: 'Pompeii was buried when Mount Vesuvius erupted in AD 62.', truth: false },
      // the passage says "it had … an amphitheatre that could seat about 20,000 spectators" ("it" = Pompeii)
      { statement: 'Pompeii had an amphitheatre that could seat about 20,000 spectators.', truth: true },
      // negation against "watched the eruption from Misenum" (paraphrased verb)
      { statement: 'Pliny the Younger did not see the eruption himself.', truth: false },
      // the passage's subject is "he" after a semicolon ("he sailed … and died on the shore at Stabiae")
      { statement: 'Pliny the Elder died at Stabiae.', truth: true },
      // one fact swapped: the year digging began (1748) for the year of the plaster casts (1863)
      { statement: 'In 1748 Giuseppe Fiorelli had the idea of pouring plaster into the hollows left by the bodies.', truth: false },
    ],
    choices: [
      { question: 'When did excavation of Pompeii start?', options: ['1748', '1863', '1997', 'AD 79'], answer: 0 },
    ],
    notStated: ['Who was the Roman emperor when Vesuvius erupted?'],
  },
  {
    id: 'monarch-migration',
    subject: 'science',
    split: 's40',
    text: `The monarch butterfly (Danaus plexippus) is a milkweed butterfly found mainly in North America, known for its orange wings with black veins and white-spotted borders. It is best known for its annual migration, the longest of any insect in North America: each autumn, millions of monarchs from the eastern United States and southern Canada fly as far as 4,800 kilometres (3,000 mi) to spend the winter in the oyamel fir forests of the mountains of central Mexico, in the states of Michoacán and México. Monarchs west of the Rocky Mountains mostly spend the winter along the coast of California instead, in groves of eucalyptus, Monterey pine and cypress.

No single butterfly makes the whole round trip. The monarchs that fly south in autumn belong to a special generation, sometimes called the "super generation", which lives for up to eight or nine months, while the summer generations live only two to six weeks as adults. In spring the overwintering butterflies mate and fly north to Texas and the southern United States, where the females lay their eggs on milkweed and die; it takes three or four more generations to bring the species back to Canada by summer.

Monarchs find their way with a time-compensated sun compass: they read the position of the sun with their eyes and correct for the time of day with a clock in their antennae. On cloudy days they may also use the Earth's magnetic field. The caterpillars feed only on milkweed, which contains poisons called cardenolides; they store these in their bodies, which makes both caterpillars and adults distasteful to birds. Their bright colours warn predators of this, and the similar-looking viceroy butterfly is also avoided by birds.

The Mexican overwintering sites were unknown to scientists until 1975, when Kenneth Brugger and Catalina Aguado, working with the Canadian zoologist Fred Urquhart, found them. The eastern population has fallen by about 80 per cent since the 1990s, mainly because of lost milkweed habitat, logging in the winter forests and extreme weather.`,
    shortAnswers: [
      { question: 'How far do monarchs fly to get to Mexico?', answers: ['as far as 4,800 kilometres', '4,800 kilometres', '4,800 km', '3,000 mi', '3,000 miles', 'as far as 4,800 kilometres (3,000 mi)', '4,800 kilometres (3,000 mi)'] },
      { question: 'What do monarch caterpillars eat?', answers: ['milkweed', 'only milkweed'] },
      { question: 'How long does the super generation live?', answers: ['up to eight or nine months', 'eight or nine months', 'for up to eight or nine months'] },
      { question: 'Who found the overwintering sites in Mexico in 1975?', answers: ['Kenneth Brugger and Catalina Aguado', 'Brugger and Aguado'] },
    ],
    statements: [
      // one fact swapped: the western monarchs' winter place for the eastern ones'
      { statement: 'Monarchs from the eastern United States spend the winter in California.', truth: false },
      // negation: "No single butterfly makes the whole round trip"
      { statement: 'Each monarch makes the whole round trip between Canada and Mexico.', truth: false },
      // the passage's subject is "they" ("they read the position of the sun … and correct for the time of day with a clock in their antennae")
      { statement: 'Monarchs correct for the time of day with a clock in their antennae.', truth: true },
      // paraphrase: "distasteful to birds" / taste bad
      { statement: 'The poisons from milkweed make monarchs taste bad to birds.', truth: true },
      // opposite verb: fallen / grown
      { statement: 'The eastern population has grown by about 80 per cent since the 1990s.', truth: false },
    ],
    choices: [
      { question: 'In which country do eastern monarchs spend the winter?', options: ['Canada', 'the United States', 'Mexico', 'Guatemala'], answer: 2 },
    ],
    notStated: ['True or false: Monarch butterflies can fly at night.'],
  },
  {
    id: 'hubble-space-telescope',
    subject: 'science',
    split: 's40',
    text: `The Hubble Space Telescope is a space telescope that was launched into low Earth orbit in 1990 and is still in operation. It was carried into orbit on 24 April 1990 by the Space Shuttle Discovery on mission STS-31 and released the following day. It is named after the American astronomer Edwin Hubble, who showed in the 1920s that the universe is expanding. Built by NASA with contributions from the European Space Agency, the telescope has a main mirror 2.4 metres (7 ft 10 in) across and orbits the Earth at a height of about 540 kilometres (340 mi), circling the planet roughly every 95 minutes.

Soon after launch, the first images turned out to be blurred. The main mirror had been ground to the wrong shape: at its edges it was too flat by about 2.2 micrometres, roughly one fiftieth of the width of a human hair. The flaw was corrected in December 1993, when astronauts on the shuttle Endeavour installed a set of corrective optics called COSTAR and a new camera with its own correction built in. Four more servicing missions followed, the last in May 2009, in which astronauts replaced gyroscopes, batteries and instruments; since the shuttle fleet was retired in 2011, no further repairs have been possible.

Above the atmosphere, which blurs and absorbs light, Hubble can take far sharper pictures than telescopes on the ground and can observe ultraviolet light. Its observations helped astronomers pin down the age of the universe at about 13.8 billion years, and in 1998 two teams using Hubble and ground-based telescopes found that the expansion of the universe is speeding up. The Hubble Deep Field, an image taken over ten days in December 1995 of a tiny, seemingly empty patch of sky near the Big Dipper, revealed about 3,000 galaxies. Hubble's successor, the James Webb Space Telescope, was launched in December 2021; it observes mainly in infrared light.`,
    shortAnswers: [
      { question: 'Which space shuttle carried Hubble into orbit?', answers: ['Discovery', 'the Space Shuttle Discovery', 'Space Shuttle Discovery'] },
      { question: "How wide is Hubble's main mirror?", answers: ['2.4 metres', '2.4 metres (7 ft 10 in)', '7 ft 10 in', '2.4 m'] },
      { question: 'how long does hubble take to go around the earth', answers: ['roughly every 95 minutes', 'about 95 minutes', '95 minutes', 'roughly 95 minutes', 'every 95 minutes'] },
      { question: 'How many galaxies did the Hubble Deep Field show?', answers: ['about 3,000', '3,000', 'about 3,000 galaxies', '3,000 galaxies'] },
    ],
    statements: [
      // one fact swapped: the 1993 repair shuttle for the launch shuttle
      { statement: 'Hubble was carried into orbit by the Space Shuttle Endeavour.', truth: false },
      // the passage's subject is "it" ("at its edges it was too flat"; it = the main mirror)
      { statement: "Hubble's main mirror was too flat at its edges.", truth: true },
      // paraphrased verb: corrected / fixed
      { statement: 'The flaw in the mirror was fixed in December 1993.', truth: true },
      // negation: "no further repairs have been possible"
      { statement: 'Astronauts have repaired Hubble several times since the shuttle fleet was retired in 2011.', truth: false },
      // one fact swapped: ultraviolet (Hubble) for infrared (Webb); the passage's subject is "it"
      { statement: 'The James Webb Space Telescope observes mainly in ultraviolet light.', truth: false },
    ],
    choices: [
      { question: "What was installed in 1993 to correct Hubble's blurred vision?", options: ['a new main mirror', 'COSTAR', 'larger solar panels', 'the Deep Field camera'], answer: 1 },
    ],
    notStated: ['How much did the Hubble Space Telescope cost to build?'],
  },
  {
    id: 'moby-dick',
    subject: 'literature',
    split: 's40',
    text: `Moby-Dick; or, The Whale is an 1851 novel by the American writer Herman Melville. It was first published in London in October 1851, in three volumes and under the title The Whale, and a month later in New York as Moby-Dick. The book is narrated by Ishmael, a sailor who signs on to the whaling ship Pequod, sailing out of Nantucket, Massachusetts. Its captain, Ahab, lost his leg to a giant white sperm whale known as Moby Dick on an earlier voyage and now walks on a leg made from a whale's jawbone. He has turned the voyage into a hunt for revenge.

Melville drew on his own experience: in January 1841 he sailed on the whaler Acushnet, and he deserted the ship eighteen months later in the Marquesas Islands. He also drew on two real events: the sinking of the whaleship Essex, which was rammed by a sperm whale in the Pacific in 1820, and accounts of an albino whale called Mocha Dick that was said to have fought off many whalers off the coast of Chile. Melville wrote much of the novel at Arrowhead, his farm in Pittsfield, Massachusetts, and dedicated it to his neighbour and friend Nathaniel Hawthorne.

The crew of the Pequod comes from many nations. Among them are the first mate, Starbuck, a cautious Quaker from Nantucket who argues against the hunt; the second mate, Stubb; and the harpooners Queequeg, a South Sea islander who becomes Ishmael's closest friend, Tashtego and Daggoo. After a long voyage across the Atlantic, Indian and Pacific oceans, the Pequod finds Moby Dick near the equator. The chase lasts three days; on the third day the whale rams and sinks the ship, and Ahab is dragged under by his own harpoon line. Ishmael alone survives, floating on Queequeg's coffin, which had been made into a life buoy, until he is picked up by another ship, the Rachel.

The novel sold poorly, and fewer than 3,200 copies had been sold by the time Melville died in 1891. Its reputation grew only in the 1920s, and it is now counted among the great American novels.`,
    shortAnswers: [
      { question: 'Who narrates Moby-Dick?', answers: ['Ishmael', 'Ishmael, a sailor'] },
      { question: "What is the name of Ahab's ship?", answers: ['the Pequod', 'Pequod'] },
      { question: 'Who did Melville dedicate the book to?', answers: ['Nathaniel Hawthorne', 'Hawthorne', 'his neighbour and friend Nathaniel Hawthorne'] },
      { question: 'How long does the chase last?', answers: ['three days'] },
    ],
    statements: [
      // one fact swapped: New York (a month later) for London (first)
      { statement: 'Moby-Dick was first published in New York.', truth: false },
      // paraphrased verb: argues against / opposes
      { statement: 'Starbuck, the first mate, opposes the hunt.', truth: true },
      // contradicted by "Ishmael alone survives" and "Ahab is dragged under"
      { statement: 'Ahab survives the sinking of the Pequod.', truth: false },
      // the passage's subject is "he" and the object "the ship" (= the Acushnet)
      { statement: 'Melville deserted the Acushnet in the Marquesas Islands.', truth: true },
      // one fact swapped: the Atlantic (the Pequod's voyage) for the Pacific
      { statement: 'The whaleship Essex was rammed by a sperm whale in the Atlantic in 1820.', truth: false },
    ],
    choices: [
      { question: 'Where did Melville write much of the novel?', options: ['in London', 'on board the Acushnet', 'at Arrowhead, his farm in Pittsfield', 'in Nantucket'], answer: 2 },
    ],
    notStated: ['How old was Melville when Moby-Dick was published?'],
  },
  {
    id: 'mount-kilimanjaro',
    subject: 'geography',
    split: 's40',
    text: `Mount Kilimanjaro is a dormant volcano in north-eastern Tanzania, close to the border with Kenya. Its highest point, Uhuru Peak on the cone called Kibo, stands 5,895 metres (19,341 ft) above sea level, which makes it the highest mountain in Africa and the highest single free-standing mountain in the world. The mountain is made up of three volcanic cones: Kibo, the youngest and tallest; Mawenzi, at 5,149 metres; and Shira, the oldest, which collapsed long ago and is now a broad plateau. Kibo last erupted about 200,000 years ago, but gases still escape from vents in its crater.

Kilimanjaro rises from farmland at about 800 metres through distinct belts of vegetation: cultivated slopes, montane rainforest, heath and moorland, an alpine desert and, at the top, an arctic summit zone. The rainforest, which receives most of the mountain's rain, is home to blue monkeys and black-and-white colobus monkeys. Above about 4,000 metres few plants can survive, apart from mosses and lichens.

The summit is crowned by glaciers and ice fields, but they have shrunk by more than 80 per cent since 1912, and scientists expect that they may disappear entirely within a few decades. The loss has been blamed partly on a drier climate since the late nineteenth century, which has reduced snowfall, rather than on rising air temperatures alone.

The first recorded ascent to the summit was made on 6 October 1889 by the German geologist Hans Meyer and the Austrian mountaineer Ludwig Purtscheller, guided by a local man, Yohani Kinyala Lauwo, who was then about 18 years old. Today about 50,000 people attempt the climb each year, usually over five to nine days. No ropes or climbing skills are needed on the main routes, but many climbers suffer from altitude sickness, and only about two-thirds reach the top. The mountain and its surrounding forests form Kilimanjaro National Park, which was designated a UNESCO World Heritage Site in 1987.`,
    shortAnswers: [
      { question: 'How high is Kilimanjaro?', answers: ['5,895 metres', '5,895 metres (19,341 ft)', '19,341 ft', '5,895 m', '19,341 feet'] },
      { question: 'Who guided Meyer and Purtscheller to the summit?', answers: ['Yohani Kinyala Lauwo', 'Lauwo', 'a local man, Yohani Kinyala Lauwo'] },
      { question: 'When did climbers first reach the summit of Kilimanjaro?', answers: ['6 October 1889', 'on 6 October 1889', '1889', 'October 1889', 'in 1889'] },
      { question: 'How many people try to climb Kilimanjaro every year?', answers: ['about 50,000', '50,000', 'about 50,000 people', '50,000 people'] },
    ],
    statements: [
      // one fact swapped: Kenya (the border) for Tanzania
      { statement: 'Mount Kilimanjaro is in north-eastern Kenya.', truth: false },
      // one fact swapped: youngest (Kibo) for oldest (Shira)
      { statement: 'Shira is the youngest of the three cones.', truth: false },
      // the passage says "which makes it the highest mountain in Africa" ("it" = Kilimanjaro, through its highest point)
      { statement: 'Kilimanjaro is the highest mountain in Africa.', truth: true },
      // opposite verb: shrunk / grown; the passage's subject is "they" (= the glaciers and ice fields)
      { statement: 'The glaciers on the summit have grown since 1912.', truth: false },
      // paraphrased verb: receives / gets
      { statement: "The rainforest gets most of the mountain's rain.", truth: true },
    ],
    choices: [
      { question: 'Which of the three cones is the tallest?', options: ['Shira', 'Mawenzi', 'Kibo', 'Uhuru'], answer: 2 },
    ],
    notStated: ['True or false: Hans Meyer later climbed Mount Kenya as well.'],
  },
];

export const S40_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    // A whole review quiz as typed in a word processor: a title line; "1)" numbers; options inline after the "?" with wide
    // spaces; a "True or False:" prefix (kept in the stem, no options, as every earlier set labels it); an answer blank
    // after a short answer; a stem with no "?" and "A." options indented under it; a "(T/F)" trailer.
    id: 's40-01-paren-numbers-inline-options-tf-prefix-answer-blank-dot-options-indented-tf-trailer',
    split: 's40',
    text: `Unit 4 Review Quiz – Earth, Space & Literature

1) Which cone of Kilimanjaro is the tallest?   a) Shira   b) Mawenzi   c) Kibo
2) True or False: Ishmael is the only survivor of the Pequod.
3) Who narrates Moby-Dick? ____________
4) The Hubble Space Telescope was launched in
   A. 1986
   B. 1990
   C. 1993
5) Monarch caterpillars feed only on milkweed. (T/F)`,
    expected: [
      { question: 'Which cone of Kilimanjaro is the tallest?', options: ['Shira', 'Mawenzi', 'Kibo'] },
      { question: 'True or False: Ishmael is the only survivor of the Pequod.', options: [] },
      { question: 'Who narrates Moby-Dick?', options: [] },
      { question: 'The Hubble Space Telescope was launched in', options: ['1986', '1990', '1993'] },
      { question: 'Monarch caterpillars feed only on milkweed.', options: TF },
    ],
  },
  {
    // A short test: an upper-case title with the total marks; "1." numbers; "(1 mark)" / "(2 marks)" trailers (the marks,
    // not part of the question); "A) … B) …" options two by two on indented lines; a "True / False" trailer after wide
    // spaces; options inline on the line under the question.
    id: 's40-02-dot-numbers-mark-trailers-two-by-two-options-true-slash-false-trailer-inline-options',
    split: 's40',
    text: `POMPEII — SHORT TEST (6 marks)

1. In what year did Vesuvius bury Pompeii? (1 mark)
   A) AD 62        B) AD 79
   C) AD 1748      D) AD 1863
2. Name the Roman admiral who died at Stabiae. (2 marks)
3. Pompeii's amphitheatre could seat about 20,000 people.     True / False
4. What did Giuseppe Fiorelli pour into the hollows left by the bodies? (1 mark)
   A) wax   B) plaster   C) concrete   D) resin`,
    expected: [
      { question: 'In what year did Vesuvius bury Pompeii?', options: ['AD 62', 'AD 79', 'AD 1748', 'AD 1863'] },
      { question: 'Name the Roman admiral who died at Stabiae.', options: [] },
      { question: "Pompeii's amphitheatre could seat about 20,000 people.", options: TF },
      { question: 'What did Giuseppe Fiorelli pour into the hollows left by the bodies?', options: ['wax', 'plaster', 'concrete', 'resin'] },
    ],
  },
];
