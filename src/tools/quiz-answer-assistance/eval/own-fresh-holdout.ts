/**
 * The third holdout (s14, issue 35): five passages of the kinds a student pastes — a history, a
 * biology, a geography, an economics and a constitutional-history textbook paragraph — and nine pasted
 * quizzes, written for this eval at 19:15 UTC on 2026-11-29 before any engine change of this round and
 * before the previous holdout's misses were looked at. The passages are our own wording of well-known
 * facts (no text copied), with the longer sentences, asides and lists of real textbooks; the questions
 * are worded the way a teacher or a student writes them, not after the engine's rules. Reported only:
 * no rule is tuned on them (see README.md here). From s15 on (measured twice by then) they are
 * `s14-holdout`, tuned on like dev; the s15 holdout is own-fresh-holdout-s15.ts.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const FRESH_PASSAGES: OwnPassage[] = [
  {
    id: 'suez-canal',
    subject: 'history',
    split: 's14-holdout',
    text: `The Suez Canal is an artificial waterway in Egypt that links the Mediterranean Sea to the Red Sea, allowing ships to travel between Europe and Asia without sailing around Africa. It was planned by the French diplomat Ferdinand de Lesseps, whose Suez Canal Company began digging in 1859. Construction took ten years, and much of the early work was done by forced labour (the corvée) until the practice was banned in 1864. The canal opened on 17 November 1869 and was originally about 164 kilometres long; widening and extensions have since brought it to roughly 193 kilometres. Because Egypt's ruler Isma'il Pasha fell deeply into debt, he sold Egypt's shares in the company to Britain in 1875 for about £4 million. In 1956 President Gamal Abdel Nasser nationalised the canal, and Britain, France and Israel responded by invading, an episode known as the Suez Crisis. Under pressure from the United States and the Soviet Union, the invaders withdrew. The canal was closed again from 1967 to 1975 following the Six-Day War. Today it carries around 12 percent of world trade.`,
    shortAnswers: [
      { question: 'Which two seas does the Suez Canal link?', answers: ['the Mediterranean Sea and the Red Sea', 'Mediterranean Sea and Red Sea', 'the Mediterranean Sea to the Red Sea', 'Mediterranean Sea to the Red Sea'] },
      { question: 'Who planned the Suez Canal?', answers: ['Ferdinand de Lesseps', 'the French diplomat Ferdinand de Lesseps', 'de Lesseps'] },
      { question: 'In which year did the Suez Canal Company begin digging?', answers: ['1859'] },
      { question: 'How long did construction take?', answers: ['ten years', '10 years'] },
      { question: 'When was forced labour banned?', answers: ['1864', 'in 1864'] },
      { question: 'On what date did the canal open?', answers: ['17 November 1869', 'on 17 November 1869'] },
      { question: 'How long is the canal today?', answers: ['roughly 193 kilometres', '193 kilometres', 'about 193 kilometres'] },
      { question: "To which country did Isma'il Pasha sell Egypt's shares in the company?", answers: ['Britain', 'to Britain'] },
      { question: "How much did Britain pay for Egypt's shares?", answers: ['about £4 million', '£4 million'] },
      { question: 'Who nationalised the canal in 1956?', answers: ['Gamal Abdel Nasser', 'President Gamal Abdel Nasser', 'Nasser'] },
      { question: 'What share of world trade does the canal carry today?', answers: ['around 12 percent', '12 percent', 'about 12 percent'] },
    ],
    statements: [
      { statement: 'The Suez Canal lets ships travel between Europe and Asia by sailing around Africa.', truth: false },
      { statement: "Britain bought Egypt's shares in the company in 1875.", truth: true },
      { statement: 'The canal was originally about 193 kilometres long.', truth: false },
      { statement: 'The invaders withdrew under pressure from the United States and the Soviet Union.', truth: true },
      { statement: 'Nasser nationalised the canal in 1967.', truth: false },
      { statement: 'The canal was planned by a British diplomat.', truth: false },
    ],
  },
  {
    id: 'kidneys',
    subject: 'science',
    split: 's14-holdout',
    text: `The kidneys are two bean-shaped organs that sit below the rib cage, one on each side of the spine. Each kidney contains about a million tiny filtering units called nephrons. Blood enters the kidney through the renal artery, and every day the kidneys filter roughly 180 litres of fluid from it, yet they return most of this to the blood, so only about 1.5 litres leaves the body as urine. Urine passes down two tubes called ureters to the bladder, where it is stored. When the body is short of water, the pituitary gland releases antidiuretic hormone (ADH), which makes the kidneys reabsorb more water rather than excrete it. The kidneys also make a hormone called erythropoietin, which tells the bone marrow to produce red blood cells. A person can live a normal life with only one healthy kidney. If both fail, a patient needs dialysis or a transplant; the first successful kidney transplant was performed in Boston in 1954 by Joseph Murray, between identical twins.`,
    shortAnswers: [
      { question: 'What are the tiny filtering units of the kidney called?', answers: ['nephrons'] },
      { question: 'How many nephrons does each kidney contain?', answers: ['about a million', 'a million'] },
      { question: 'Through which blood vessel does blood enter the kidney?', answers: ['the renal artery', 'renal artery'] },
      { question: 'How much fluid do the kidneys filter every day?', answers: ['roughly 180 litres', '180 litres', 'about 180 litres'] },
      { question: 'How much urine leaves the body each day?', answers: ['about 1.5 litres', '1.5 litres'] },
      { question: 'Where is urine stored?', answers: ['the bladder', 'in the bladder'] },
      { question: 'Which gland releases antidiuretic hormone?', answers: ['the pituitary gland', 'pituitary gland', 'the pituitary'] },
      { question: 'What hormone tells the bone marrow to produce red blood cells?', answers: ['erythropoietin'] },
      { question: 'Who performed the first successful kidney transplant?', answers: ['Joseph Murray'] },
      { question: 'In what city was the first successful kidney transplant performed?', answers: ['Boston', 'in Boston'] },
    ],
    statements: [
      { statement: 'ADH makes the kidneys excrete more water.', truth: false },
      { statement: 'A person cannot live a normal life with only one healthy kidney.', truth: false },
      { statement: 'Erythropoietin tells the bone marrow to produce red blood cells.', truth: true },
      { statement: 'The first successful kidney transplant was performed in 1964.', truth: false },
      { statement: 'Urine passes down the ureters to the bladder.', truth: true },
    ],
  },
  {
    id: 'lake-baikal',
    subject: 'geography',
    split: 's14-holdout',
    text: `Lake Baikal, in southern Siberia, Russia, is the deepest lake on Earth: its floor lies 1,642 metres below the surface. Although it covers a smaller area than Lake Superior, it holds more water than all five of North America's Great Lakes combined, about a fifth of the world's unfrozen fresh surface water. Scientists estimate that the lake is 25 to 30 million years old, which makes it the oldest lake in the world. More than 300 rivers flow into Baikal, but only one, the Angara, flows out of it. The lake is home to the nerpa, one of the only freshwater seals in the world, and most of its animal species are found nowhere else. From January to May the surface is usually frozen, and the ice is thick enough to carry cars. Baikal was made a UNESCO World Heritage Site in 1996.`,
    shortAnswers: [
      { question: 'Where is Lake Baikal?', answers: ['in southern Siberia, Russia', 'southern Siberia, Russia', 'southern Siberia', 'in southern Siberia', 'Siberia', 'Russia'] },
      { question: 'How deep is Lake Baikal?', answers: ['1,642 metres'] },
      { question: "What fraction of the world's unfrozen fresh surface water does Baikal hold?", answers: ['about a fifth', 'a fifth'] },
      { question: 'How old is Lake Baikal?', answers: ['25 to 30 million years', '25 to 30 million years old'] },
      { question: 'How many rivers flow into Baikal?', answers: ['more than 300', '300'] },
      { question: 'Which river flows out of Lake Baikal?', answers: ['the Angara', 'Angara'] },
      { question: 'What seal lives in Lake Baikal?', answers: ['the nerpa', 'nerpa'] },
      { question: 'When was Baikal made a UNESCO World Heritage Site?', answers: ['1996', 'in 1996'] },
      { question: 'Which lake covers a larger area than Baikal?', answers: ['Lake Superior'] },
    ],
    statements: [
      { statement: 'Lake Baikal covers a larger area than Lake Superior.', truth: false },
      { statement: 'Several rivers flow out of Lake Baikal.', truth: false },
      { statement: 'The surface of Lake Baikal is usually frozen from January to May.', truth: true },
      { statement: 'Lake Baikal is the oldest lake in the world.', truth: true },
      { statement: 'Baikal holds less water than the Great Lakes combined.', truth: false },
    ],
  },
  {
    id: 'inflation',
    subject: 'economics',
    split: 's14-holdout',
    text: `Inflation is a general rise in the prices of goods and services over time, which means that each unit of money buys less than before. In the United Kingdom it is usually measured with the Consumer Prices Index (CPI), which tracks the cost of a fixed basket of about 700 items that a typical household buys. The Bank of England has been given a target of keeping inflation at 2 percent a year. When inflation is too high, the bank raises interest rates: borrowing becomes more expensive, so households and firms spend less, and demand for goods falls. Moderate inflation is not always harmful, but very rapid inflation, called hyperinflation, can destroy savings. In Germany in 1923 prices doubled roughly every three and a half days, and workers were paid twice a day. The opposite of inflation is deflation, a general fall in prices; it can also damage an economy because consumers delay purchases while they expect prices to keep falling. The economist Milton Friedman argued that inflation is caused mainly by growth in the money supply.`,
    shortAnswers: [
      { question: 'What index is usually used to measure inflation in the United Kingdom?', answers: ['the Consumer Prices Index', 'Consumer Prices Index', 'the Consumer Prices Index (CPI)', 'Consumer Prices Index (CPI)', 'CPI'] },
      { question: 'About how many items are in the CPI basket?', answers: ['about 700', '700', 'about 700 items', '700 items'] },
      { question: 'What inflation target has the Bank of England been given?', answers: ['2 percent', '2 percent a year'] },
      { question: 'What does the bank raise when inflation is too high?', answers: ['interest rates'] },
      { question: 'What is very rapid inflation called?', answers: ['hyperinflation'] },
      { question: 'In which country did prices double roughly every three and a half days in 1923?', answers: ['Germany'] },
      { question: 'How often were German workers paid in 1923?', answers: ['twice a day'] },
      { question: 'What is a general fall in prices called?', answers: ['deflation'] },
      { question: 'Which economist argued that inflation is caused mainly by growth in the money supply?', answers: ['Milton Friedman'] },
      { question: 'According to Milton Friedman, what mainly causes inflation?', answers: ['growth in the money supply'] },
    ],
    statements: [
      { statement: 'Moderate inflation is always harmful.', truth: false },
      { statement: 'When inflation is too high, the Bank of England lowers interest rates.', truth: false },
      { statement: 'Deflation is a general fall in prices.', truth: true },
      { statement: 'In Germany in 1923 prices doubled roughly every three and a half days.', truth: true },
    ],
  },
  {
    id: 'magna-carta',
    subject: 'history',
    split: 's14-holdout',
    text: `Magna Carta, Latin for "Great Charter", was agreed by King John of England at Runnymede, a meadow beside the River Thames, on 15 June 1215. John had lost most of his lands in France and raised heavy taxes to pay for his wars, which turned many of his barons against him. The charter was drafted to make peace between the king and a group of rebel barons, not to give rights to ordinary people, and most of its 63 clauses dealt with the barons' own complaints. Pope Innocent III annulled it only about ten weeks later, and a civil war, known as the First Barons' War, followed. After John died in 1216, the charter was reissued in the name of his young son, Henry III. Its most famous clause, clause 39, states that no free man may be imprisoned except by the lawful judgement of his peers or by the law of the land. Four copies of the 1215 charter survive: two are in the British Library, one is at Lincoln Cathedral and one is at Salisbury Cathedral.`,
    shortAnswers: [
      { question: 'Where was Magna Carta agreed?', answers: ['Runnymede', 'at Runnymede'] },
      { question: 'What does Magna Carta mean in Latin?', answers: ['Great Charter'] },
      { question: 'Which king agreed to Magna Carta?', answers: ['King John', 'John', 'King John of England', 'John of England'] }, // s16: "John of England" added (the title dropped for "which king" is still him)
      { question: 'How many clauses did Magna Carta have?', answers: ['63', '63 clauses'] },
      { question: 'Who annulled Magna Carta?', answers: ['Pope Innocent III', 'Innocent III'] },
      { question: 'What was the civil war that followed called?', answers: ["the First Barons' War", "First Barons' War"] },
      { question: 'In whose name was the charter reissued after John died?', answers: ['Henry III', 'his young son, Henry III'] },
      { question: 'When did King John die?', answers: ['1216', 'in 1216'] },
      { question: 'How many copies of the 1215 charter survive?', answers: ['four', '4'] },
      { question: 'Which clause of Magna Carta is the most famous?', answers: ['clause 39', '39'] },
    ],
    statements: [
      { statement: 'Magna Carta was drafted to give rights to ordinary people.', truth: false },
      { statement: 'King John agreed to Magna Carta in 1216.', truth: false },
      { statement: 'Two copies of the 1215 charter are in the British Library.', truth: true },
      { statement: "Most of its clauses dealt with the barons' own complaints.", truth: true },
      { statement: 'The charter was reissued in the name of Henry III after John died.', truth: true },
    ],
  },
];

export const FRESH_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 'f01-dot-numbers-lower-dot-letters-inline',
    split: 's14-holdout',
    text: `1. Which sea does the Suez Canal link to the Red Sea? a. the Black Sea b. the Mediterranean Sea c. the Caspian Sea
2. Who planned the canal? a. Isma'il Pasha b. Ferdinand de Lesseps c. Gamal Abdel Nasser`,
    expected: [
      { question: 'Which sea does the Suez Canal link to the Red Sea?', options: ['the Black Sea', 'the Mediterranean Sea', 'the Caspian Sea'] },
      { question: 'Who planned the canal?', options: ["Isma'il Pasha", 'Ferdinand de Lesseps', 'Gamal Abdel Nasser'] },
    ],
  },
  {
    id: 'f02-no-numbers-paren-letters-blank-lines',
    split: 's14-holdout',
    text: `What are the filtering units of the kidney called?

(a) alveoli
(b) nephrons
(c) neurons

Which gland releases ADH?

(a) the thyroid gland
(b) the adrenal gland
(c) the pituitary gland`,
    expected: [
      { question: 'What are the filtering units of the kidney called?', options: ['alveoli', 'nephrons', 'neurons'] },
      { question: 'Which gland releases ADH?', options: ['the thyroid gland', 'the adrenal gland', 'the pituitary gland'] },
    ],
  },
  {
    id: 'f03-paren-numbers-indented-tf-options',
    split: 's14-holdout',
    text: `1) Lake Baikal is the deepest lake on Earth.
   a) True
   b) False
2) Several rivers flow out of Lake Baikal.
   a) True
   b) False`,
    expected: [
      { question: 'Lake Baikal is the deepest lake on Earth.', options: TF },
      { question: 'Several rivers flow out of Lake Baikal.', options: TF },
    ],
  },
  {
    id: 'f04-question-labels-two-by-two',
    split: 's14-holdout',
    text: `Question 1: What does the Bank of England raise when inflation is too high?
A) taxes          B) interest rates
C) wages          D) the money supply
Question 2: What is a general fall in prices called?
A) inflation      B) recession
C) deflation      D) hyperinflation`,
    expected: [
      { question: 'What does the Bank of England raise when inflation is too high?', options: ['taxes', 'interest rates', 'wages', 'the money supply'] },
      { question: 'What is a general fall in prices called?', options: ['inflation', 'recession', 'deflation', 'hyperinflation'] },
    ],
  },
  {
    id: 'f05-upper-dot-options-per-line-no-blanks',
    split: 's14-holdout',
    text: `1. Where was Magna Carta agreed?
A. Westminster
B. Runnymede
C. Windsor
2. Who annulled it?
A. Pope Innocent III
B. Henry III
C. the barons
3. How many clauses did it have?
A. 39
B. 63
C. 1215`,
    expected: [
      { question: 'Where was Magna Carta agreed?', options: ['Westminster', 'Runnymede', 'Windsor'] },
      { question: 'Who annulled it?', options: ['Pope Innocent III', 'Henry III', 'the barons'] },
      { question: 'How many clauses did it have?', options: ['39', '63', '1215'] },
    ],
  },
  {
    id: 'f06-mixed-short-mc-tf-blank-lines',
    split: 's14-holdout',
    text: `1. How much urine leaves the body each day?

2. Where is urine stored?
A) the kidney
B) the bladder
C) the ureter

3. ADH makes the kidneys reabsorb more water. (True/False)`,
    expected: [
      { question: 'How much urine leaves the body each day?', options: [] },
      { question: 'Where is urine stored?', options: ['the kidney', 'the bladder', 'the ureter'] },
      { question: 'ADH makes the kidneys reabsorb more water.', options: TF },
    ],
  },
  {
    id: 'f07-upper-paren-letters-inline-indented',
    split: 's14-holdout',
    text: `1. In what year did the Suez Canal open?
    (A) 1859   (B) 1869   (C) 1875   (D) 1956
2. Which country bought Egypt's shares in 1875?
    (A) France   (B) Britain   (C) Israel   (D) Russia`,
    expected: [
      { question: 'In what year did the Suez Canal open?', options: ['1859', '1869', '1875', '1956'] },
      { question: "Which country bought Egypt's shares in 1875?", options: ['France', 'Britain', 'Israel', 'Russia'] },
    ],
  },
  {
    id: 'f08-tf-trailers-mixed-short',
    split: 's14-holdout',
    text: `1. Deflation is a general fall in prices. T/F
2. Moderate inflation is always harmful. T/F
3. Who argued that inflation is caused mainly by growth in the money supply?`,
    expected: [
      { question: 'Deflation is a general fall in prices.', options: TF },
      { question: 'Moderate inflation is always harmful.', options: TF },
      { question: 'Who argued that inflation is caused mainly by growth in the money supply?', options: [] },
    ],
  },
  {
    id: 'f09-numbered-paren-lower-inline-question-mark-tight',
    split: 's14-holdout',
    text: `1. Which seal lives in Lake Baikal?(a) the nerpa (b) the harp seal (c) the grey seal
2. Which river flows out of Lake Baikal?(a) the Yenisei (b) the Angara (c) the Lena`,
    expected: [
      { question: 'Which seal lives in Lake Baikal?', options: ['the nerpa', 'the harp seal', 'the grey seal'] },
      { question: 'Which river flows out of Lake Baikal?', options: ['the Yenisei', 'the Angara', 'the Lena'] },
    ],
  },
];
