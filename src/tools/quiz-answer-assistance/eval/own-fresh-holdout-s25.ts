/**
 * The sixth fresh set (s25, issue 35): six passages of the kinds a student pastes — a physics textbook
 * section (Newton's laws of motion), an art-history passage (Impressionism), a scientist's biography
 * (Charles Darwin), a psychology explainer (classical conditioning), a geography/climate passage
 * (Antarctica) and a literature summary (To Kill a Mockingbird) — and four pasted quizzes, written for this
 * eval on 2026-12-01 by a writer who had not read the engine or its tests, before any engine change of the
 * s25 round and before it was ever run. The passages are our own wording of well-known facts (no text
 * copied); the questions are worded as a teacher writes them (paraphrasing the passage now and then), not
 * after the engine's rules. Measured once with `run-own.ts --split s25` before the round's changes (see
 * README.md here); from then on it is looked at, so it is dev material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S25_PASSAGES: OwnPassage[] = [
  {
    id: 'newtons-laws',
    subject: 'science',
    split: 's25',
    text: `In 1687 Isaac Newton published the Principia, a book in which he set out three laws of motion that still form the basis of classical mechanics. The first law, often called the law of inertia, says that an object stays at rest, or keeps moving in a straight line at a constant speed, unless an unbalanced force acts on it. Inertia is the tendency of an object to resist any change in its motion, and the more mass an object has, the greater its inertia. This is why passengers in a car lurch forward when the driver brakes suddenly: their bodies keep moving while the car slows down. The second law links force, mass and acceleration. It is usually written as F = ma, meaning that the net force on an object equals its mass multiplied by its acceleration. One newton is the force needed to give a mass of one kilogram an acceleration of one metre per second squared; the unit is named in Newton's honour. The second law explains why the same push speeds up an empty shopping trolley much more than a full one. The third law states that for every action there is an equal and opposite reaction: when one object pushes on another, the second pushes back on the first with a force of the same size in the opposite direction. A rocket works in this way. It drives hot gases out of its nozzle, and the gases push the rocket forward, so it does not need air to push against and can fly in the vacuum of space. Weight is the force of gravity acting on an object, and it is not the same as mass. Near Earth's surface the acceleration due to gravity is about 9.8 metres per second squared, so a 10-kilogram bag weighs about 98 newtons. On the Moon, where gravity is only about one sixth as strong, the same bag would weigh about 16 newtons, although its mass would not change. Friction is a force that opposes motion between surfaces in contact; without it, a ball rolling across a flat floor would, as the first law says, roll on forever. Newton's laws work well for everyday objects, but at speeds close to the speed of light they have to be replaced by Albert Einstein's theory of relativity, published in 1905.`,
    shortAnswers: [
      { question: 'In what year did Newton publish the Principia?', answers: ['1687', 'in 1687'] },
      { question: "What is Newton's first law often called?", answers: ['the law of inertia', 'law of inertia'] },
      { question: 'What is the tendency of an object to resist a change in its motion called?', answers: ['inertia'] },
      { question: 'Why do passengers lurch forward when a driver brakes suddenly?', answers: ['because their bodies keep moving while the car slows down', 'their bodies keep moving while the car slows down', 'their bodies keep moving'] },
      { question: 'How is the second law usually written?', answers: ['F = ma', 'as F = ma'] },
      { question: 'What is the force of gravity acting on an object called?', answers: ['weight'] },
      { question: "What is the acceleration due to gravity near Earth's surface?", answers: ['about 9.8 metres per second squared', '9.8 metres per second squared'] },
      { question: 'How much does a 10-kilogram bag weigh on Earth?', answers: ['about 98 newtons', '98 newtons'] },
      { question: 'How much would the same bag weigh on the Moon?', answers: ['about 16 newtons', '16 newtons'] },
      { question: 'Why can a rocket fly in the vacuum of space?', answers: ['because it does not need air to push against', 'it does not need air to push against', 'the gases push the rocket forward'] },
      { question: 'Which force opposes motion between surfaces that touch?', answers: ['friction'] },
      { question: "What replaces Newton's laws at speeds close to the speed of light?", answers: ["Albert Einstein's theory of relativity", "Einstein's theory of relativity", 'the theory of relativity', 'theory of relativity', 'relativity'] },
    ],
    statements: [
      { statement: 'Newton published his three laws of motion in 1687.', truth: true },
      { statement: 'Mass and weight are the same thing.', truth: false },
      { statement: 'The more mass an object has, the smaller its inertia.', truth: false },
      { statement: 'The same push speeds up an empty shopping trolley more than a full one.', truth: true },
      { statement: 'On the Moon, a 10-kilogram bag would weigh about 98 newtons.', truth: false },
      { statement: 'Friction opposes motion between surfaces in contact.', truth: true },
    ],
  },
  {
    id: 'impressionism',
    subject: 'history',
    split: 's25',
    text: `Impressionism was a movement in painting that grew up in France in the 1860s and 1870s. Its artists turned away from the smooth, carefully finished style taught at the official Academy of Fine Arts and tried instead to catch the passing effects of light and colour. They often worked outdoors, a practice known as painting en plein air, which had become much easier after paint began to be sold in metal tubes in the 1840s. They used quick, visible brushstrokes and bright, unmixed colours, and they chose ordinary modern subjects: busy boulevards, railway stations, cafés and people relaxing by the river. Because the Salon, the official yearly exhibition in Paris, kept rejecting their work, a group of these artists organised their own show in 1874 in the former studio of the photographer Nadar. About thirty artists took part, among them Claude Monet, Pierre-Auguste Renoir, Edgar Degas, Camille Pissarro and Berthe Morisot. One of the pictures Monet showed was a hazy view of the harbour of Le Havre at dawn, which he called Impression, Sunrise. The critic Louis Leroy made fun of the exhibition in a mocking review and called the painters "Impressionists"; the artists soon took up the insult as their own name. The group held eight exhibitions in all, the last of them in 1886, and Pissarro was the only painter who showed work at all eight. Degas disliked the label and preferred to call himself a realist; he is best known for his pictures of ballet dancers. Monet painted the same subject again and again at different times of day to show how the light changed it, as in his series of haystacks and of Rouen Cathedral. In 1883 he settled at Giverny, west of Paris, where he made a water garden with a Japanese-style bridge, and he painted its water lilies for most of the rest of his life. At first the public laughed at the Impressionists, but their pictures later became some of the best-loved art in the world, and they opened the way for later painters such as Vincent van Gogh.`,
    shortAnswers: [
      { question: 'What is painting outdoors called?', answers: ['painting en plein air', 'en plein air', 'plein air'] },
      { question: 'What made painting outdoors much easier?', answers: ['paint began to be sold in metal tubes', 'paint sold in metal tubes', 'metal tubes'] },
      { question: 'Why did the artists organise their own exhibition?', answers: ['because the Salon kept rejecting their work', 'the Salon kept rejecting their work', 'the Salon, the official yearly exhibition in Paris, kept rejecting their work'] },
      { question: 'In what year was the first Impressionist exhibition held?', answers: ['1874', 'in 1874'] },
      { question: 'In whose former studio was the first exhibition held?', answers: ['Nadar', "Nadar's", 'the photographer Nadar'] },
      { question: 'How many artists took part in the 1874 show?', answers: ['about thirty', 'thirty', 'about thirty artists'] },
      { question: 'Which harbour does Impression, Sunrise show?', answers: ['Le Havre', 'the harbour of Le Havre'] },
      { question: 'Which critic gave the Impressionists their name?', answers: ['Louis Leroy', 'Leroy'] },
      { question: 'When was the last Impressionist exhibition held?', answers: ['1886', 'in 1886'] },
      { question: 'Which painter showed work at every one of the eight exhibitions?', answers: ['Pissarro', 'Camille Pissarro'] },
      { question: 'What is Degas best known for painting?', answers: ['ballet dancers', 'pictures of ballet dancers'] },
      { question: 'Where did Monet settle in 1883?', answers: ['Giverny', 'at Giverny', 'Giverny, west of Paris'] },
    ],
    statements: [
      { statement: 'The first Impressionist exhibition was held in 1886.', truth: false },
      { statement: 'Monet painted Impression, Sunrise.', truth: true },
      { statement: "The artists refused to adopt the critic's name for them.", truth: false },
      { statement: 'Renoir showed work at all eight exhibitions.', truth: false },
      { statement: 'Degas is best known for his pictures of ballet dancers.', truth: true },
      { statement: 'Monet settled at Giverny in 1883.', truth: true },
    ],
  },
  {
    id: 'charles-darwin',
    subject: 'history',
    split: 's25',
    text: `Charles Darwin was born on 12 February 1809 in Shrewsbury, England, on the very same day as Abraham Lincoln. His father was a wealthy doctor, and his grandfather Erasmus Darwin had been a well-known physician and poet. At sixteen Charles was sent to the University of Edinburgh to study medicine, but he found the lectures dull and could not bear to watch operations, which were then carried out without anaesthetic. His father next sent him to Cambridge to prepare for a career as a clergyman, where he became far more interested in collecting beetles and in natural history than in his studies. In 1831, on the recommendation of his botany teacher John Stevens Henslow, he joined HMS Beagle as the naturalist on a survey voyage. The voyage was planned to last two years but took almost five, from December 1831 to October 1836. While the ship charted the coasts of South America, Darwin spent much of his time on land collecting fossils, plants and animals. In 1835 the Beagle spent about five weeks in the Galápagos Islands in the Pacific, where Darwin noticed that the mockingbirds differed from one island to the next. Back in England he slowly worked out the theory of evolution by natural selection: individuals whose traits suit their surroundings better are more likely to survive and have young, so useful traits become more common over many generations. He kept the idea largely to himself for about twenty years, partly because he feared how it would be received. In 1858 he received a letter from the naturalist Alfred Russel Wallace, who had reached almost the same idea while working in the Malay Archipelago. Papers by both men were read together at the Linnean Society of London that summer, and in November 1859 Darwin published On the Origin of Species. Its first printing of about 1,250 copies was sold out to booksellers at once. In 1871 he applied his theory to human beings in The Descent of Man. Darwin was often ill in later life and worked from his home, Down House in Kent. He died in 1882 and was buried in Westminster Abbey.`,
    shortAnswers: [
      { question: 'Where was Charles Darwin born?', answers: ['Shrewsbury', 'Shrewsbury, England', 'in Shrewsbury, England', 'in Shrewsbury'] },
      { question: 'Who was Darwin\'s grandfather?', answers: ['Erasmus Darwin'] },
      { question: 'What did Darwin go to the University of Edinburgh to study?', answers: ['medicine'] },
      { question: 'Who recommended Darwin for the voyage of the Beagle?', answers: ['John Stevens Henslow', 'Henslow', 'his botany teacher John Stevens Henslow'] },
      { question: "How long did the Beagle's voyage actually last?", answers: ['almost five years', 'almost five', 'five years', 'nearly five years'] },
      { question: 'How long did the Beagle stay in the Galápagos Islands?', answers: ['about five weeks', 'five weeks'] },
      { question: 'Which birds did Darwin notice differed from island to island?', answers: ['the mockingbirds', 'mockingbirds'] },
      { question: 'What is the theory Darwin worked out called?', answers: ['the theory of evolution by natural selection', 'evolution by natural selection', 'natural selection'] },
      { question: 'Why did Darwin keep his idea to himself for so long?', answers: ['partly because he feared how it would be received', 'because he feared how it would be received', 'he feared how it would be received'] },
      { question: 'Which naturalist reached almost the same idea as Darwin?', answers: ['Alfred Russel Wallace', 'Wallace'] },
      { question: 'How many copies were in the first printing of On the Origin of Species?', answers: ['about 1,250', '1,250', 'about 1,250 copies', '1,250 copies'] },
      { question: 'Where was Darwin buried?', answers: ['in Westminster Abbey', 'Westminster Abbey'] },
    ],
    statements: [
      { statement: 'Darwin was born on the same day as Abraham Lincoln.', truth: true },
      { statement: 'The voyage of the Beagle lasted two years.', truth: false },
      { statement: 'Darwin published On the Origin of Species in 1858.', truth: false },
      { statement: 'Wallace reached the same idea while working in South America.', truth: false },
      { statement: 'Darwin applied his theory to humans in The Descent of Man.', truth: true },
      { statement: 'Darwin died in 1882.', truth: true },
    ],
  },
  {
    id: 'classical-conditioning',
    subject: 'science',
    split: 's25',
    text: `Classical conditioning is a kind of learning in which a neutral signal comes to trigger a response because it has been paired again and again with something that already triggers that response. It was first described by the Russian physiologist Ivan Pavlov, who was studying digestion in dogs in the 1890s. Pavlov won the Nobel Prize in Physiology or Medicine in 1904 for that work on digestion, not for his studies of learning. He measured how much saliva the dogs produced when food was put in their mouths, and he noticed that they began to drool before the food arrived, for example as soon as they saw the assistant who usually fed them. In his experiments Pavlov sounded a metronome just before giving the dogs their food. After this had been repeated a number of times, the dogs salivated at the sound alone. Psychologists describe this with four terms. The food is the unconditioned stimulus, because it produces salivation without any learning, and salivating at food is the unconditioned response. The sound, which at first meant nothing to the dog, becomes the conditioned stimulus, and salivating at the sound is the conditioned response. If the sound is then played many times without any food, the conditioned response slowly weakens and disappears, a process called extinction. After a rest, however, the response may briefly come back, which is known as spontaneous recovery. Animals also react to signals that are similar to the original one, such as a slightly higher tone; this is called generalisation. In 1920 the American psychologist John B. Watson and his student Rosalie Rayner showed that emotions can be conditioned too. In their famous "Little Albert" experiment they struck a steel bar to make a loud noise whenever an eleven-month-old boy touched a white rat, and the child learned to fear the rat. Today the experiment is regarded as unethical. Classical conditioning is different from operant conditioning, studied by B. F. Skinner, in which behaviour is shaped by its consequences, such as rewards and punishments. Therapists use classical conditioning to treat phobias, gradually pairing the feared object with calm and relaxation.`,
    shortAnswers: [
      { question: 'Who first described classical conditioning?', answers: ['Ivan Pavlov', 'Pavlov', 'the Russian physiologist Ivan Pavlov'] },
      { question: 'In what year did Pavlov win the Nobel Prize?', answers: ['1904', 'in 1904'] },
      { question: 'For what work did Pavlov receive the Nobel Prize?', answers: ['his work on digestion', 'that work on digestion', 'work on digestion', 'digestion', 'for that work on digestion'] },
      { question: 'What did Pavlov sound just before feeding the dogs?', answers: ['a metronome', 'metronome'] },
      { question: "What is the food called in Pavlov's experiment?", answers: ['the unconditioned stimulus', 'unconditioned stimulus'] },
      { question: 'What is salivating at the sound called?', answers: ['the conditioned response', 'conditioned response'] },
      { question: 'What is the process called in which a conditioned response weakens and disappears?', answers: ['extinction'] },
      { question: 'What is the brief return of a response after a rest known as?', answers: ['spontaneous recovery'] },
      { question: 'What is reacting to a signal similar to the original one called?', answers: ['generalisation', 'generalization'] },
      { question: 'Who worked with John B. Watson on the Little Albert experiment?', answers: ['Rosalie Rayner', 'his student Rosalie Rayner', 'Rayner'] },
      { question: 'How old was the boy in the Little Albert experiment?', answers: ['eleven months', 'eleven months old', 'eleven-month-old', '11 months'] },
      { question: 'Which psychologist studied operant conditioning?', answers: ['B. F. Skinner', 'Skinner', 'B.F. Skinner'] },
    ],
    statements: [
      { statement: 'Pavlov won the Nobel Prize for his studies of learning.', truth: false },
      { statement: 'The food is the conditioned stimulus.', truth: false },
      { statement: 'Playing the sound many times without food leads to extinction.', truth: true },
      { statement: 'The Little Albert experiment took place in 1904.', truth: false },
      { statement: 'Little Albert learned to fear the white rat.', truth: true },
      { statement: 'B. F. Skinner studied operant conditioning.', truth: true },
    ],
  },
  {
    id: 'antarctica',
    subject: 'geography',
    split: 's25',
    text: `Antarctica is the fifth largest of the seven continents, with an area of about 14 million square kilometres, almost twice the size of Australia. It surrounds the South Pole and is almost entirely covered by an ice sheet that is on average about 1.9 kilometres thick. This ice holds about 70 percent of the world's fresh water; if all of it melted, the sea level would rise by roughly 58 metres. Antarctica is the coldest, windiest and driest of the continents. The lowest air temperature ever measured on Earth, −89.2 °C, was recorded at the Russian Vostok Station on 21 July 1983. So little snow falls on most of the interior that much of the continent counts as a desert. The Transantarctic Mountains divide it into East Antarctica, the larger and higher part, and West Antarctica. Floating ice shelves stretch from the land out over the sea; the largest, the Ross Ice Shelf, is roughly the size of France. Nobody lives in Antarctica permanently. Its only inhabitants are scientists and support staff at research stations, about 1,000 people in winter and up to about 5,000 in summer. In the race to the South Pole, the Norwegian explorer Roald Amundsen arrived first, on 14 December 1911, travelling with dog sleds. The British party led by Robert Falcon Scott reached the pole about five weeks later, on 17 January 1912, and found the Norwegians' tent waiting for them; Scott and his four companions all died on the way back. The Antarctic Treaty, signed in 1959 by twelve countries and in force since 1961, sets the continent aside for peace and science, bans military activity and puts all territorial claims on hold. Emperor penguins, the largest of all penguins, breed on the sea ice during the dark winter: the males keep the eggs warm on their feet for about two months while the females feed at sea. In 1985 British scientists reported a seasonal thinning of the ozone layer over the continent, which became known as the ozone hole.`,
    shortAnswers: [
      { question: 'What is the area of Antarctica?', answers: ['about 14 million square kilometres', '14 million square kilometres'] },
      { question: 'How thick is the Antarctic ice sheet on average?', answers: ['about 1.9 kilometres', '1.9 kilometres'] },
      { question: "What share of the world's fresh water does the Antarctic ice hold?", answers: ['about 70 percent', '70 percent'] },
      { question: 'By how much would the sea level rise if all the ice melted?', answers: ['roughly 58 metres', '58 metres', 'by roughly 58 metres'] },
      { question: 'What is the lowest air temperature ever measured on Earth?', answers: ['−89.2 °C', '−89.2°C', 'minus 89.2 °C'] },
      { question: 'Where was the lowest temperature on Earth recorded?', answers: ['at the Russian Vostok Station', 'the Russian Vostok Station', 'Vostok Station', 'Vostok'] },
      { question: 'Why does much of Antarctica count as a desert?', answers: ['so little snow falls on most of the interior', 'because so little snow falls on most of the interior', 'little snow falls on most of the interior', 'so little snow falls'] },
      { question: 'What divides Antarctica into East and West Antarctica?', answers: ['the Transantarctic Mountains', 'Transantarctic Mountains'] },
      { question: 'Who was the first explorer to reach the South Pole?', answers: ['Roald Amundsen', 'Amundsen', 'the Norwegian explorer Roald Amundsen'] },
      { question: 'On what date did Scott reach the South Pole?', answers: ['17 January 1912', 'on 17 January 1912'] },
      { question: 'How many countries signed the Antarctic Treaty?', answers: ['twelve', '12', 'twelve countries'] },
      { question: 'How long do male emperor penguins keep the eggs warm?', answers: ['about two months', 'two months', 'for about two months'] },
    ],
    statements: [
      { statement: 'Antarctica is the largest continent.', truth: false },
      { statement: 'Scott reached the South Pole before Amundsen.', truth: false },
      { statement: 'About 5,000 people live in Antarctica permanently.', truth: false },
      { statement: 'The Antarctic Treaty bans military activity.', truth: true },
      { statement: 'Male emperor penguins keep the eggs warm on their feet.', truth: true },
      { statement: 'The Ross Ice Shelf is roughly the size of France.', truth: true },
    ],
  },
  {
    id: 'to-kill-a-mockingbird',
    subject: 'literature',
    split: 's25',
    text: `To Kill a Mockingbird is a novel by the American writer Harper Lee, published in 1960. It won the Pulitzer Prize for Fiction in 1961 and has sold more than 40 million copies. The story is set in the small fictional town of Maycomb, Alabama, during the Great Depression of the 1930s. It is told by Jean Louise Finch, known as Scout, who looks back on what happened when she was between about six and nine years old. Scout lives with her older brother Jem and their father, Atticus, a widowed lawyer, while the family's Black housekeeper, Calpurnia, helps to bring up the children. In the summers they play with Dill, a boy who stays with his aunt next door and who was modelled on Lee's childhood friend Truman Capote. The children are fascinated by their mysterious neighbour Arthur "Boo" Radley, who never leaves his house, and they keep trying to make him come out. Over time small gifts, such as figures carved from soap and a pocket watch, appear in the knothole of a tree near the Radley house. The central part of the novel is the trial of Tom Robinson, a Black man falsely accused of raping a white woman, Mayella Ewell. Atticus agrees to defend him, even though many people in the town turn against the family for it. At the trial Atticus shows that Mayella was beaten by someone who led with his left hand, while Tom's left arm had been crippled in an accident with a cotton gin. Even so, the all-white jury finds Tom guilty, and he is later shot dead while trying to escape from prison. Mayella's father, Bob Ewell, feels humiliated by the trial and wants revenge. One night he attacks Scout and Jem as they walk home from a Halloween pageant, and Jem's arm is broken. Boo Radley saves the children, and Ewell is found dead with a knife in his ribs. The sheriff decides to report that Ewell fell on his own knife, to protect the shy Boo from public attention. The title comes from Atticus's advice that it is a sin to kill a mockingbird, because mockingbirds do nothing but make music for people to enjoy.`,
    shortAnswers: [
      { question: 'Who wrote To Kill a Mockingbird?', answers: ['Harper Lee', 'the American writer Harper Lee'] },
      { question: 'In what year did the novel win the Pulitzer Prize?', answers: ['1961', 'in 1961'] },
      { question: 'In which town is the novel set?', answers: ['Maycomb', 'Maycomb, Alabama'] },
      { question: 'Who narrates the story?', answers: ['Scout', 'Jean Louise Finch', 'Jean Louise Finch, known as Scout'] },
      { question: "What is Atticus's job?", answers: ['lawyer', 'a lawyer', 'a widowed lawyer'] },
      { question: 'Who helps to bring up the Finch children?', answers: ['Calpurnia', "the family's Black housekeeper, Calpurnia"] },
      { question: 'Which real writer was the character Dill based on?', answers: ['Truman Capote', 'Capote', "Lee's childhood friend Truman Capote"] },
      { question: 'What is Tom Robinson falsely accused of?', answers: ['raping a white woman', 'raping a white woman, Mayella Ewell', 'raping Mayella Ewell'] },
      { question: "How was Tom's left arm crippled?", answers: ['in an accident with a cotton gin', 'an accident with a cotton gin'] },
      { question: 'How does Tom Robinson die?', answers: ['he is shot dead while trying to escape from prison', 'shot dead while trying to escape from prison', 'he is shot dead while trying to escape', 'shot dead'] },
      { question: 'Who attacks Scout and Jem on their way home?', answers: ['Bob Ewell', "Mayella's father, Bob Ewell", 'Ewell'] },
      { question: 'Why does the sheriff say that Ewell fell on his own knife?', answers: ['to protect the shy Boo from public attention', 'to protect Boo from public attention', 'to protect Boo'] },
    ],
    statements: [
      { statement: 'The novel is set in the 1950s.', truth: false },
      { statement: "Jem is Scout's younger brother.", truth: false },
      { statement: 'The jury finds Tom Robinson not guilty.', truth: false },
      { statement: 'Boo Radley saves the children from Bob Ewell.', truth: true },
      { statement: 'Atticus agrees to defend Tom Robinson.', truth: true },
      { statement: 'To Kill a Mockingbird was published in 1960.', truth: true },
    ],
  },
];

export const S25_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's25-01-dot-numbers-lower-dot-options-per-line-blank-lines',
    split: 's25',
    text: `1. In what year did Newton publish the Principia?
a. 1666
b. 1687
c. 1705

2. What is the unit of force called?
a. joule
b. watt
c. newton
d. pascal

3. Which law is often called the law of inertia?
a. the first law
b. the second law
c. the third law`,
    expected: [
      { question: 'In what year did Newton publish the Principia?', options: ['1666', '1687', '1705'] },
      { question: 'What is the unit of force called?', options: ['joule', 'watt', 'newton', 'pascal'] },
      { question: 'Which law is often called the law of inertia?', options: ['the first law', 'the second law', 'the third law'] },
    ],
  },
  {
    id: 's25-02-dot-numbers-upper-paren-inline-tf-trailer-and-short',
    split: 's25',
    text: `1. Which critic gave the Impressionists their name? (A) Louis Leroy (B) Nadar (C) Émile Zola
2. Where did Monet settle in 1883? (A) Le Havre (B) Giverny (C) Rouen (D) Paris
3. Pissarro showed work at all eight Impressionist exhibitions. (True/False)
4. In what year was the first Impressionist exhibition held?`,
    expected: [
      { question: 'Which critic gave the Impressionists their name?', options: ['Louis Leroy', 'Nadar', 'Émile Zola'] },
      { question: 'Where did Monet settle in 1883?', options: ['Le Havre', 'Giverny', 'Rouen', 'Paris'] },
      { question: 'Pissarro showed work at all eight Impressionist exhibitions.', options: TF },
      { question: 'In what year was the first Impressionist exhibition held?', options: [] },
    ],
  },
  {
    id: 's25-03-paren-numbers-wrapped-question-lower-paren-per-line-tf-lines',
    split: 's25',
    text: `1) On which ship did Darwin sail as the naturalist
from 1831 to 1836?
a) HMS Victory
b) HMS Beagle
c) HMS Endeavour
2) Which naturalist reached almost the same idea as Darwin?
a) Alfred Russel Wallace
b) John Stevens Henslow
c) Erasmus Darwin
3) Darwin was buried in Westminster Abbey.
True
False`,
    expected: [
      { question: 'On which ship did Darwin sail as the naturalist from 1831 to 1836?', options: ['HMS Victory', 'HMS Beagle', 'HMS Endeavour'] },
      { question: 'Which naturalist reached almost the same idea as Darwin?', options: ['Alfred Russel Wallace', 'John Stevens Henslow', 'Erasmus Darwin'] },
      { question: 'Darwin was buried in Westminster Abbey.', options: TF },
    ],
  },
  {
    id: 's25-04-question-of-labels-dash-bullet-options-short-and-tf-prefix',
    split: 's25',
    text: `Question 1 of 4: Who reached the South Pole first?
- Robert Falcon Scott
- Roald Amundsen
- Ernest Shackleton

Question 2 of 4: How many countries signed the Antarctic Treaty in 1959?
- 7
- 12
- 20

Question 3 of 4: What divides Antarctica into East and West Antarctica?

Question 4 of 4: True or false? Nobody lives in Antarctica permanently.`,
    expected: [
      { question: 'Who reached the South Pole first?', options: ['Robert Falcon Scott', 'Roald Amundsen', 'Ernest Shackleton'] },
      { question: 'How many countries signed the Antarctic Treaty in 1959?', options: ['7', '12', '20'] },
      { question: 'What divides Antarctica into East and West Antarctica?', options: [] },
      { question: 'True or false? Nobody lives in Antarctica permanently.', options: [] },
    ],
  },
];
