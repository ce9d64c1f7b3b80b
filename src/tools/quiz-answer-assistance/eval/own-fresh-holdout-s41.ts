/**
 * A fresh set for the s41 round (written in session 44 by the helper "quiz", before any run on it and before reading any
 * engine code). Unlike s37–s40, the passages are REAL text, not our own wording: five excerpts of OpenStax textbooks,
 * read from GitHub snapshots at the last commit before each book was relicensed to CC BY-NC-SA (both commits carry
 * `LICENSE` = Creative Commons Attribution 4.0 International and `licenses/by/4.0/` in the collection file):
 *
 * | passage | book, section | repository @ commit |
 * |---|---|---|
 * | songhai-empire | World History Volume 1, "The Songhai Empire" (module m00041) | openstax/osbooks-world-history @ 3e17beda9130380d24be881e6d1942dfcc1be845 |
 * | black-death | World History Volume 1, "The Black Death from East to West" (m00159) | same |
 * | chinggis-khan-yassa | World History Volume 1, "Chinggis Khan and the Early Mongol Empire" (m00145) | same |
 * | pluto-charon | Astronomy 2e, "Pluto and Charon" (m59864) | openstax/osbooks-astronomy @ 63157f370b09c06a4cc12832384aaaf4de1ced3b |
 * | mercury | Astronomy 2e, "Mercury" (m59835) | same |
 *
 * Licence of the passages: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Attribution: © Rice University,
 * OpenStax, "Access for free at https://openstax.org" (World History Volume 1: Ann Kordas, Ryan J. Lynch, Brooke Nelson,
 * Julie Tatlock et al.; Astronomy 2e: Andrew Fraknoi, David Morrison, Sidney C. Wolff). Changes made: four to six
 * consecutive or near paragraphs of a section taken, markup removed, empty figure references "()" and a "(see the … feature
 * box)" / "(See for more on …)" cross-reference removed. The questions, statements and answers below are ours.
 *
 * Each passage has 6 short-answer questions typed the way students type them (lower case, no "?", who / what / when /
 * how many / how long / how fast / why, the verb of the passage changed: "defeated" / was defeated, "visit" / close-up
 * look, "found" / discovered), 7 true/false statements — weighted towards them because s39's are still mostly unanswered:
 * false ones contradict the passage (a year or number from another fact, an opposite word, a negation the passage denies,
 * a swapped subject), true ones whose passage sentence does not name its subject (the topic is "it" / "he" / "this moon",
 * or the subject is named only earlier in a long sentence, mid-sentence pronouns after ";" or ", but"), and paraphrases —,
 * 1 multiple-choice question (Mercury's: both options stand in the passage, one in the same sentence), and 1 question the
 * passage does not answer (`notStated`). 30 short answers + 35 true/false + 5 multiple choice = 70 scored, 5 not stated.
 * Two pasted quizzes: a worksheet with a name/date line, "Q1." labels, "(a)" options inline and one per line, a "T   F"
 * trailer; and a "Question 1" header layout with "A." options and a "True or false?" prefix.
 *
 * To be measured once with `run-own.ts --split s41`; from then on it is looked at, so it is dev.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S41_PASSAGES: OwnPassage[] = [
  {
    id: 'songhai-empire',
    subject: 'history',
    split: 's41',
    text: `In 1468, Sunni Ali sacked Timbuktu. He drove its Amazigh governor from the city, killed many of its scholars, and forced others into exile. Sunni Ali’s conquest of Timbuktu earned him a reputation as a butcher and a tyrant. “He perpetuated terrible wickedness in the city, putting it to flame, sacking it, and killing large numbers of people,” one chronicler from Timbuktu recorded. Sunni Ali’s assault on the scholarly community at Timbuktu prompted the survivors’ exodus to Oualata, leading to a significant decline in Islamic scholarship at Timbuktu. Many of the merchants who had thrived under the city’s Tuareg overlords also fled. As a result, the city slipped into a period of economic decline and did not recover until after Sunni Ali’s death.

It was not enough for Sunni Ali to capture Timbuktu. Securing the vital corridor of trade along the growing Songhai Empire’s western frontier also required capturing the southern trading center of Djenné, a long-standing point of exchange for caravans carrying salt, gold, and enslaved Africans bound for the Atlantic or trans-Saharan slave trades. Sunni Ali attempted to capture Djenné for several years, but the fact that the city was surrounded by water during the annual flooding of the Bani River made the task impossible. Only after a seven-month siege was he finally able to subdue the city, which surrendered in 1473.

On the death of Sunni Ali in 1492, his son Sonni Baru came to the throne but reigned less than a year. Muhammad Ture, one of Sunni Ali’s generals and provincial governors, challenged Sonni Baru, and when the two met in battle in April 1493, Sonni Baru was defeated. Muhammad Ture then usurped the throne and took power as Askia Muhammad, later known as Askia the Great. His reign marked the beginning of the Askia dynasty.

Islam was crucial to Askia the Great’s consolidation of control. Not ethnically Songhai and thus unable to rely on traditional institutions and rituals to legitimate his rule, Askia instead based his authority on Islam and quickly set out to establish Songhai as a Muslim kingdom. In 1498, he declared a holy war against the non-Muslim Mossi to justify his incursions into their territory. He also recognized the importance of Islam to trans-Saharan trade and used his post-accession pilgrimage to Mecca to advertise his concern for the faith. During his stopover in Cairo, Askia convinced Egypt’s caliph, its spiritual and secular leader, to recognize him as caliph of the whole of Sudan. While in Mecca he spent lavishly, contributing some 100,000 gold pieces to charity and related almsgiving programs. He did not force his subjects to convert, however, and most retained their traditional religious beliefs.`,
    shortAnswers: [
      { question: 'when did sunni ali sack timbuktu', answers: ['1468', 'in 1468'] },
      { question: 'How long was the siege of Djenné?', answers: ['seven months', 'seven-month', 'a seven-month siege', 'seven-month siege'] },
      { question: 'who defeated sonni baru', answers: ['Muhammad Ture', 'Askia Muhammad', 'Askia the Great', 'Muhammad Ture, one of Sunni Ali’s generals and provincial governors'] },
      { question: 'how much money did askia give to charity in mecca', answers: ['some 100,000 gold pieces', '100,000 gold pieces', '100,000'] },
      { question: 'Why could Sunni Ali not capture Djenné for several years?', answers: ['the city was surrounded by water during the annual flooding of the Bani River', 'because the city was surrounded by water during the annual flooding of the Bani River', 'the annual flooding of the Bani River', 'it was surrounded by water during the annual flooding of the Bani River', 'the fact that the city was surrounded by water during the annual flooding of the Bani River'] },
      { question: 'What did Askia base his authority on?', answers: ['Islam', 'on Islam'] },
    ],
    statements: [
      // a year from another event (Djenné's surrender)
      { statement: 'Sunni Ali sacked Timbuktu in 1473.', truth: false },
      // the passage's sentence has "He" for Sunni Ali; "its" = Timbuktu's
      { statement: 'Sunni Ali drove the Amazigh governor out of Timbuktu.', truth: true },
      // near-verbatim, two facts of one sentence
      { statement: 'Djenné surrendered in 1473 after a seven-month siege.', truth: true },
      // the passage denies it: "He did not force his subjects to convert" (subject "He")
      { statement: 'Askia the Great forced his subjects to convert to Islam.', truth: false },
      // opposite: "reigned less than a year"
      { statement: 'Sonni Baru reigned for more than a year.', truth: false },
      // the passage's sentence has "he" after "In 1498,"
      { statement: 'In 1498 Askia declared a holy war against the Mossi.', truth: true },
      // the passage: "Not ethnically Songhai"
      { statement: 'Askia the Great was ethnically Songhai.', truth: false },
    ],
    choices: [
      { question: 'Which city did Sunni Ali sack in 1468?', options: ['Djenné', 'Timbuktu', 'Gao', 'Mecca'], answer: 1 },
    ],
    notStated: ['How old was Sunni Ali when he died?'],
  },
  {
    id: 'black-death',
    subject: 'history',
    split: 's41',
    text: `The bubonic plague, the most common variant of the disease caused by the bacterium Yersinia pestis, raises egg-shaped swellings known as buboes near an afflicted person’s lymph nodes in the groin, underarm, and upper neck areas. Other symptoms include fever, nausea, vomiting, aching joints, and general malaise. For the vast majority in the Middle Ages, death generally occurred within three days. The bubonic plague pandemic, which had far-reaching economic, political, social, and cultural effects throughout Afro-Eurasia, came to be known as the Black Death. This name, inspired by the blackened tissue the disease caused on the body, also came to express the fear and awe brought by a disease with a mortality rate ranging from 30 to 80 percent. That is significantly higher than the deadliest smallpox, influenza, and polio pandemics of the modern era. Although in its bubonic form the plague could not be spread from human to human, the rat flea became a major plague vector, an organism that spreads plague from one organism to another.

The black rat was one of the most capable animal hosts for the plague-carrying fleas. It was highly susceptible to the disease itself and an especially inconspicuous stowaway on trade caravans and merchant ships. Cases of bubonic plague proliferated as rats spread through the international shipping and trades routes of the Silk Roads and the Mediterranean Sea, where they colonized crowded dwellings in towns and cities. The spread of the plague only increased owing to the increased movement of people. First it was the Mongol armies, traveling over enormous distances and unintentionally bringing small mammalian stowaways among their foodstuffs. Then, owing to the Mongols’ protection of merchants and others traveling great distances during the Pax Mongolica, the disease spread further and in new directions. Finally, those forced to leave their homes for survival amid famine and environmental change created yet another pathway for the disease to spread.

Plague-bearing fleas generally preferred to feed on small rodents such as rats and marmots, but when their rodent hosts succumbed to the plague, they secured their next meal from the nearest human. Two even deadlier variants of the disease eventually emerged during the fourteenth century: pneumonic and septicemic. The pneumonic form directly infected the lungs and was spread from person to person by coughing, with a mortality rate of 95 to 100 percent. The septicemic variant, which resulted from plague bacteria circulating directly into the bloodstream, was invariably fatal and, according to contemporary observers, seemed to kill within hours of the first onset of symptoms. While historians had surmised for many decades that the plague had spread in primarily one form (bubonic) and in one direction (east to west), new evidence increasingly suggests there was a far greater diversity of spread.

Although the exact date of the Black Death’s arrival in China remains unknown, Chinese historical records first refer to the appearance of a deadly epidemic in the years from 1331 to 1334. The accounts of the Chinese Imperial Maritime Customs Service, compiled in the late nineteenth century, suggest that roughly thirteen million people perished during this lethal outbreak. For those living in China, the devastation likely seemed to portend the withdrawal of the Mandate of Heaven from the rulers of the Yuan dynasty. Epidemics, droughts, and other catastrophes could be perceived as omens of divine displeasure and an indication that a ruler had lost divine support.`,
    shortAnswers: [
      { question: 'what bacterium causes the plague', answers: ['Yersinia pestis', 'the bacterium Yersinia pestis'] },
      { question: 'how quickly did most people die of the plague in the middle ages', answers: ['within three days', 'three days', 'in three days'] },
      { question: 'What was the mortality rate of the pneumonic form?', answers: ['95 to 100 percent', 'a mortality rate of 95 to 100 percent', '95-100 percent', '95 to 100%'] },
      { question: 'How many people died of the plague in China?', answers: ['roughly thirteen million', 'thirteen million', 'roughly thirteen million people', '13 million'] },
      { question: 'why was it called the black death', answers: ['the blackened tissue the disease caused on the body', 'because of the blackened tissue the disease caused on the body', 'blackened tissue', 'the blackened tissue', 'inspired by the blackened tissue the disease caused on the body'] },
      { question: 'Which animal was one of the most capable hosts for the fleas?', answers: ['the black rat', 'black rat', 'The black rat'] },
    ],
    statements: [
      // the passage denies it: "could not be spread from human to human"
      { statement: 'The bubonic plague spread directly from person to person.', truth: false },
      // near-verbatim
      { statement: 'The pneumonic form was spread from person to person by coughing.', truth: true },
      // the passage's sentence has "It" for the black rat
      { statement: 'The black rat was highly susceptible to the disease itself.', truth: true },
      // paraphrase: invariably fatal / always fatal
      { statement: 'The septicemic form of the plague was always fatal.', truth: true },
      // a number changed
      { statement: 'Chinese historical records first refer to a deadly epidemic in the years from 1341 to 1344.', truth: false },
      // swapped: the fleas preferred rodents
      { statement: 'Plague-bearing fleas preferred to feed on humans rather than on rats.', truth: false },
      // a number changed (30 to 80 percent)
      { statement: 'The Black Death had a mortality rate ranging from 10 to 20 percent.', truth: false },
    ],
    choices: [
      { question: 'Which form of the plague directly infected the lungs?', options: ['bubonic', 'pneumonic', 'septicemic'], answer: 1 },
    ],
    notStated: ['Who first identified Yersinia pestis?'],
  },
  {
    id: 'chinggis-khan-yassa',
    subject: 'history',
    split: 's41',
    text: `To allow bitter feelings to subside after years of struggle, Chinggis waited until 1206 to call a kurultai to consolidate and confirm his rule over all Mongols. A kurultai was a meeting of those loyal to the leader of a seminomadic confederation, convened to confirm acceptance of a major change the leader wanted to make in relations within the group or between the group and others. Attendance signaled acceptance, and not attending meant not just disagreement but possibly withdrawal of loyalty to the leader. Temujin’s kurultai was unprecedented in its scale. The Secret History of the Mongols records that nearly all the million or so People of the Felt Walls attended, setting up encampments that spread for miles. Unlike almost all previous coronations in recorded history, Temujin’s was a highly inclusive event, not just for the elites and population of the capital. A shaman proclaimed him Chinggis Khan and confirmed that Tengri, a god revered by many central Asian peoples, granted him authority and would bless his people with prosperity and good fortune as long as he governed wisely and fairly, an idea similar to the Confucian Mandate of Heaven.

To prevent conflict over succession and maintain the democratic spirit of the kurultai where members had a say in selection, Chinggis Khan decreed that any future great khan, that is, any leader over the entirety of what he began to refer to as the “great Mongol nation” and the superior of all lesser khans, could be chosen only by a kurultai and not familial succession alone. Chinggis Khan now filled the role of clan and tribe leader. He put forth rules known as the yassa to govern relations between households; later, as the empire grew, he ordered the development of a written script for the Mongol language—based on that used by Uyghur tribes from areas north of China and Mongolia—so the yassa and records pertaining to it could be recorded.

The yassa made theft and robbery—the objectives of incessant raiding between clans—capital offenses. Enslaving Mongols was outlawed, as were adultery and kidnapping women and selling them for marriage. No one could kill more animals than their household could use, hunting was banned during animals’ mating seasons, and specified butchering methods ensured that maximum use was made of the animal. The yassa favored no religion and prohibited discrimination and favoritism on the basis of religion, perhaps the first law code to do so. Chinggis Khan, who continued to worship Tengri, granted tax and labor service exemptions to all religious leaders and holders of church lands, privileges later extended to those in secular occupations requiring literacy, such as medicine and law.

Mongol women did have some power, however. They were often left to oversee the household when the men went to herd, hunt, and raid. A widow beyond childbearing years was often considered a household head and took her husband’s place in the clan’s collective decision-making institutions. When Chinggis Khan was away on extended campaigns, his wife Borte was the de facto leader of the civilians of the Mongol Empire, and the wives and mothers of later Mongol rulers could hold significant power over a khanate following this model. Such instances of female leadership were far, far rarer—or entirely unheard of—in most other Afro-Eurasian societies of the same period.`,
    shortAnswers: [
      { question: 'what were the rules chinggis khan made called', answers: ['the yassa', 'yassa'] },
      { question: 'Who proclaimed Temujin Chinggis Khan?', answers: ['a shaman', 'shaman'] },
      { question: 'What god did Chinggis Khan worship?', answers: ['Tengri'] },
      { question: 'who led the civilians when chinggis khan was away on campaigns', answers: ['his wife Borte', 'Borte'] },
      { question: 'When did Chinggis call a kurultai?', answers: ['1206', 'in 1206', 'until 1206'] },
      { question: 'How could a future great khan be chosen?', answers: ['only by a kurultai', 'by a kurultai', 'a kurultai'] },
    ],
    statements: [
      // singular for the passage's plural ("theft and robbery … capital offenses")
      { statement: 'The yassa made theft a capital offense.', truth: true },
      // the passage: "The yassa favored no religion"
      { statement: 'The yassa favored one religion over the others.', truth: false },
      // near-verbatim, one claim of a listed sentence
      { statement: "Hunting was banned during animals' mating seasons.", truth: true },
      // the passage: "could be chosen only by a kurultai and not familial succession alone"
      { statement: 'Future great khans were to be chosen by familial succession alone.', truth: false },
      // paraphrase (granted / gave), the subject named before ", who …,"
      { statement: 'Chinggis Khan gave tax exemptions to all religious leaders.', truth: true },
      // the passage: "Enslaving Mongols was outlawed"
      { statement: 'Enslaving Mongols was allowed under the yassa.', truth: false },
      // mid-sentence pronoun after ";": "…; later, as the empire grew, he ordered the development of a written script…"
      { statement: 'Chinggis Khan ordered the development of a written script for the Mongol language.', truth: true },
    ],
    choices: [
      { question: 'Who led the civilians of the Mongol Empire when Chinggis Khan was away on campaigns?', options: ['Ong Khan', 'Borte', 'a shaman', 'Temujin'], answer: 1 },
    ],
    notStated: ['In what year did Chinggis Khan die?'],
  },
  {
    id: 'pluto-charon',
    subject: 'science',
    split: 's41',
    text: `At his Arizona observatory, Lowell searched without success for the unknown planet from 1906 until his death in 1916, and the search was not renewed until 1929. In February 1930, a young observing assistant named Clyde Tombaugh, comparing photographs he made on January 23 and 29 of that year, found a faint object whose motion appeared to be about right for a planet far beyond the orbit of Neptune. The new planet was named for Pluto, the Roman god of the underworld, who dwelt in remote darkness, just like the new planet. The choice of this name, among hundreds suggested, was helped by the fact that the first two letters were Percival Lowell’s initials.

From the time of its discovery, it was clear that Pluto was not a giant like the other four outer solar system planets. For a long time, it was thought that the mass of Pluto was similar to that of Earth, so that it was classed as a fifth terrestrial planet, somehow misplaced in the far outer reaches of the solar system. There were other anomalies, however, as Pluto’s orbit was more eccentric and inclined to the plane of our solar system than that of any other planet. Only after the discovery of its moon Charon in 1978 could the mass of Pluto be measured, and it turned out to be far less than the mass of Earth.

In addition to Charon, Pluto has four much smaller moons. Subsequent observations of Charon showed that this moon is in a retrograde orbit and has a diameter of about 1200 kilometers, more than half the size of Pluto itself. This makes Charon the moon whose size is the largest fraction of its parent planet. We could even think of Pluto and Charon as a double world. Seen from Pluto, Charon would be as large as eight full moons on Earth.

Almost everything we know about Pluto and its moons comes from the New Horizons spacecraft, which flew by in 2015 before traveling on into the outermost parts of the planetary system. Using data from the New Horizons probe, astronomers have measured the diameter of Pluto as 2370 kilometers, only 60 percent as large as our Moon. From the diameter and mass, we find a density of 1.9 g/cm3, suggesting that Pluto is a mixture of rocky materials and water ice in about the same proportions as many outer-planet moons.`,
    shortAnswers: [
      { question: 'who found pluto in 1930', answers: ['Clyde Tombaugh', 'a young observing assistant named Clyde Tombaugh', 'Tombaugh'] },
      { question: 'how wide is charon', answers: ['about 1200 kilometers', '1200 kilometers', 'a diameter of about 1200 kilometers', '1200 km'] },
      { question: 'When was Charon discovered?', answers: ['1978', 'in 1978'] },
      { question: 'How many smaller moons does Pluto have besides Charon?', answers: ['four', '4', 'four much smaller moons'] },
      { question: 'What was Pluto named after?', answers: ['Pluto, the Roman god of the underworld', 'the Roman god of the underworld', 'Pluto'] },
      { question: 'What is the diameter of Pluto?', answers: ['2370 kilometers', '2370 km', '2,370 kilometers'] },
    ],
    statements: [
      // the passage: "Lowell searched without success"
      { statement: 'Lowell found Pluto at his Arizona observatory.', truth: false },
      // near-verbatim; the sentence's subject is "it"
      { statement: "Pluto's mass turned out to be far less than the mass of Earth.", truth: true },
      // the passage's sentence has "this moon" for Charon
      { statement: 'Charon is in a retrograde orbit.', truth: true },
      // opposite: "more than half the size of Pluto itself"
      { statement: 'Charon is less than half the size of Pluto.', truth: false },
      // a year from another fact (Lowell's death in 1916; the search was renewed in 1929)
      { statement: 'The search for the planet was renewed in 1916.', truth: false },
      // paraphrase: "which flew by in 2015"
      { statement: 'New Horizons flew past Pluto in 2015.', truth: true },
      // a swapped subject: the 60 percent is Pluto's against the Moon
      { statement: 'Charon is only 60 percent as large as our Moon.', truth: false },
    ],
    choices: [
      { question: 'When was Charon discovered?', options: ['1930', '1978', '2015'], answer: 1 },
    ],
    notStated: ['What is the surface temperature of Charon?'],
  },
  {
    id: 'mercury',
    subject: 'science',
    split: 's41',
    text: `The planet Mercury is similar to the Moon in many ways. Like the Moon, it has no atmosphere, and its surface is heavily cratered. As described later in this chapter, it also shares with the Moon the likelihood of a violent birth.

Mercury is the nearest planet to the Sun, and, in accordance with Kepler’s third law, it has the shortest period of revolution about the Sun (88 of our days) and the highest average orbital speed (48 kilometers per second). It is appropriately named for the fleet-footed messenger god of the Romans. Because Mercury remains close to the Sun, it can be difficult to pick out in the sky. As you might expect, it’s best seen when its eccentric orbit takes it as far from the Sun as possible.

Mercury’s mass is one-eighteenth that of Earth, making it the smallest terrestrial planet. Mercury is the smallest planet (except for the dwarf planets), having a diameter of 4878 kilometers, less than half that of Earth. Mercury’s density is 5.4 g/cm3, much greater than the density of the Moon, indicating that the composition of those two objects differs substantially.

Mercury’s period of rotation (how long it takes to turn with respect to the distant stars) is 59 days, which is just two-thirds of the planet’s period of revolution. Subsequently, astronomers found that a situation where the spin and the orbit of a planet (its year) are in a 2:3 ratio turns out to be stable.

Mercury, being close to the Sun, is very hot on its daylight side; but because it has no appreciable atmosphere, it gets surprisingly cold during the long nights. The temperature on the surface climbs to 700 K (430 °C) at noontime. After sunset, however, the temperature drops, reaching 100 K (–170 °C) just before dawn. (It is even colder in craters near the poles that receive no sunlight at all.) The range in temperature on Mercury is thus 600 K (or 600 °C), a greater difference than on any other planet.

The first close-up look at Mercury came in 1974, when the US spacecraft Mariner 10 passed 9500 kilometers from the surface of the planet and transmitted more than 2000 photographs to Earth, revealing details with a resolution down to 150 meters. Subsequently, the planet was mapped in great detail by the MESSENGER spacecraft, which was launched in 2004 and made multiple flybys of Earth, Venus, and Mercury before settling into orbit around Mercury in 2011. It ended its life in 2015, when it was commanded to crash into the surface of the planet.`,
    shortAnswers: [
      { question: 'how long is a year on mercury', answers: ['88 of our days', '88 days'] },
      { question: 'how fast does mercury orbit the sun', answers: ['48 kilometers per second', '48 km/s'] },
      { question: 'What is the diameter of Mercury?', answers: ['4878 kilometers', '4878 km', '4,878 kilometers'] },
      { question: 'how hot does it get on mercury at noon', answers: ['700 K (430 °C)', '700 K', '430 °C', '700 K (430°C)'] },
      { question: 'which spacecraft went into orbit around mercury in 2011', answers: ['MESSENGER', 'the MESSENGER spacecraft'] },
      { question: 'When did Mariner 10 visit Mercury?', answers: ['1974', 'in 1974'] },
    ],
    statements: [
      // the passage's sentence has "it" for Mercury ("Like the Moon, it has no atmosphere")
      { statement: 'Mercury has no atmosphere.', truth: true },
      // opposite: shortest
      { statement: 'Mercury has the longest period of revolution about the Sun.', truth: false },
      // the passage's sentence has "It" for Mercury
      { statement: 'Mercury is named for the messenger god of the Romans.', truth: true },
      // the passage: "Mercury does not keep one side fixed toward the Sun"
      { statement: 'Mercury keeps one side facing the Sun.', truth: false },
      // a number from another fact (88 days is the revolution)
      { statement: "Mercury's period of rotation is 88 days.", truth: false },
      // the passage's sentence has "It" for MESSENGER
      { statement: 'The MESSENGER spacecraft ended its life in 2015.', truth: true },
      // opposite: smallest
      { statement: 'Mercury is the largest terrestrial planet.', truth: false },
    ],
    choices: [
      { question: "What is Mercury's period of rotation?", options: ['59 days', '88 days'], answer: 0 },
    ],
    notStated: ['True or false: Mercury has two moons.'],
  },
];

export const S41_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    // A worksheet: a title line, a "Name: ___ Date: ___" line (not a question), "Q1." labels, "(a)" options inline after
    // wide spaces under the stem and one per line, a "T   F" trailer after wide spaces.
    id: 's41-01-name-date-line-q-labels-paren-letter-options-inline-and-stacked-t-f-trailer',
    split: 's41',
    text: `World History – Quiz 7
Name: ______________   Date: ________

Q1. When did Sunni Ali sack Timbuktu?
   (a) 1464   (b) 1468   (c) 1473   (d) 1492
Q2. Askia the Great forced his subjects to convert to Islam.   T   F
Q3. What bacterium causes bubonic plague?
Q4. Which form of the plague was spread by coughing?
   (a) bubonic
   (b) pneumonic
   (c) septicemic`,
    expected: [
      { question: 'When did Sunni Ali sack Timbuktu?', options: ['1464', '1468', '1473', '1492'] },
      { question: 'Askia the Great forced his subjects to convert to Islam.', options: TF },
      { question: 'What bacterium causes bubonic plague?', options: [] },
      { question: 'Which form of the plague was spread by coughing?', options: ['bubonic', 'pneumonic', 'septicemic'] },
    ],
  },
  {
    // "Question 1" headers on their own lines, "A." options one per line, a "True or false?" prefix (kept in the stem, no
    // options, as every earlier set labels a "True or false:" prefix).
    id: 's41-02-question-n-headers-dot-letter-options-true-or-false-question-mark-prefix',
    split: 's41',
    text: `Planets check-in

Question 1
Which planet is nearest to the Sun?
A. Venus
B. Mercury
C. Mars

Question 2
True or false? Charon is more than half the size of Pluto.

Question 3
Who discovered Pluto in 1930?`,
    expected: [
      { question: 'Which planet is nearest to the Sun?', options: ['Venus', 'Mercury', 'Mars'] },
      { question: 'True or false? Charon is more than half the size of Pluto.', options: [] },
      { question: 'Who discovered Pluto in 1930?', options: [] },
    ],
  },
];
