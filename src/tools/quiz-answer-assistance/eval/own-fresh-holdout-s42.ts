/**
 * A fresh set for the s42 round (written in session 45 by the helper "quiz", before any run on it and before reading any
 * engine code of this session). Like s41, the passages are REAL text: three excerpts of the OpenStax textbook Astronomy 2e,
 * read from the GitHub snapshot at the last commit before the book was relicensed to CC BY-NC-SA (the commit carries
 * `LICENSE` = Creative Commons Attribution 4.0 International). No section used by an earlier set (s41 used "Pluto and
 * Charon" m59864 and "Mercury" m59835 of this book):
 *
 * | passage | book, section | repository @ commit |
 * |---|---|---|
 * | titan | Astronomy 2e, "Titan and Triton" (module m59863), its Titan paragraphs | openstax/osbooks-astronomy @ 63157f370b09c06a4cc12832384aaaf4de1ced3b |
 * | triton | Astronomy 2e, "Titan and Triton" (m59863), "Triton and Its Volcanoes" | same |
 * | meteors | Astronomy 2e, "Meteors" (m59871), "Observing Meteors" and "Meteor Showers" | same |
 *
 * Licence of the passages: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Attribution: © Rice University,
 * OpenStax, "Access for free at https://openstax.org" (Astronomy 2e: Andrew Fraknoi, David Morrison, Sidney C. Wolff).
 * Changes made: five or six paragraphs of a section taken, markup removed (sub- and superscripts written inline), notes,
 * figures and tables left out, empty figure references "()" / "(see )" and one "(see Exploring the Outer Planets)"
 * cross-reference removed. The questions, statements and answers below are ours.
 *
 * Short answers typed the way students type them (some lower case without "?"), with the passage's words changed where
 * a student would change them ("first seen" / who first saw, "319-kilogram" / how much did it weigh, "Neptune's largest
 * moon" / which planet does it orbit, "called a fireball"); true/false statements — false ones contradict the passage by a
 * number from another fact, an opposite or comparative word, a denied negation, a swapped subject; true ones paraphrase
 * it, one in the converse comparative ("lower than" for the passage's "higher than"); multiple choice with options that
 * stand in the passage; one question per passage the passage does not answer (`notStated`).
 * 25 short answers + 16 true/false + 5 multiple choice scored, 3 not stated. Two pasted quizzes of shapes no earlier set
 * has: a Canvas copy ("Question 1" / "1 pts" lines, unlettered options separated by blank lines, "True" / "False" option
 * lines) and a homework sheet with "Part A: Write T or F." section headers, "____ 1." answer blanks before the number,
 * "a)" options inline on the next line and a "(2 marks)" note.
 *
 * To be measured once with `run-own.ts --split s42`; from then on it is looked at, so it is dev.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S42_PASSAGES: OwnPassage[] = [
  {
    id: 'titan',
    subject: 'science',
    split: 's42',
    text: `Titan, first seen in 1655 by the Dutch astronomer Christiaan Huygens, was the first moon discovered after Galileo saw the four large moons of Jupiter. Titan has roughly the same diameter, mass, and density as Callisto or Ganymede. Presumably it also has a similar composition—about half ice and half rock. However, Titan is unique among moons, with a thick atmosphere and lakes and rivers and falling rain (although these are not composed of water but of hydrocarbons such as ethane and methane, which can stay liquid at the frigid temperatures on Titan). Titan is the only moon or planet other than Earth where we have found evidence of bodies of surface liquids.

The 1980 Voyager flyby of Titan determined that the surface density of its atmosphere is four times greater than that on Earth. The atmospheric pressure on this moon is 1.6 bars, higher than that on any other moon and, remarkably, even higher than that of the terrestrial planets Mars and Earth. The atmospheric composition is primarily nitrogen, an important way in which Titan’s atmosphere resembles Earth’s.

These Voyager discoveries motivated a much more ambitious exploration program using the NASA Cassini Saturn orbiter and a probe to land on Titan called Huygens, built by the European Space Agency. The orbiter, which included several cameras, spectrometers, and a radar imaging system, made dozens of close flybys of Titan between 2004 and 2015, each yielding radar and infrared images of portions of the surface. The Huygens probe successfully descended by parachute through the atmosphere, photographing the surface from below the clouds, and landing on January 14, 2005. This was the first (and so far the only) spacecraft landing on a moon in the outer solar system.

At the end of its parachute descent, the 319-kilogram Huygens probe safely touched down, slid a short distance, and began sending data back to Earth, including photos and analyses of the atmosphere. It appeared to have landed on a flat, boulder-strewn plain, but both the surface and the boulders were composed of water ice, which is as hard as rock at the temperature of Titan.

The photos taken during descent showed a variety of features, including drainage channels, suggesting that Huygens had landed on the shore of an ancient hydrocarbon lake. The sky was deep orange, and the brightness of the Sun was a thousand times less than sunlight on Earth (but still more than a hundred times brighter than under the full moon on Earth). Titan’s surface temperature was 94 K (−179 °C). The warmer spacecraft heated enough of the ice where it landed for its instruments to measure released hydrocarbon gas. Measurements on the surface continued for more than an hour before the probe succumbed to the frigid temperature.

NASA has selected a new mission to Titan for launch in 2027. Called Dragonfly, this mission is a drone that will fly in Titan’s atmosphere, with emphasis on study of pre-biotic chemistry. Other future proposed missions include a balloon operating in the atmosphere and a “boat” floating in one of the Titan lakes.`,
    shortAnswers: [
      { question: 'who first saw titan', answers: ['Christiaan Huygens', 'the Dutch astronomer Christiaan Huygens', 'Huygens', 'Dutch astronomer Christiaan Huygens'] },
      { question: 'When was Titan first seen?', answers: ['1655', 'in 1655'] },
      { question: 'what is the atmospheric pressure on titan', answers: ['1.6 bars', '1.6 bar'] },
      { question: "What is Titan's atmosphere mostly made of?", answers: ['nitrogen', 'primarily nitrogen'] },
      { question: 'when did the huygens probe land on titan', answers: ['January 14, 2005', 'on January 14, 2005', '14 January 2005', '2005', 'in 2005'] },
      { question: 'How much did the Huygens probe weigh?', answers: ['319 kilograms', '319-kilogram', '319 kg', '319 kilogram'] },
      { question: "What was Titan's surface temperature?", answers: ['94 K', '94 K (−179 °C)', '−179 °C', '94 kelvin', '94 K (-179 °C)'] },
      { question: 'What is the new NASA mission to Titan called?', answers: ['Dragonfly'] },
      { question: 'who built the huygens probe', answers: ['the European Space Agency', 'European Space Agency', 'ESA'] },
    ],
    statements: [
      // the converse comparative: the passage says Titan's pressure is "higher than that of … Mars and Earth"
      { statement: 'The atmospheric pressure on Earth is lower than on Titan.', truth: true },
      // the opposite comparative
      { statement: 'The atmospheric pressure on Titan is lower than on Earth.', truth: false },
      // a year from another fact (Cassini's flybys began in 2004)
      { statement: 'The Huygens probe landed on Titan in 2004.', truth: false },
      // a swapped subject: Galileo saw Jupiter's moons, Huygens saw Titan
      { statement: 'Titan was first seen by Galileo.', truth: false },
      // paraphrase: "not composed of water but of hydrocarbons"
      { statement: "The lakes and rivers on Titan are made of hydrocarbons, not water.", truth: true },
      // the sentence names the mission only as "this mission"/"Called Dragonfly"; the launch in the sentence before
      { statement: 'NASA plans to launch its new mission to Titan in 2027.', truth: true },
    ],
    choices: [
      { question: "Which gas makes up most of Titan's atmosphere?", options: ['methane', 'nitrogen', 'carbon monoxide', 'ethane'], answer: 1 },
      { question: 'When did the Cassini orbiter make its close flybys of Titan?', options: ['in 1980', 'between 2004 and 2015', 'in 1655', 'after 2027'], answer: 1 },
    ],
    notStated: ['How long did it take the Huygens probe to reach Titan?'],
  },
  {
    id: 'triton',
    subject: 'science',
    split: 's42',
    text: `Neptune’s largest moon Triton (don’t get its name confused with Titan) has a diameter of 2720 kilometers and a density of 2.1 g/cm3, indicating that it’s probably composed of about 75% rock mixed with 25% water ice. Measurements indicate that Triton’s surface has the coldest temperature of any of the worlds our robot representatives have visited. Because its reflectivity is so high (about 80%), Triton reflects most of the solar energy that falls on it, resulting in a surface temperature between 35 and 40 K.

The surface material of Triton is made of frozen water, nitrogen, methane, and carbon monoxide. Methane and nitrogen exist as gas in most of the solar system, but they are frozen at Triton’s temperatures. Only a small quantity of nitrogen vapor persists to form an atmosphere. Although the surface pressure of this atmosphere is only 16 millionths of a bar, this is sufficient to support thin haze or cloud layers.

Triton’s surface, like that of many other moons in the outer solar system, reveals a long history of geological evolution. Although some impact craters are found, many regions have been flooded fairly recently by the local version of “lava” (perhaps water or water-ammonia mixtures). There are also mysterious regions of jumbled or mountainous terrain.

The Voyager flyby of Triton took place at a time when the moon’s southern pole was tipped toward the Sun, allowing this part of the surface to enjoy a period of relative warmth. (Remember that “warm” on Triton is still outrageously colder than anything we experience on Earth.) A polar cap covers much of Triton’s southern hemisphere, apparently evaporating along the northern edge. This polar cap may consist of frozen nitrogen that was deposited during the previous winter.

Remarkably, the Voyager images showed that the evaporation of Triton’s polar cap generates geysers or volcanic plumes of nitrogen gas. (Fountains of such gas rose about 10 kilometers high, visible in the thin atmosphere because dust from the surface rose with them and colored them dark.) These plumes differ from the volcanic plumes of Io in their composition and also in that they derive their energy from sunlight warming the surface rather than from internal heat.`,
    shortAnswers: [
      { question: 'what is the diameter of triton', answers: ['2720 kilometers', '2720 km', 'a diameter of 2720 kilometers'] },
      { question: 'Which planet does Triton orbit?', answers: ['Neptune'] },
      { question: 'how reflective is triton', answers: ['about 80%', '80%', 'about 80 percent', '80 percent'] },
      { question: "What is the surface temperature of Triton?", answers: ['between 35 and 40 K', '35 and 40 K', '35 to 40 K', '35–40 K', 'a surface temperature between 35 and 40 K'] },
      { question: 'How high did the gas fountains on Triton rise?', answers: ['about 10 kilometers', '10 kilometers', 'about 10 kilometers high', '10 km'] },
      { question: "What is Triton's surface made of?", answers: ['frozen water, nitrogen, methane, and carbon monoxide', 'frozen water, nitrogen, methane and carbon monoxide'] },
      { question: 'where do the plumes on triton get their energy from', answers: ['sunlight warming the surface', 'from sunlight warming the surface', 'sunlight'] },
    ],
    statements: [
      // paraphrase: "Neptune's largest moon Triton"
      { statement: 'Triton is the largest moon of Neptune.', truth: true },
      // swapped numbers: about 75% rock mixed with 25% water ice
      { statement: 'Triton is probably made of about 75% water ice.', truth: false },
      // the passage: "rather than from internal heat"
      { statement: "Triton's plumes get their energy from internal heat.", truth: false },
      // opposite: the southern pole was tipped toward the Sun
      { statement: "During the Voyager flyby, Triton's southern pole was tipped away from the Sun.", truth: false },
      // the plumes are "of nitrogen gas"
      { statement: 'The geysers on Triton are made of nitrogen gas.', truth: true },
    ],
    choices: [
      { question: "What covers much of Triton's southern hemisphere?", options: ['a polar cap', 'an ocean of methane', 'a lava lake'], answer: 0 },
    ],
    notStated: ['How many moons does Neptune have?'],
  },
  {
    id: 'meteors',
    subject: 'science',
    split: 's42',
    text: `Meteors are created as tiny solid particles that enter Earth’s atmosphere from interplanetary space. Since the particles move at speeds of many kilometers per second, friction with the air vaporizes them at altitudes between 80 and 130 kilometers. The resulting flashes of light fade out within a few seconds. These “shooting stars” got their name because at night their luminous vapors look like stars moving rapidly across the sky. To be visible, a meteor must be within about 200 kilometers of the observer. On a typical dark, moonless night, an alert observer can see half a dozen meteors per hour. These sporadic meteors—those not associated with a meteor shower (explained in the next section)—are random occurrences. Over the entire Earth, the total number of meteors bright enough to be visible totals about 25 million per day.

The typical meteor is produced by a particle with a mass of less than 1 gram—no larger than a pea. How can we see such a small particle? The light you see comes from the much larger region of heated, glowing gas surrounding this little grain of interplanetary material. Because of its high speed, the energy in a pea-sized meteor is as great as that of an artillery shell fired on Earth, but this energy is dispersed high in Earth’s atmosphere. (When these tiny projectiles hit an airless body like the Moon, they do make small craters and generally pulverize the surface.)

If a particle the size of a golf ball strikes our atmosphere, it produces a much brighter trail called a fireball. A piece as large as a bowling ball has a fair chance of surviving its fiery entry if its approach speed is not too high. The total mass of meteoric material entering Earth’s atmosphere is estimated to be about 100 tons per day (which seems like a lot if you imagine it all falling in one place, but remember it is spread out all over our planet’s surface).

Many—perhaps most—of the meteors that strike Earth are associated with specific comets. Some of these periodic comets still return to our view; others have long ago fallen apart, leaving only a trail of dust behind them. The dust particles from a given comet retain approximately the orbit of their parent, continuing to move together through space but spreading out over the orbit with time. When Earth, in its travels around the Sun, crosses such a dust stream, we see a sudden burst of meteor activity that usually lasts several hours; such an event is called a meteor shower.

The meteoric dust is not always evenly distributed along the orbit of the comet, so during some years more meteors are seen when Earth intersects the dust stream, and in other years fewer. For example, a very clumpy distribution is associated with the Leonid meteors, which in 1833 and again in 1866 (after an interval of 33 years—the period of the comet) yielded the most spectacular showers (sometimes called meteor storms) ever recorded. During the Leonid storm on November 17, 1866, up to a hundred meteors were observed per second in some locations. The Leonid shower of 2001 was not this intense, but it peaked at nearly a thousand meteors per hour—one every few seconds—observable from any dark viewing site.

The most dependable annual meteor display is the Perseid shower, which appears each year for about three nights near August 11. In the absence of bright moonlight, you can see one meteor every few minutes during a typical Perseid shower. Astronomers estimate that the total combined mass of the particles in the Perseid swarm is nearly a billion tons; the comet that gave rise to the particles in that swarm, called Swift-Tuttle, must originally have had at least that much mass. However, if its initial mass were comparable to the mass measured for Comet Halley, then Swift-Tuttle would have contained several hundred billion tons, suggesting that only a very small fraction of the original cometary material survives in the meteor stream.`,
    shortAnswers: [
      { question: 'At what altitude do meteors vaporize?', answers: ['between 80 and 130 kilometers', '80 and 130 kilometers', '80 to 130 kilometers', 'at altitudes between 80 and 130 kilometers', 'altitudes between 80 and 130 kilometers'] },
      { question: 'how many meteors can an observer see per hour on a dark night', answers: ['half a dozen', 'half a dozen meteors per hour', 'half a dozen meteors', 'six'] },
      { question: 'How many meteors bright enough to be visible are there over the whole Earth each day?', answers: ['about 25 million', '25 million', 'about 25 million per day'] },
      { question: 'What is the much brighter trail made by a particle the size of a golf ball called?', answers: ['a fireball', 'fireball'] },
      { question: "How much meteoric material enters Earth's atmosphere each day?", answers: ['about 100 tons', '100 tons', 'about 100 tons per day', '100 tons per day'] },
      { question: 'When does the Perseid shower appear?', answers: ['near August 11', 'August 11', 'each year for about three nights near August 11', 'for about three nights near August 11', 'about three nights near August 11'] },
      { question: 'which comet gave rise to the perseid particles', answers: ['Swift-Tuttle', 'Comet Swift-Tuttle'] },
      { question: 'How many meteors per second were seen during the Leonid storm of 1866?', answers: ['up to a hundred', 'a hundred', 'up to a hundred meteors', '100', 'up to a hundred meteors per second'] },
      { question: 'How long does a meteor shower usually last?', answers: ['several hours', 'usually several hours'] },
    ],
    statements: [
      { statement: 'A meteor must be within about 200 kilometers of the observer to be visible.', truth: true },
      // opposite comparative: "a mass of less than 1 gram"
      { statement: 'The typical meteor is produced by a particle with a mass of more than 1 gram.', truth: false },
      // the passage: "The Leonid shower of 2001 was not this intense"
      { statement: 'The Leonid shower of 2001 was more intense than the storm of 1866.', truth: false },
      // the sentence opens on "Astronomers estimate that …"
      { statement: 'The particles in the Perseid swarm have a total mass of nearly a billion tons.', truth: true },
      // the passage: "those not associated with a meteor shower"
      { statement: 'Sporadic meteors are associated with meteor showers.', truth: false },
    ],
    choices: [
      { question: 'Which shower is the most dependable annual meteor display?', options: ['the Leonid shower', 'the Perseid shower', 'the Orionid shower'], answer: 1 },
      { question: 'How long was the interval between the Leonid storms of 1833 and 1866?', options: ['3 years', '33 years', '76 years', '133 years'], answer: 1 },
    ],
    notStated: ['True or false: Most meteors are seen in the early morning.'],
  },
];

export const S42_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    // A Canvas copy: a title and a "Started:" line (not questions), "Question 1" headers, a "1 pts" line, unlettered
    // options one per line with blank lines between them, "True" / "False" as option lines.
    id: 's42-01-canvas-question-n-pts-lines-unlettered-options-between-blank-lines',
    split: 's42',
    text: `Quiz: Titan and Triton
Started: Dec 4 at 2:10pm

Question 1
1 pts
Which gas makes up most of Titan's atmosphere?

methane

nitrogen

carbon monoxide

Question 2
1 pts
The atmospheric pressure on Titan is higher than on Earth.

True

False

Question 3
1 pts
What is the diameter of Triton?`,
    expected: [
      { question: "Which gas makes up most of Titan's atmosphere?", options: ['methane', 'nitrogen', 'carbon monoxide'] },
      { question: 'The atmospheric pressure on Titan is higher than on Earth.', options: TF },
      { question: 'What is the diameter of Triton?', options: [] },
    ],
  },
  {
    // A homework sheet: "Part A: Write T or F." / "Part B: …" section headers (not questions; Part A's statements take
    // True/False), "____ 1." answer blanks before the number, "a)" options inline on the line under the stem, a "(2 marks)"
    // note at the end of a question.
    id: 's42-02-part-headers-write-t-or-f-blank-before-number-inline-options-below-marks',
    split: 's42',
    text: `Meteors – homework sheet
Part A: Write T or F.
____ 1. Sporadic meteors are part of a meteor shower.
____ 2. The Perseid shower appears each year near August 11.
Part B: Answer the questions.
3. Which comet gave rise to the Perseid meteors?
   a) Halley   b) Swift-Tuttle   c) Encke
4. How much meteoric material enters Earth's atmosphere each day? (2 marks)`,
    expected: [
      { question: 'Sporadic meteors are part of a meteor shower.', options: TF },
      { question: 'The Perseid shower appears each year near August 11.', options: TF },
      { question: 'Which comet gave rise to the Perseid meteors?', options: ['Halley', 'Swift-Tuttle', 'Encke'] },
      { question: "How much meteoric material enters Earth's atmosphere each day?", options: [] },
    ],
  },
];
