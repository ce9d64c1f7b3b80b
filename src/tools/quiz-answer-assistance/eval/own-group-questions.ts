/**
 * Select-all and "all of the above" questions with short study notes, written for issue 35 (s12) by its
 * session: `answer` is the right set of option indexes ("all of the above" is its own index), and
 * `stated: false` marks a question whose notes leave an option open, so any answer is one given without
 * evidence. The dev half was written with the rules (judge-option-membership.ts) and tuned on; the holdout
 * half was written before the first run and only reported.
 */
export interface GroupQuestion {
  id: string;
  /** old-holdout: the s11/s12 holdout, reported at 05cc2ba and looked at from s14 on (tuned on like dev). */
  split: 'dev' | 'old-holdout' | 'holdout';
  material: string;
  question: string;
  /** Absent when the options are pasted in the question. */
  options?: string[];
  answer: number[];
  /** False when the notes do not decide every option: the tool must give hints only. */
  stated: boolean;
}

const ANIMALS =
  'Whales are mammals that live in the ocean and breathe air. Sharks and trout are fish: they breathe through gills. Bats are the only mammals that can truly fly. Frogs are amphibians.';
const DANUBE =
  'The Danube rises in the Black Forest of Germany and flows east into the Black Sea. Vienna, Budapest and Belgrade all stand on the Danube. The Rhine, by contrast, flows north and reaches the North Sea. Rotterdam, at the mouth of the Rhine, is the busiest port in Europe.';
const PLANETS =
  'Mercury, Venus, Earth and Mars are rocky planets. Jupiter and Saturn are gas giants, made mostly of hydrogen and helium. Uranus and Neptune are ice giants.';
const BLOOD = 'Red blood cells carry oxygen around the body. White blood cells fight infection. Platelets help the blood to clot when you cut yourself.';
const ENERGY =
  'Solar, wind and hydroelectric power are renewable energy sources, because they will not run out. Coal, oil and natural gas are fossil fuels; burning them releases carbon dioxide.';
const GASES = 'Helium, neon and argon are noble gases, so they rarely react with other elements. Sodium and potassium are alkali metals that react violently with water.';
const COLOURS = 'In painting, the primary colours are red, yellow and blue. Green is a secondary colour, made by mixing blue and yellow.';
const WAR = 'The Allies in the Second World War included Britain, the Soviet Union and the United States. Germany, Italy and Japan formed the Axis.';
const MOONS = 'Mercury and Venus have no moons. Earth has one moon, and Mars has two.';

