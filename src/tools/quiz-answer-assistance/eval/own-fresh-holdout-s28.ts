/**
 * A fresh set for the s28 round: five passages of the kinds a student pastes — an economics section (the
 * Bretton Woods system), a history passage (the Rosetta Stone), a biography (Gregor Mendel), a physics
 * section (the refraction of light) and an ecology section (coral reefs) — and three pasted quizzes, written
 * for this eval on 2026-12-01 by a separate writer who had not read the engine or its tests, and committed
 * before it was ever run. The passages are our own wording of well-known facts (no text copied); the
 * questions are worded as a teacher writes them (often paraphrasing the passage), not after the engine's
 * rules; the true/false statements are about half false (a number, a negation, a swapped entity or an
 * opposite word). To be measured once with a `--split s28` run; from then on it is looked at, so it is dev
 * material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S28_PASSAGES: OwnPassage[] = [
  {
    id: 'bretton-woods',
    subject: 'economics',
    split: 's28',
    text: `In July 1944, while the Second World War was still being fought, delegates from 44 Allied nations gathered at the Mount Washington Hotel in Bretton Woods, New Hampshire, to plan how the world's money would work once the fighting stopped. The conference lasted about three weeks. Its two leading figures were the British economist John Maynard Keynes and Harry Dexter White of the United States Treasury. Memories of the 1930s shaped their thinking. During the Great Depression many countries had raised tariffs and deliberately lowered the value of their currencies to win trade from their neighbours, and international trade had collapsed. The planners wanted stable exchange rates instead. Under the system they agreed on, each member country fixed the value of its currency against the US dollar, and the dollar in turn was tied to gold at $35 an ounce, a price at which foreign central banks could exchange their dollars for American gold. Currencies were allowed to move no more than 1 per cent above or below their fixed rate, and a country could change its rate only to correct what the agreement called a fundamental disequilibrium in its balance of payments. The conference also created two institutions. The International Monetary Fund was to lend to countries that ran short of foreign currency, so that they could keep their exchange rates steady, while the International Bank for Reconstruction and Development, the first part of what became the World Bank, was to pay for rebuilding war-damaged Europe and later for projects in poorer countries. Keynes had proposed a new international currency called the bancor, but the American plan, which put the dollar at the centre, largely won because the United States held most of the world's gold reserves. The system worked well in the 1950s and 1960s, years of rapid growth. As the United States spent heavily abroad, however, including on the Vietnam War, far more dollars piled up overseas than America had gold to back. The economist Robert Triffin had warned of this weakness as early as 1960, and it became known as the Triffin dilemma. On 15 August 1971 President Richard Nixon announced that the United States would stop exchanging dollars for gold, a decision remembered as the Nixon shock. An attempt to rescue fixed rates, the Smithsonian Agreement of December 1971, did not last, and by 1973 the major currencies were floating, their values set by supply and demand in the currency markets.`,
    shortAnswers: [
      { question: 'How many nations sent delegates to the Bretton Woods conference?', answers: ['44', 'forty-four', '44 Allied nations', '44 nations'] },
      { question: 'In which US state is Bretton Woods?', answers: ['New Hampshire', 'in New Hampshire'] },
      { question: 'When did the conference take place?', answers: ['July 1944', 'in July 1944', '1944', 'in 1944'] },
      { question: 'Which British economist was one of the leading figures at the conference?', answers: ['John Maynard Keynes', 'Keynes', 'the British economist John Maynard Keynes'] },
      { question: 'Who represented the United States Treasury as a leading figure?', answers: ['Harry Dexter White', 'White'] },
      { question: 'At what price was the dollar tied to gold?', answers: ['$35 an ounce', '$35', '35 dollars an ounce', '$35 per ounce', 'at $35 an ounce'] },
      { question: 'How far were currencies allowed to move from their fixed rate?', answers: ['no more than 1 per cent above or below', '1 per cent', '1 percent', '1%', 'no more than 1 per cent', 'no more than 1 per cent above or below their fixed rate'] },
      { question: 'What was the purpose of the International Monetary Fund?', answers: ['to lend to countries that ran short of foreign currency', 'lend to countries that ran short of foreign currency', 'to lend to countries that ran short of foreign currency, so that they could keep their exchange rates steady', 'so that they could keep their exchange rates steady', 'to help countries keep their exchange rates steady'] },
      { question: 'What international currency did Keynes propose?', answers: ['the bancor', 'bancor'] },
      { question: 'Why did the American plan largely win?', answers: ["because the United States held most of the world's gold reserves", "the United States held most of the world's gold reserves", "the US held most of the world's gold reserves", "held most of the world's gold reserves"] },
      { question: 'Which economist warned of the weakness of the system in 1960?', answers: ['Robert Triffin', 'Triffin'] },
      { question: 'On what date did Nixon announce that the US would stop exchanging dollars for gold?', answers: ['15 August 1971', 'August 15, 1971', 'on 15 August 1971', '15 August, 1971'] },
      { question: "What name is given to Nixon's decision to end the exchange of dollars for gold?", answers: ['the Nixon shock', 'Nixon shock'] },
      { question: 'By what year were the major currencies floating?', answers: ['1973', 'by 1973'] },
    ],
    statements: [
      { statement: 'The Bretton Woods conference was held in July 1944.', truth: true },
      { statement: 'Under the Bretton Woods system, currencies floated freely against one another.', truth: false },
      { statement: 'The Smithsonian Agreement saved fixed exchange rates for good.', truth: false },
    ],
  },
  {
    id: 'rosetta-stone',
    subject: 'history',
    split: 's28',
    text: `The Rosetta Stone is a broken slab of dark granodiorite, a little more than a metre tall and weighing about 760 kilograms, that became the key to reading ancient Egyptian hieroglyphs. It was found in July 1799 by French soldiers of Napoleon Bonaparte's expedition to Egypt, who were rebuilding an old fort near the town of Rashid in the Nile Delta. Europeans called the town Rosetta, and the stone took its name from it. The officer in charge of the work, Pierre-François Bouchard, realised that the stone might be important and reported the find. The stone carries one decree written out three times in three different scripts: hieroglyphs at the top, Demotic, a script used for everyday documents, in the middle, and ancient Greek at the bottom. The decree was issued by a council of priests meeting at Memphis in 196 BC, and it praised the young king Ptolemy V and confirmed the honours paid to him. Because scholars could still read ancient Greek, they hoped that it would help them to unlock the two Egyptian texts. When the British defeated the French army in Egypt, the stone was handed over to them under the Treaty of Alexandria in 1801. It has been on display in the British Museum in London since 1802 and is the most visited object in the museum. Copies of the inscriptions were sent to scholars all over Europe. The English physician and scientist Thomas Young made important early progress; he showed that the oval rings called cartouches contained royal names, among them the name of Ptolemy. The decisive breakthrough, however, was made by the French scholar Jean-François Champollion. Champollion knew Coptic, the latest stage of the Egyptian language, and he realised that hieroglyphs were not only pictures standing for ideas but could also stand for sounds. He announced his results in a famous letter in September 1822, a moment often treated as the birth of the study of ancient Egypt, known as Egyptology. The stone is incomplete: much of the hieroglyphic section at the top has broken away, and the missing pieces have never been found. Egypt has asked for the stone to be returned. Today the phrase "Rosetta Stone" is used for any clue that unlocks a difficult problem.`,
    shortAnswers: [
      { question: 'What type of rock is the Rosetta Stone made of?', answers: ['granodiorite', 'dark granodiorite'] },
      { question: 'About how much does the stone weigh?', answers: ['about 760 kilograms', '760 kilograms', '760 kg', 'about 760 kg'] },
      { question: 'When was the stone discovered?', answers: ['July 1799', 'in July 1799', '1799', 'in 1799'] },
      { question: 'Whose expedition to Egypt did the soldiers who found the stone belong to?', answers: ["Napoleon Bonaparte's", 'Napoleon Bonaparte', 'Napoleon', "Napoleon's"] },
      { question: 'What was the Egyptian name of the town that Europeans called Rosetta?', answers: ['Rashid'] },
      { question: 'Which officer reported the find?', answers: ['Pierre-François Bouchard', 'Bouchard', 'Pierre-Francois Bouchard'] },
      { question: 'How many scripts are carved on the stone?', answers: ['three', '3', 'three scripts', 'three different scripts'] },
      { question: 'Which script appears in the middle of the stone?', answers: ['Demotic'] },
      { question: 'In which city did the priests who issued the decree meet?', answers: ['Memphis', 'at Memphis'] },
      { question: 'Which king does the decree praise?', answers: ['Ptolemy V', 'the young king Ptolemy V', 'king Ptolemy V'] },
      { question: 'Under which treaty was the stone handed over to the British?', answers: ['the Treaty of Alexandria', 'Treaty of Alexandria'] },
      { question: 'Since what year has the stone been displayed in the British Museum?', answers: ['1802', 'since 1802'] },
      { question: 'What did Thomas Young show that the cartouches contained?', answers: ['royal names', 'the name of Ptolemy', 'royal names, among them the name of Ptolemy'] },
      { question: 'Which language did Champollion know that helped him decipher the hieroglyphs?', answers: ['Coptic'] },
    ],
    statements: [
      { statement: 'The Greek text is carved at the top of the Rosetta Stone.', truth: false },
      { statement: 'The decree on the stone was issued in 196 BC.', truth: true },
      { statement: 'Thomas Young was an English physician.', truth: true },
    ],
  },
  {
    id: 'gregor-mendel',
    subject: 'science',
    split: 's28',
    text: `Gregor Mendel, whose experiments with pea plants laid the foundations of genetics, was born Johann Mendel in 1822 in Heinzendorf, a village in Austrian Silesia that is now Hynčice in the Czech Republic. His parents were farmers, and as a boy he worked in the family orchard and helped to keep bees. His family could not afford to pay for his education, so in 1843 he joined the Augustinian friars at St Thomas's Abbey in Brünn, the city now called Brno, and took the name Gregor. The abbey sent him to the University of Vienna from 1851 to 1853, where he studied physics under Christian Doppler as well as mathematics and botany. Back in Brno he taught natural science at a secondary school, although he twice failed the examination that would have qualified him as a fully certified teacher. Between 1856 and 1863 he grew and tested about 28,000 pea plants in the abbey garden. He chose peas because they grow quickly and because their flowers normally pollinate themselves but can easily be crossed by hand. He studied seven traits, each of which came in two clear forms, such as tall or short stems, round or wrinkled seeds, and yellow or green seeds. When he crossed pure-breeding tall plants with pure-breeding short ones, every plant in the next generation was tall. But when he let those plants pollinate themselves, short plants appeared again in the following generation, roughly one short plant for every three tall ones. Mendel concluded that each plant carries two "factors" for every trait, one inherited from each parent, and that one factor can hide the effect of the other. He called the factor that shows itself dominant and the hidden one recessive. Today his factors are called genes. He described his results at two meetings of the Natural History Society of Brünn in 1865 and published them the next year in a paper titled "Experiments on Plant Hybridization". Hardly anyone grasped their importance. In 1868 Mendel was elected abbot of the monastery, and his duties left him little time for research. He died of kidney disease in 1884. In 1900 three botanists, Hugo de Vries, Carl Correns and Erich von Tschermak, independently rediscovered his work, and Mendel came to be known as the father of genetics.`,
    shortAnswers: [
      { question: 'In what year was Gregor Mendel born?', answers: ['1822', 'in 1822'] },
      { question: 'What is his birthplace, Heinzendorf, called today?', answers: ['Hynčice', 'Hyncice', 'Hynčice in the Czech Republic'] },
      { question: 'Which religious order did Mendel join in 1843?', answers: ['the Augustinian friars', 'Augustinian friars', 'the Augustinians', 'Augustinian'] },
      { question: 'Where did the abbey send him to study?', answers: ['the University of Vienna', 'University of Vienna', 'Vienna', 'to the University of Vienna'] },
      { question: 'Under whom did he study physics?', answers: ['Christian Doppler', 'Doppler'] },
      { question: 'Roughly how many pea plants did he grow and test?', answers: ['about 28,000', '28,000', 'about 28,000 pea plants', '28000'] },
      { question: 'Why did Mendel choose pea plants?', answers: ['because they grow quickly and their flowers normally pollinate themselves but can easily be crossed by hand', 'they grow quickly', 'because they grow quickly', 'they grow quickly and can easily be crossed by hand', 'their flowers can easily be crossed by hand'] },
      { question: 'How many traits did he study?', answers: ['seven', '7', 'seven traits'] },
      { question: 'What were all the offspring of his first cross between tall and short plants like?', answers: ['tall', 'every plant was tall', 'all tall'] },
      { question: 'In the following generation, how many tall plants were there for each short plant?', answers: ['three', '3', 'roughly three', 'about three', 'three tall ones'] },
      { question: "What are Mendel's factors called today?", answers: ['genes'] },
      { question: 'Where did he describe his results in 1865?', answers: ['the Natural History Society of Brünn', 'at two meetings of the Natural History Society of Brünn', 'Natural History Society of Brünn', 'the Natural History Society of Brunn', 'Natural History Society of Brunn'] },
      { question: 'What was the title of the paper he published?', answers: ['"Experiments on Plant Hybridization"', 'Experiments on Plant Hybridization', 'Experiments on Plant Hybridisation'] },
      { question: 'In what year was he elected abbot?', answers: ['1868', 'in 1868'] },
    ],
    statements: [
      { statement: 'Mendel studied at the University of Vienna.', truth: true },
      { statement: 'When the tall offspring pollinated themselves, tall plants reappeared after having vanished.', truth: false },
      { statement: 'Mendel was elected abbot of the monastery in 1868.', truth: true },
    ],
  },
  {
    id: 'refraction-of-light',
    subject: 'science',
    split: 's28',
    text: `Refraction is the bending of light as it passes at an angle from one transparent material into another. It happens because light travels at different speeds in different materials. In a vacuum light moves at about 300,000 kilometres per second, but it slows to about 225,000 kilometres per second in water and to roughly 200,000 kilometres per second in ordinary glass. The speed of light in a vacuum divided by its speed in a material gives a number called the refractive index of that material. Water has a refractive index of about 1.33 and glass of about 1.5, while diamond, at about 2.42, has one of the highest of any natural substance, which is part of the reason diamonds sparkle so brightly. When light passes into a material in which it travels more slowly, it bends towards the normal, an imaginary line drawn at right angles to the surface; when it passes into a material in which it travels faster, it bends away from the normal. A ray that strikes the surface along the normal does not bend at all. The exact rule connecting the angles was worked out in 1621 by the Dutch mathematician Willebrord Snell and is known as Snell's law. Refraction explains why a straw standing in a glass of water seems to be broken at the surface of the water and why a swimming pool looks shallower than it really is. If light travelling inside glass or water meets the surface at an angle greater than a certain critical angle, it does not escape into the air at all but is reflected back inside. This is called total internal reflection. For ordinary glass the critical angle is about 42 degrees. Optical fibres, thin strands of very pure glass, use total internal reflection to carry light signals over long distances, and they now carry most of the world's internet traffic. The refractive index of a material is slightly different for different colours, so a prism spreads white light out into a band of colours called a spectrum. This effect is called dispersion. In the 1660s Isaac Newton used prisms to show that white light is a mixture of colours. Violet light is bent the most and red light the least. Rainbows form when sunlight is refracted, reflected and dispersed inside raindrops, which is why a rainbow can be seen only when the sun is behind the observer.`,
    shortAnswers: [
      { question: 'What is the bending of light as it passes from one material into another called?', answers: ['refraction'] },
      { question: 'How fast does light travel in a vacuum?', answers: ['about 300,000 kilometres per second', '300,000 kilometres per second', '300,000 km/s', 'about 300,000 km/s', '300,000 km per second'] },
      { question: 'What is the speed of light in water?', answers: ['about 225,000 kilometres per second', '225,000 kilometres per second', '225,000 km/s', 'about 225,000 km/s', '225,000 km per second'] },
      { question: 'What do you get when you divide the speed of light in a vacuum by its speed in a material?', answers: ['the refractive index', 'refractive index', 'the refractive index of that material'] },
      { question: 'What is the refractive index of water?', answers: ['about 1.33', '1.33'] },
      { question: 'Which natural substance has a refractive index of about 2.42?', answers: ['diamond'] },
      { question: 'What is the imaginary line at right angles to the surface called?', answers: ['the normal', 'normal'] },
      { question: 'Which way does light bend when it enters a material in which it travels more slowly?', answers: ['towards the normal', 'toward the normal'] },
      { question: 'Who worked out the rule connecting the angles in 1621?', answers: ['Willebrord Snell', 'Snell', 'the Dutch mathematician Willebrord Snell'] },
      { question: 'What is the critical angle for ordinary glass?', answers: ['about 42 degrees', '42 degrees', '42°', 'about 42°'] },
      { question: 'What is it called when light inside glass is reflected back instead of escaping?', answers: ['total internal reflection'] },
      { question: 'What is the spreading of white light into a spectrum called?', answers: ['dispersion'] },
      { question: 'Which colour of light is bent the least?', answers: ['red', 'red light'] },
      { question: 'Where must the sun be for an observer to see a rainbow?', answers: ['behind the observer', 'behind them', 'behind'] },
    ],
    statements: [
      { statement: 'Light travels faster in glass than in water.', truth: false },
      { statement: 'Violet light is bent more than red light.', truth: true },
      { statement: "Snell's law was worked out by an English mathematician.", truth: false },
    ],
  },
  {
    id: 'coral-reefs',
    subject: 'science',
    split: 's28',
    text: `Coral reefs are among the richest ecosystems on Earth. Although they cover less than 1 per cent of the ocean floor, they are home to roughly a quarter of all known marine species, which is why they are often called the rainforests of the sea. A reef is built by tiny animals called coral polyps, which are related to jellyfish and sea anemones. Each polyp is only a few millimetres across and has a ring of stinging tentacles around its mouth, which it uses to catch plankton, mostly at night. Polyps take calcium and carbonate from seawater to build hard skeletons of limestone, and over thousands of years the skeletons of countless polyps pile up to form a reef. Most reef-building corals live in partnership with microscopic algae called zooxanthellae, which live inside the polyps' tissues. The algae use sunlight to make food by photosynthesis and pass up to 90 per cent of it to the coral; in return they receive shelter and nutrients. The algae also give corals much of their colour. Because the algae need light, reef-building corals grow mainly in clear, shallow water, and they need warm water as well, generally between about 20 and 29 degrees Celsius. Scientists group reefs into three main types. Fringing reefs grow close to the shore, barrier reefs are separated from the coast by a deeper lagoon, and atolls are rings of reef surrounding a lagoon where a volcanic island once stood. Charles Darwin explained how atolls form in a book published in 1842, arguing that the reef keeps growing upwards while the old volcano slowly sinks. The largest reef system in the world is the Great Barrier Reef off the coast of Queensland, Australia, which stretches for more than 2,300 kilometres and is made up of about 2,900 individual reefs. Reefs face serious threats. When the water stays too warm, stressed corals expel their algae and turn white, a process known as coral bleaching; if the heat lasts too long, the corals starve and die. Pollution, overfishing and outbreaks of the crown-of-thorns starfish, which feeds on coral polyps, also damage reefs. Carbon dioxide absorbed by the ocean makes seawater more acidic, and this makes it harder for corals to build their skeletons.`,
    shortAnswers: [
      { question: 'What proportion of the ocean floor do coral reefs cover?', answers: ['less than 1 per cent', 'less than 1 percent', 'less than 1%', 'under 1 per cent'] },
      { question: 'About what share of known marine species live on coral reefs?', answers: ['roughly a quarter', 'a quarter', 'about a quarter', 'one quarter', '25 per cent', '25%'] },
      { question: 'What are the tiny animals that build a reef called?', answers: ['coral polyps', 'polyps'] },
      { question: 'Which animals are coral polyps related to?', answers: ['jellyfish and sea anemones', 'jellyfish', 'sea anemones'] },
      { question: 'What do polyps use their tentacles to catch?', answers: ['plankton'] },
      { question: 'What are the skeletons of the polyps made of?', answers: ['limestone', 'hard skeletons of limestone'] },
      { question: 'What are the microscopic algae that live inside the polyps called?', answers: ['zooxanthellae'] },
      { question: 'How much of the food the algae make is passed to the coral?', answers: ['up to 90 per cent', 'up to 90 percent', '90 per cent', 'up to 90%', '90%'] },
      { question: 'Between which temperatures does the water usually need to be for reef-building corals?', answers: ['between about 20 and 29 degrees Celsius', '20 and 29 degrees Celsius', 'about 20 and 29 degrees Celsius', '20 to 29 degrees Celsius', '20-29 °C', 'between 20 and 29 degrees Celsius'] },
      { question: 'What kind of reef is separated from the coast by a deeper lagoon?', answers: ['a barrier reef', 'barrier reef', 'barrier reefs', 'barrier'] },
      { question: 'Who explained how atolls form?', answers: ['Charles Darwin', 'Darwin'] },
      { question: 'Off the coast of which Australian state does the Great Barrier Reef lie?', answers: ['Queensland'] },
      { question: 'About how many individual reefs make up the Great Barrier Reef?', answers: ['about 2,900', '2,900', '2900', 'about 2,900 individual reefs'] },
      { question: 'What is it called when corals expel their algae and turn white?', answers: ['coral bleaching', 'bleaching'] },
    ],
    statements: [
      { statement: 'The Great Barrier Reef stretches for more than 2,300 kilometres.', truth: true },
      { statement: 'Fringing reefs are separated from the coast by a deeper lagoon.', truth: false },
      { statement: 'The algae living inside corals give them much of their colour.', truth: true },
    ],
  },
];

export const S28_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's28-01-paren-numbers-lower-dot-options-per-line-tf-lines',
    split: 's28',
    text: `1) At what price was the US dollar tied to gold under the Bretton Woods system?
a. $20 an ounce
b. $35 an ounce
c. $42 an ounce
2) Which institution was set up to lend to countries that ran short of foreign currency?
a. the World Trade Organization
b. the International Monetary Fund
c. the European Central Bank
d. the Federal Reserve
3) The Nixon shock took place in 1971.
True
False`,
    expected: [
      { question: 'At what price was the US dollar tied to gold under the Bretton Woods system?', options: ['$20 an ounce', '$35 an ounce', '$42 an ounce'] },
      { question: 'Which institution was set up to lend to countries that ran short of foreign currency?', options: ['the World Trade Organization', 'the International Monetary Fund', 'the European Central Bank', 'the Federal Reserve'] },
      { question: 'The Nixon shock took place in 1971.', options: TF },
    ],
  },
  {
    id: 's28-02-q-dot-labels-upper-dot-inline-short-and-tf-trailer',
    split: 's28',
    text: `Q1. Which script appears in the middle of the Rosetta Stone?  A. hieroglyphs  B. Demotic  C. ancient Greek
Q2. Who taught Gregor Mendel physics in Vienna?  A. Christian Doppler  B. Hugo de Vries  C. Carl Correns  D. Charles Darwin
Q3. In which museum has the Rosetta Stone been displayed since 1802?
Q4. Mendel studied seven traits of pea plants. (True/False)`,
    expected: [
      { question: 'Which script appears in the middle of the Rosetta Stone?', options: ['hieroglyphs', 'Demotic', 'ancient Greek'] },
      { question: 'Who taught Gregor Mendel physics in Vienna?', options: ['Christian Doppler', 'Hugo de Vries', 'Carl Correns', 'Charles Darwin'] },
      { question: 'In which museum has the Rosetta Stone been displayed since 1802?', options: [] },
      { question: 'Mendel studied seven traits of pea plants.', options: TF },
    ],
  },
  {
    id: 's28-03-unnumbered-blank-lines-lower-paren-options-per-line-short-and-lettered-tf',
    split: 's28',
    text: `What is the refractive index of water?
(a) about 1.0
(b) about 1.33
(c) about 2.42

What is the process called when corals expel their algae and turn white?
(a) spawning
(b) bleaching
(c) dispersion
(d) calcification

Off the coast of which Australian state is the Great Barrier Reef?

Red light is bent more than violet light by a prism.
(a) True
(b) False`,
    expected: [
      { question: 'What is the refractive index of water?', options: ['about 1.0', 'about 1.33', 'about 2.42'] },
      { question: 'What is the process called when corals expel their algae and turn white?', options: ['spawning', 'bleaching', 'dispersion', 'calcification'] },
      { question: 'Off the coast of which Australian state is the Great Barrier Reef?', options: [] },
      { question: 'Red light is bent more than violet light by a prism.', options: TF },
    ],
  },
];