export const OWN_GROUP_QUESTIONS: GroupQuestion[] = [
  { id: 'g01-mammals', split: 'dev', material: ANIMALS, question: 'Which of the following are mammals? (Select all that apply) A) whale B) shark C) bat D) trout', answer: [0, 2], stated: true },
  { id: 'g02-mammals-missing', split: 'dev', material: ANIMALS, question: 'Which of the following are mammals? (Select all that apply) A) whale B) shark C) dolphin D) trout', answer: [0, 2], stated: false },
  { id: 'g03-mammals-all', split: 'dev', material: `${ANIMALS} Dolphins are mammals too.`, question: 'Which of these are mammals?', options: ['whale', 'bat', 'dolphin', 'All of the above'], answer: [3], stated: true },
  { id: 'g04-mammals-two-of-three', split: 'dev', material: ANIMALS, question: 'Which of these are mammals?', options: ['whale', 'bat', 'shark', 'All of the above'], answer: [], stated: false },
  { id: 'g05-danube', split: 'dev', material: DANUBE, question: 'Select all that apply: which cities stand on the Danube?', options: ['Vienna', 'Rotterdam', 'Budapest', 'Belgrade'], answer: [0, 2, 3], stated: true },
  { id: 'g06-danube-all', split: 'dev', material: DANUBE, question: 'Which of these cities stand on the Danube? A) Vienna B) Budapest C) Belgrade D) All of the above', answer: [3], stated: true },
  { id: 'g07-gas-giants', split: 'dev', material: PLANETS, question: 'Which are gas giants? Select all that apply.\n□ Jupiter\n□ Mars\n□ Saturn\n□ Venus', answer: [0, 2], stated: true },
  { id: 'g08-clot', split: 'dev', material: BLOOD, question: 'Which of the following help the blood clot? Select all that apply. A) platelets B) red blood cells C) white blood cells', answer: [0], stated: true },
  { id: 'g09-renewable', split: 'dev', material: ENERGY, question: 'Which of the following are renewable energy sources? (Select all that apply) A) solar B) coal C) wind D) natural gas', answer: [0, 2], stated: true },
  { id: 'g10-noble-gases', split: 'dev', material: GASES, question: 'Which are noble gases? Check all that apply.\n[ ] helium\n[ ] sodium\n[ ] argon\n[ ] neon', answer: [0, 2, 3], stated: true },
  { id: 'g11-primary-all', split: 'dev', material: COLOURS, question: 'Which of these is a primary colour in painting? A) red B) yellow C) blue D) all of the above', answer: [3], stated: true },
  { id: 'g12-allies', split: 'dev', material: WAR, question: 'Which countries were Allies in the Second World War? (Select all that apply) A) Britain B) Germany C) the United States D) Japan', answer: [0, 2], stated: true },
  { id: 'g13-moons', split: 'dev', material: MOONS, question: 'Which planets have no moons? Select all that apply. A) Mercury B) Venus C) Earth D) Mars', answer: [0, 1], stated: true },
  { id: 'g14-not-mammals', split: 'dev', material: ANIMALS, question: 'Which of these are NOT mammals? Select all that apply. A) whale B) shark C) bat D) trout', answer: [1, 3], stated: true },
  { id: 'g15-mistaken', split: 'dev', material: 'Whales are mammals. Sharks are often mistaken for mammals. Trout are fish.', question: 'Select all that apply: which are mammals?', options: ['whale', 'shark', 'trout'], answer: [0], stated: false },
  { id: 'g16-ice-giants', split: 'dev', material: PLANETS, question: 'Which planets are ice giants? (Select all that apply)\nA. Uranus\nB. Neptune\nC. Jupiter', answer: [0, 1], stated: true },
  // Holdout: written before the first run of the rules on anything.
  { id: 'h01-deciduous', split: 'old-holdout', material: 'Oak, maple and birch are deciduous trees: they lose their leaves in autumn. Pine and spruce are evergreens that keep their needles all year.', question: 'Which trees are deciduous? Select all that apply. A) oak B) pine C) birch D) spruce', answer: [0, 2], stated: true },
  { id: 'h02-insects', split: 'old-holdout', material: 'Insects have six legs and three body parts. Spiders have eight legs, so they are not insects. Ants, bees and beetles are all insects.', question: 'Which of these are insects? (Select all that apply) A) ant B) spider C) bee D) beetle', answer: [0, 2, 3], stated: true },
  { id: 'h03-conductors', split: 'old-holdout', material: 'Copper, silver and gold conduct electricity well. Rubber and glass are insulators.', question: 'Which of the following conduct electricity? A) copper B) silver C) gold D) all of the above', answer: [3], stated: true },
  { id: 'h04-1789-missing', split: 'old-holdout', material: 'The French Revolution began in 1789. Napoleon crowned himself emperor in 1804.', question: 'Which of these happened in 1789? Select all that apply. A) the French Revolution began B) Napoleon became emperor C) the Bastille fell', answer: [0, 2], stated: false },
  { id: 'h05-vitamin-missing', split: 'old-holdout', material: 'Vitamin C is found in oranges and peppers. Vitamin D is made in the skin in sunlight.', question: 'Which foods contain vitamin C? Select all that apply. A) oranges B) peppers C) milk', answer: [0, 1], stated: false },
  { id: 'h06-outer-planets', split: 'old-holdout', material: 'Mercury, Venus, Earth and Mars are the inner planets. Jupiter, Saturn, Uranus and Neptune are the outer planets.', question: 'Which of these are outer planets? (select all that apply) A) Jupiter B) Mars C) Neptune D) Venus', answer: [0, 2], stated: true },
  { id: 'h07-chest', split: 'old-holdout', material: 'Both the heart and the lungs are in the chest. The liver and the stomach are in the abdomen.', question: 'Which organs are in the chest? (Select all that apply) A) heart B) liver C) lungs D) stomach', answer: [0, 2], stated: true },
  { id: 'h08-renewable-all', split: 'old-holdout', material: 'Wind, solar and tidal power are all renewable. Coal is not.', question: 'Which of these are renewable? A) wind B) solar C) tidal D) all of the above', answer: [3], stated: true },
];
