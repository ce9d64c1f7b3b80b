/**
 * A fresh set for the s30 round: five passages of the kinds a student pastes — a biology section (the heart
 * and the circulation of the blood, with William Harvey's discovery), an economics passage (Adam Smith and
 * The Wealth of Nations), an art-history passage (the Impressionists), an astronomy section (the Moon) and a
 * geography section (the Great Barrier Reef) — and three pasted quizzes, written for this eval on 2026-12-01
 * by a separate writer for session 30 who had not read the engine or its tests, and committed before it was
 * ever run. The passages are our own wording of well-known facts (no text copied); the questions are worded
 * as a teacher writes them (often paraphrasing the passage), not after the engine's rules; each passage has
 * three why/how/purpose questions whose answer is a clause; the true/false statements are half false (a
 * number, a negation, a swapped entity or an opposite word). The pasted quizzes use layouts not in s28 or
 * s29 (a Google Forms copy with the form's title and description, "* Indicates required question", a "*"
 * after each required question, a "1 point" line and the options each on its own line, with "Your answer"
 * under a short-answer question; numbered questions "1)" with "(a) (b) (c) (d)" options inline, sometimes on
 * the question's line and sometimes on the next; and a Canvas copy with "Question N" and "1 pts" header
 * lines, plain option lines and blank lines between questions). The subject union has no biology, astronomy
 * or art value: the heart and the Moon are filed under 'science' and the Impressionists under 'history'.
 * The split union in own-passages.ts and own-pasted-quizzes.ts needs 's30' added for this file to
 * type-check; this writer touched no file but this one. To be measured once with a `--split s30` run; from
 * then on it is looked at, so it is dev material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S30_PASSAGES: OwnPassage[] = [
  {
    id: 'heart-circulation',
    subject: 'science',
    split: 's30',
    text: `The human heart is a muscular pump about the size of a clenched fist, lying in the chest between the lungs and slightly to the left. It is divided into four chambers. The two upper chambers, the atria, receive blood returning to the heart, and the two lower chambers, the ventricles, push blood out of it. A wall of muscle called the septum separates the right side of the heart from the left, so that the two streams of blood never mix. The right side collects blood that has given up its oxygen to the body and sends it through the pulmonary artery to the lungs, where it picks up fresh oxygen and gets rid of carbon dioxide. The oxygen-rich blood then returns to the left atrium and passes into the left ventricle, which pumps it into the aorta, the largest artery in the body, and from there to every organ. The wall of the left ventricle is much thicker than that of the right, because it has to drive blood all the way round the body rather than only through the nearby lungs. Four valves keep the blood moving in one direction, and when they snap shut they make the familiar "lub-dub" sound that a doctor hears through a stethoscope. Each beat is started by a small patch of tissue in the wall of the right atrium, the sinoatrial node, which acts as the heart's natural pacemaker by sending out a regular electrical signal. At rest an adult heart usually beats between 60 and 100 times a minute. Blood leaves the heart in arteries, which have thick, elastic walls to withstand the high pressure of each beat, and comes back in veins, which have thinner walls and contain valves to stop blood flowing backwards. Between the two lie the capillaries, vessels so narrow that red blood cells pass through them in single file. Their walls are only one cell thick, which lets oxygen and nutrients pass out into the tissues and waste pass in. The oxygen itself is carried by haemoglobin, an iron-containing protein in the red blood cells. For more than a thousand years European doctors followed the teaching of the Greek physician Galen, who believed that blood was made continually in the liver and used up by the body. The English physician William Harvey, born in Folkestone in 1578, challenged this view. After studying medicine at Padua in Italy, he became a doctor at St Bartholomew's Hospital in London and later physician to King James I and King Charles I. Harvey estimated how much blood the heart pushes out with each beat and worked out that in a single hour it pumps far more blood than the weight of a whole man. The liver could not possibly make so much, so he concluded that the same blood must travel round and round the body in a circuit. He published his findings in 1628 in a short book usually known as De Motu Cordis, "On the Motion of the Heart". Harvey could not see how blood got from the arteries into the veins. The missing link was found in 1661 by the Italian scientist Marcello Malpighi, who used a microscope to observe capillaries in the lungs of a frog.`,
    shortAnswers: [
      { question: 'How many chambers does the human heart have?', answers: ['four', '4', 'four chambers', '4 chambers'] },
      { question: 'What name is given to the two upper chambers of the heart?', answers: ['the atria', 'atria'] },
      { question: 'What is the wall of muscle between the right and left sides of the heart called?', answers: ['the septum', 'septum'] },
      { question: 'To which organs does the right side of the heart send blood?', answers: ['the lungs', 'lungs', 'to the lungs', 'through the pulmonary artery to the lungs'] },
      { question: 'Which is the largest artery in the body?', answers: ['the aorta', 'aorta'] },
      { question: 'Why is the wall of the left ventricle thicker than that of the right?', answers: ['because it has to drive blood all the way round the body rather than only through the nearby lungs', 'it has to drive blood all the way round the body rather than only through the nearby lungs', 'it has to drive blood all the way round the body', 'because it has to drive blood all the way round the body', 'it pumps blood round the whole body', 'because it pumps blood all the way round the body, not just to the lungs'] },
      { question: "What acts as the heart's natural pacemaker?", answers: ['the sinoatrial node', 'sinoatrial node', 'the SA node', 'a small patch of tissue in the wall of the right atrium, the sinoatrial node'] },
      { question: 'How many times a minute does an adult heart usually beat at rest?', answers: ['between 60 and 100 times a minute', 'between 60 and 100', '60 to 100', '60-100', '60 to 100 times a minute', '60 and 100 times a minute'] },
      { question: 'How are the capillaries able to let oxygen and nutrients pass into the tissues?', answers: ['their walls are only one cell thick', 'because their walls are only one cell thick', 'their walls are one cell thick', 'they have walls only one cell thick', 'walls only one cell thick'] },
      { question: 'Which iron-containing protein carries oxygen in the red blood cells?', answers: ['haemoglobin', 'hemoglobin'] },
      { question: 'Where did Galen believe blood was made?', answers: ['in the liver', 'the liver', 'liver'] },
      { question: 'At which London hospital did Harvey work as a doctor?', answers: ["St Bartholomew's Hospital", "St Bartholomew's", "St. Bartholomew's Hospital", "Saint Bartholomew's Hospital"] },
      { question: 'Why did Harvey conclude that the same blood must travel round the body in a circuit?', answers: ['the liver could not possibly make so much', 'because the liver could not possibly make so much', 'in a single hour it pumps far more blood than the weight of a whole man', 'because in a single hour the heart pumps far more blood than the weight of a whole man', 'the heart pumps far more blood in an hour than the weight of a whole man, which the liver could not possibly make', 'the liver could not make so much blood'] },
      { question: 'Which Italian scientist first observed capillaries?', answers: ['Marcello Malpighi', 'Malpighi', 'the Italian scientist Marcello Malpighi'] },
    ],
    statements: [
      { statement: 'The pulmonary artery carries blood from the heart to the lungs.', truth: true },
      { statement: 'Veins have thicker walls than arteries.', truth: false },
      { statement: 'William Harvey published De Motu Cordis in 1682.', truth: false },
      { statement: 'Malpighi used a microscope to observe capillaries in the lungs of a frog.', truth: true },
    ],
  },
  {
    id: 'adam-smith',
    subject: 'economics',
    split: 's30',
    text: `Adam Smith, often called the father of modern economics, was born in the small Scottish port of Kirkcaldy in 1723. His father, a customs official, died a few months before he was born, and he was brought up by his mother, to whom he remained devoted all his life. At the age of fourteen he went to the University of Glasgow, where he was inspired by the philosopher Francis Hutcheson, and he then spent six years at Balliol College, Oxford. He thought little of the teaching at Oxford and later wrote that most of its professors had long since stopped even pretending to teach. In 1751 he returned to Glasgow as a professor, and from 1752 he held the chair of moral philosophy. His first book, The Theory of Moral Sentiments, appeared in 1759; it argued that our moral judgements grow out of sympathy, our ability to imagine ourselves in another person's place. The book made him famous, and in 1764 he gave up his professorship to become the tutor of the young Duke of Buccleuch, travelling with him in France and Switzerland for more than two years. In Paris he met the group of French thinkers known as the physiocrats, among them François Quesnay, who held that a nation's wealth came from its land and its farming. Back in Kirkcaldy, Smith worked for about ten years on his great book, An Inquiry into the Nature and Causes of the Wealth of Nations, which was published in London on 9 March 1776. In it he attacked mercantilism, the widely held belief that a country grows rich by piling up gold and silver and by selling more abroad than it buys. Smith argued instead that the real wealth of a nation lies in the goods and services its people produce, and that trade benefits both sides. The book opens with a famous description of a pin factory. One worker on his own, Smith wrote, could hardly make twenty pins in a day, but ten workers who each performed only one or two of the eighteen separate operations could make more than 48,000 between them. This division of labour raised output because each worker became skilled at a single task, saved the time lost in moving from one job to another, and could make use of machines. Smith also explained how markets can work without anyone directing them. In one of his best-known passages he observed that we do not expect our dinner from the kindness of the butcher, the brewer or the baker, but from their regard for their own interest. A trader seeking his own gain, he wrote, is led by an invisible hand to promote the good of society, although the phrase appears only once in the whole book. Smith was not simply a champion of business, however: he warned that merchants of the same trade seldom meet without plotting against the public or scheming to raise prices. In 1778 he was appointed a commissioner of customs in Edinburgh, a post much like his father's, and he died in that city on 17 July 1790. In 2007 his portrait was placed on the Bank of England's twenty-pound note.`,
    shortAnswers: [
      { question: 'Where was Adam Smith born?', answers: ['Kirkcaldy', 'in Kirkcaldy', 'the small Scottish port of Kirkcaldy', 'Kirkcaldy, Scotland', 'Scotland'] },
      { question: 'How old was Smith when he went to the University of Glasgow?', answers: ['fourteen', '14', 'at the age of fourteen', 'age fourteen', '14 years old'] },
      { question: 'Which philosopher inspired Smith at Glasgow?', answers: ['Francis Hutcheson', 'Hutcheson', 'the philosopher Francis Hutcheson'] },
      { question: 'Which Oxford college did Smith attend?', answers: ['Balliol College', 'Balliol', 'Balliol College, Oxford'] },
      { question: 'According to The Theory of Moral Sentiments, what do our moral judgements grow out of?', answers: ['sympathy', "our ability to imagine ourselves in another person's place", "sympathy, our ability to imagine ourselves in another person's place"] },
      { question: 'Why did Smith give up his professorship in 1764?', answers: ['to become the tutor of the young Duke of Buccleuch', 'to become tutor to the Duke of Buccleuch', 'to become the tutor of the Duke of Buccleuch', 'he became the tutor of the young Duke of Buccleuch', 'to tutor the young Duke of Buccleuch'] },
      { question: "Where did the physiocrats think a nation's wealth came from?", answers: ['its land and its farming', 'from its land and its farming', 'land and farming', 'from land and farming', 'its land and farming'] },
      { question: 'When was The Wealth of Nations published?', answers: ['9 March 1776', 'on 9 March 1776', 'March 9, 1776', '1776', 'in 1776'] },
      { question: 'What name is given to the belief that a country grows rich by piling up gold and silver?', answers: ['mercantilism'] },
      { question: 'Where, according to Smith, does the real wealth of a nation lie?', answers: ['in the goods and services its people produce', 'the goods and services its people produce', 'goods and services its people produce', 'in the goods and services that its people produce'] },
      { question: 'How many pins could ten workers make in a day in the pin factory?', answers: ['more than 48,000', '48,000', 'over 48,000', '48000', 'more than 48,000 between them', 'forty-eight thousand'] },
      { question: 'How did the division of labour raise output?', answers: ['each worker became skilled at a single task, saved the time lost in moving from one job to another, and could make use of machines', 'because each worker became skilled at a single task, saved the time lost in moving from one job to another, and could make use of machines', 'each worker became skilled at a single task', 'because each worker became skilled at a single task', 'workers became skilled at a single task, saved time and could use machines'] },
      { question: 'According to Smith, why do the butcher, the brewer and the baker provide our dinner?', answers: ['from their regard for their own interest', 'their regard for their own interest', 'because of their regard for their own interest', 'out of regard for their own interest', 'their own interest', 'self-interest', 'out of self-interest'] },
      { question: 'By what, in Smith\'s phrase, is a trader seeking his own gain led to promote the good of society?', answers: ['an invisible hand', 'invisible hand', 'the invisible hand', 'by an invisible hand'] },
    ],
    statements: [
      { statement: "Smith's father died before Smith was born.", truth: true },
      { statement: 'The Wealth of Nations was published in Edinburgh.', truth: false },
      { statement: 'The phrase "invisible hand" appears many times in The Wealth of Nations.', truth: false },
      { statement: 'In 1778 Smith was appointed a commissioner of customs in Edinburgh.', truth: true },
    ],
  },
  {
    id: 'impressionism',
    subject: 'history',
    split: 's30',
    text: `Impressionism, the movement that changed the way painters looked at light and colour, took its name from an insult. In the middle of the nineteenth century the surest path to success for a French artist was the Salon, the official exhibition in Paris run by the Académie des Beaux-Arts. Its juries favoured large, carefully finished pictures of historical, religious and mythological subjects, and they often turned away work that looked loose or unfinished. In 1863 so many paintings were rejected that the emperor Napoleon III allowed them to be shown in a separate exhibition, the Salon des Refusés, where Édouard Manet's Luncheon on the Grass, showing a naked woman picnicking with two clothed men, caused a scandal. A group of younger painters, among them Claude Monet, Pierre-Auguste Renoir, Camille Pissarro, Edgar Degas and Berthe Morisot, grew tired of waiting for the Salon's approval. They formed their own society and on 15 April 1874 opened an independent exhibition in the former studio of the photographer Nadar, on the Boulevard des Capucines in Paris. About thirty artists took part. Among Monet's pictures was a small view of the harbour of Le Havre at dawn, painted in 1872, with an orange sun reflected in grey-blue water. He had called it Impression, Sunrise. The critic Louis Leroy, writing in the satirical paper Le Charivari, seized on the title and mockingly called the whole group "Impressionists", suggesting that their pictures looked like unfinished sketches. The painters soon adopted the name themselves. The Impressionists wanted to record what the eye actually sees at a particular moment, especially the changing effects of sunlight. To do this they often worked outdoors, in the open air, rather than in the studio, and they painted quickly, with short, visible brushstrokes and bright, unmixed colours placed side by side. They avoided black, even in shadows, which they painted blue or purple. Their subjects came from modern life: railway stations, boating parties, cafés, dance halls and the streets of Paris. An invention helped them. In 1841 the American painter John Goffe Rand had patented a collapsible tin tube for paint; before that, artists kept their paint in pigs' bladders, which were awkward to carry and quickly dried out. Renoir is said to have remarked that without paint in tubes there would have been no Impressionism. The group held eight exhibitions between 1874 and 1886, and Pissarro was the only artist who showed work at all of them. For years the pictures sold badly, and the dealer Paul Durand-Ruel kept several of the painters going by buying their work; in 1886 he took an exhibition of it to New York, where American collectors proved more enthusiastic than the French. Monet lived on well into the twentieth century. From 1883 he made his home at Giverny, west of Paris, where he dug a pond and painted its water lilies again and again until his death in 1926.`,
    shortAnswers: [
      { question: 'What was the official art exhibition in Paris called?', answers: ['the Salon', 'Salon'] },
      { question: 'Which body ran the Salon?', answers: ['the Académie des Beaux-Arts', 'Académie des Beaux-Arts', 'Academie des Beaux-Arts', 'the Academie des Beaux-Arts'] },
      { question: 'Who allowed the paintings rejected in 1863 to be shown in a separate exhibition?', answers: ['Napoleon III', 'the emperor Napoleon III', 'emperor Napoleon III'] },
      { question: 'Which painting by Manet caused a scandal at the Salon des Refusés?', answers: ['Luncheon on the Grass', "Manet's Luncheon on the Grass", "Le Déjeuner sur l'herbe", 'the Luncheon on the Grass'] },
      { question: 'On what date did the first independent exhibition open?', answers: ['15 April 1874', 'on 15 April 1874', 'April 15, 1874', '1874'] },
      { question: 'In whose former studio was the 1874 exhibition held?', answers: ['Nadar', 'the photographer Nadar', "Nadar's", 'photographer Nadar'] },
      { question: 'Which harbour does Impression, Sunrise show?', answers: ['Le Havre', 'the harbour of Le Havre', 'harbour of Le Havre'] },
      { question: 'Which critic gave the group the name "Impressionists"?', answers: ['Louis Leroy', 'Leroy', 'the critic Louis Leroy'] },
      { question: 'Why did the Impressionists often work outdoors?', answers: ['to record what the eye actually sees at a particular moment', 'to record what the eye actually sees at a particular moment, especially the changing effects of sunlight', 'they wanted to record what the eye actually sees at a particular moment', 'to record the changing effects of sunlight', 'to capture the changing effects of sunlight', 'because they wanted to record what the eye actually sees at a particular moment'] },
      { question: 'What colours did the Impressionists use for shadows instead of black?', answers: ['blue or purple', 'blue and purple', 'blue', 'purple'] },
      { question: "Why were pigs' bladders unsatisfactory for storing paint?", answers: ['awkward to carry and quickly dried out', 'they were awkward to carry and quickly dried out', 'because they were awkward to carry and quickly dried out', 'they were awkward to carry', 'the paint quickly dried out'] },
      { question: 'Who patented the collapsible tin paint tube?', answers: ['John Goffe Rand', 'Rand', 'the American painter John Goffe Rand'] },
      { question: 'Which artist showed work at all eight Impressionist exhibitions?', answers: ['Camille Pissarro', 'Pissarro'] },
      { question: 'How did the dealer Paul Durand-Ruel help the painters?', answers: ['kept several of the painters going by buying their work', 'by buying their work', 'he bought their work', 'buying their work', 'he kept several of the painters going by buying their work', 'he took an exhibition of their work to New York'] },
    ],
    statements: [
      { statement: 'Impression, Sunrise was painted by Renoir.', truth: false },
      { statement: 'The Salon juries favoured work that looked loose or unfinished.', truth: false },
      { statement: 'The Impressionists held eight group exhibitions.', truth: true },
      { statement: 'Monet made his home at Giverny from 1883.', truth: true },
    ],
  },
  {
    id: 'the-moon',
    subject: 'science',
    split: 's30',
    text: `The Moon is Earth's only natural satellite and, after the Sun, the brightest object in our sky, although it gives off no light of its own: it shines only because its surface reflects sunlight. It orbits at an average distance of about 384,400 kilometres. Its diameter is about 3,474 kilometres, a little more than a quarter of Earth's, and the gravity at its surface is only about one-sixth as strong as ours, which is why astronauts were able to bound across it in heavy spacesuits. Most scientists think the Moon formed about 4.5 billion years ago, when a body about the size of Mars, sometimes called Theia, crashed into the young Earth and threw out a huge cloud of debris that gathered together in orbit. The Moon takes about 27.3 days to travel once round the Earth, and it spins once on its axis in exactly the same time. Because of this the same side always faces us, and the far side stayed unseen until the Soviet probe Luna 3 photographed it in 1959. The full cycle of phases, from one new moon to the next, takes longer, about 29.5 days, because the Earth is moving around the Sun at the same time and the Moon needs a couple of extra days to get back to the same position relative to the Sun. The phases themselves come from the changing angle at which we see the sunlit half of the Moon; they are not caused by Earth's shadow, which falls on the Moon only during a lunar eclipse. When Galileo Galilei turned a telescope on the Moon in 1609, he saw mountains and craters and realised that it was not the perfectly smooth sphere that earlier thinkers had imagined. The large dark patches visible with the naked eye are plains of hardened lava. Early astronomers took them for bodies of water and called them maria, the Latin word for "seas", a name that has stuck. The lighter, heavily cratered highlands are older. Because the Moon has almost no atmosphere, there is no wind or rain to wear its surface away, so craters made billions of years ago survive, and the astronauts' footprints may last for millions of years. The lack of air also lets temperatures swing from well above 100 degrees Celsius in the lunar day to far below freezing at night. On 20 July 1969 the Apollo 11 lander Eagle touched down on the Sea of Tranquillity, and Neil Armstrong became the first person to walk on the Moon, followed by Buzz Aldrin, while Michael Collins stayed in orbit. Twelve astronauts walked on the surface between 1969 and 1972, and they brought back about 382 kilograms of rock and soil. They also left mirrors behind. By timing laser pulses bounced off these reflectors, scientists have found that the Moon is moving away from Earth by about 3.8 centimetres a year. The Moon's gravity also raises the tides, pulling the oceans into bulges that give most coasts two high tides a day.`,
    shortAnswers: [
      { question: 'Why does the Moon shine, given that it gives off no light of its own?', answers: ['because its surface reflects sunlight', 'its surface reflects sunlight', 'it reflects sunlight', 'because it reflects sunlight', 'it shines only because its surface reflects sunlight'] },
      { question: 'What is the average distance between the Earth and the Moon?', answers: ['about 384,400 kilometres', '384,400 kilometres', '384,400 km', '384400 km', '384,400 kilometers', 'about 384,400 km'] },
      { question: "How strong is the Moon's surface gravity compared with Earth's?", answers: ['about one-sixth as strong', 'one-sixth', 'about one-sixth', 'one sixth', '1/6', 'only about one-sixth as strong as ours'] },
      { question: 'What name is sometimes given to the Mars-sized body that is thought to have struck the young Earth?', answers: ['Theia'] },
      { question: 'How long does the Moon take to orbit the Earth once?', answers: ['about 27.3 days', '27.3 days', '27.3'] },
      { question: 'Why does the same side of the Moon always face us?', answers: ['it spins once on its axis in exactly the same time', 'because it spins once on its axis in exactly the same time', 'it spins once on its axis in the same time it takes to travel round the Earth', 'because it spins once on its axis in the same time that it takes to orbit the Earth', 'it rotates once in the same time as it orbits the Earth', 'its rotation takes the same time as its orbit'] },
      { question: 'Which probe first photographed the far side of the Moon?', answers: ['Luna 3', 'the Soviet probe Luna 3'] },
      { question: 'Why does the full cycle of phases take longer than one orbit?', answers: ['because the Earth is moving around the Sun at the same time', 'the Earth is moving around the Sun at the same time', 'the Earth is moving around the Sun', 'because the Earth is moving around the Sun at the same time and the Moon needs a couple of extra days to get back to the same position relative to the Sun', 'the Moon needs a couple of extra days to get back to the same position relative to the Sun'] },
      { question: 'What did Galileo see when he looked at the Moon through a telescope?', answers: ['mountains and craters', 'he saw mountains and craters', 'craters and mountains'] },
      { question: 'What are the dark patches on the Moon?', answers: ['plains of hardened lava', 'hardened lava', 'maria', 'plains of lava'] },
      { question: 'What does the Latin word "maria" mean?', answers: ['seas', '"seas"', 'sea'] },
      { question: 'Who stayed in orbit while Armstrong and Aldrin walked on the Moon?', answers: ['Michael Collins', 'Collins'] },
      { question: 'What was the Apollo 11 lander called?', answers: ['Eagle', 'the Eagle'] },
      { question: 'How fast is the Moon moving away from the Earth?', answers: ['about 3.8 centimetres a year', '3.8 centimetres a year', '3.8 cm a year', '3.8 cm per year', '3.8 centimetres per year', '3.8 centimeters a year', 'by about 3.8 centimetres a year'] },
    ],
    statements: [
      { statement: "The Moon's diameter is about half of Earth's.", truth: false },
      { statement: 'The phases of the Moon are caused by the shadow of the Earth.', truth: false },
      { statement: 'Twelve astronauts walked on the Moon between 1969 and 1972.', truth: true },
      { statement: 'Buzz Aldrin walked on the Moon after Neil Armstrong.', truth: true },
    ],
  },
  {
    id: 'great-barrier-reef',
    subject: 'geography',
    split: 's30',
    text: `The Great Barrier Reef, off the coast of Queensland in north-eastern Australia, is the largest coral reef system in the world. It stretches for more than 2,300 kilometres and is made up of about 2,900 separate reefs and some 900 islands, covering an area of roughly 344,400 square kilometres, which is larger than Italy. It is often described as the biggest structure on Earth built by living things, and it can be seen from space. The reef was built by coral polyps, tiny soft-bodied animals related to jellyfish and sea anemones. Each polyp takes calcium carbonate from the sea water to build a hard, cup-shaped skeleton around itself, and as generations of polyps live and die on top of one another, their skeletons pile up into reefs. Most reef-building corals depend on microscopic algae, called zooxanthellae, that live inside their tissues. The algae use sunlight to make food by photosynthesis and share it with the coral, which in return gives them shelter; they also give the corals much of their colour. Because the algae need light, reef-building corals grow only in clear, shallow, warm water. Once a year, a few nights after a full moon in late spring, many corals on the reef release their eggs and sperm into the water at the same time, in a mass spawning that can be seen from boats as a pink and white cloud. The reef supports an extraordinary variety of life, including more than 1,500 species of fish, around 400 kinds of hard coral, six of the world's seven species of sea turtle, and the dugong, a large plant-eating sea mammal. Aboriginal and Torres Strait Islander peoples have fished and hunted along the reef for tens of thousands of years. The first European to chart it was James Cook, whose ship, the Endeavour, struck the reef in June 1770. The crew threw cannon and other heavy stores overboard to lighten the ship, and after floating it free they beached it at the mouth of a river, where the town of Cooktown now stands, and spent about seven weeks repairing the hull. In 1975 the Australian government created the Great Barrier Reef Marine Park to protect the area, and in 1981 the reef was listed as a UNESCO World Heritage Site. Its greatest threat today is the warming of the ocean. When the water stays too hot for too long, corals expel their algae and turn white, a process called coral bleaching. Bleached corals are not dead, but if the heat lasts they starve, because they have lost their main source of food. Severe bleaching struck large parts of the reef in 1998, 2016 and 2017, among other years. Outbreaks of the crown-of-thorns starfish, which feeds on coral polyps, cause further damage, as does pollution washed into the sea from farms on the land.`,
    shortAnswers: [
      { question: 'Off the coast of which Australian state does the Great Barrier Reef lie?', answers: ['Queensland'] },
      { question: 'How long is the Great Barrier Reef?', answers: ['more than 2,300 kilometres', '2,300 kilometres', 'over 2,300 kilometres', '2,300 km', 'more than 2,300 km', '2300 km', '2,300 kilometers'] },
      { question: 'About how many separate reefs make up the Great Barrier Reef?', answers: ['about 2,900', '2,900', '2900', 'about 2,900 separate reefs', '2,900 reefs'] },
      { question: 'Which animals built the reef?', answers: ['coral polyps', 'polyps', 'tiny soft-bodied animals related to jellyfish and sea anemones'] },
      { question: 'What do polyps take from the sea water to build their skeletons?', answers: ['calcium carbonate'] },
      { question: 'What are the microscopic algae that live inside the corals\' tissues called?', answers: ['zooxanthellae'] },
      { question: 'How do the zooxanthellae help the coral?', answers: ['the algae use sunlight to make food by photosynthesis and share it with the coral', 'they use sunlight to make food by photosynthesis and share it with the coral', 'they make food by photosynthesis and share it with the coral', 'by making food and sharing it with the coral', 'they share food with the coral', 'use sunlight to make food by photosynthesis and share it with the coral'] },
      { question: 'Why do reef-building corals grow only in clear, shallow water?', answers: ['because the algae need light', 'the algae need light', 'their algae need light', 'because their algae need sunlight', 'the algae need sunlight'] },
      { question: 'When does the mass spawning of corals take place?', answers: ['once a year, a few nights after a full moon in late spring', 'a few nights after a full moon in late spring', 'after a full moon in late spring', 'in late spring', 'once a year'] },
      { question: 'What kind of animal is the dugong?', answers: ['a large plant-eating sea mammal', 'large plant-eating sea mammal', 'a sea mammal', 'sea mammal', 'a plant-eating sea mammal', 'a mammal'] },
      { question: "What was the name of James Cook's ship?", answers: ['the Endeavour', 'Endeavour'] },
      { question: "Why did Cook's crew throw cannon and heavy stores overboard?", answers: ['to lighten the ship', 'lighten the ship', 'so as to lighten the ship', 'to make the ship lighter'] },
      { question: 'In what year was the reef listed as a UNESCO World Heritage Site?', answers: ['1981', 'in 1981'] },
      { question: 'What is the process called in which corals expel their algae and turn white?', answers: ['coral bleaching', 'bleaching'] },
    ],
    statements: [
      { statement: 'The Great Barrier Reef lies off the west coast of Australia.', truth: false },
      { statement: 'Bleached corals are already dead.', truth: false },
      { statement: 'The Great Barrier Reef Marine Park was created in 1975.', truth: true },
      { statement: 'Coral polyps are related to jellyfish and sea anemones.', truth: true },
    ],
  },
];

export const S30_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's30-01-google-forms-required-stars-points-lines-options-one-per-line-your-answer',
    split: 's30',
    text: `Unit 6 Review: Science and Art
Answer every question before you submit.
* Indicates required question
Which Greek physician taught that blood was made in the liver? *
1 point
Hippocrates
Galen
Aristotle
Vesalius
What are the large dark plains on the Moon called? *
1 point
craters
highlands
maria
rilles
Pissarro was the only artist who showed work at all eight Impressionist exhibitions. *
1 point
True
False
Which substance do coral polyps use to build their skeletons? *
1 point
silica
calcium carbonate
chitin
keratin
Name the London hospital where William Harvey worked as a doctor. *
1 point
Your answer`,
    expected: [
      { question: 'Which Greek physician taught that blood was made in the liver?', options: ['Hippocrates', 'Galen', 'Aristotle', 'Vesalius'] },
      { question: 'What are the large dark plains on the Moon called?', options: ['craters', 'highlands', 'maria', 'rilles'] },
      { question: 'Pissarro was the only artist who showed work at all eight Impressionist exhibitions.', options: TF },
      { question: 'Which substance do coral polyps use to build their skeletons?', options: ['silica', 'calcium carbonate', 'chitin', 'keratin'] },
      { question: 'Name the London hospital where William Harvey worked as a doctor.', options: [] },
    ],
  },
  {
    id: 's30-02-paren-numbers-inline-paren-lower-letter-options-same-or-next-line',
    split: 's30',
    text: `1) In which Scottish town was Adam Smith born? (a) Glasgow (b) Edinburgh (c) Kirkcaldy (d) Aberdeen
2) In Smith's pin factory, ten workers together could make more than how many pins a day?
(a) 20 (b) 4,800 (c) 48,000 (d) 480,000
3) Which Soviet probe first photographed the far side of the Moon? (a) Luna 2 (b) Luna 3 (c) Sputnik 1 (d) Vostok 1
4) The gravity at the Moon's surface is about one-sixth as strong as Earth's. (a) True (b) False
5) Who stayed in orbit aboard Apollo 11 while Armstrong and Aldrin walked on the Moon?`,
    expected: [
      { question: 'In which Scottish town was Adam Smith born?', options: ['Glasgow', 'Edinburgh', 'Kirkcaldy', 'Aberdeen'] },
      { question: "In Smith's pin factory, ten workers together could make more than how many pins a day?", options: ['20', '4,800', '48,000', '480,000'] },
      { question: 'Which Soviet probe first photographed the far side of the Moon?', options: ['Luna 2', 'Luna 3', 'Sputnik 1', 'Vostok 1'] },
      { question: "The gravity at the Moon's surface is about one-sixth as strong as Earth's.", options: TF },
      { question: 'Who stayed in orbit aboard Apollo 11 while Armstrong and Aldrin walked on the Moon?', options: [] },
    ],
  },
  {
    id: 's30-03-canvas-question-n-and-pts-header-lines-plain-options-blank-separated',
    split: 's30',
    text: `Question 1
1 pts
Which critic first called the group "Impressionists" in a mocking review?

Émile Zola

Louis Leroy

Charles Baudelaire

Paul Durand-Ruel

Question 2
1 pts
The Great Barrier Reef was listed as a UNESCO World Heritage Site in 1981.

True

False

Question 3
1 pts
In what year did Cook's ship, the Endeavour, strike the Great Barrier Reef?

1768

1770

1776

1788

Question 4
1 pts
What is the name of the heart's natural pacemaker?

Question 5
1 pts
Which of these books did Adam Smith publish first?

The Theory of Moral Sentiments

An Inquiry into the Nature and Causes of the Wealth of Nations`,
    expected: [
      { question: 'Which critic first called the group "Impressionists" in a mocking review?', options: ['Émile Zola', 'Louis Leroy', 'Charles Baudelaire', 'Paul Durand-Ruel'] },
      { question: 'The Great Barrier Reef was listed as a UNESCO World Heritage Site in 1981.', options: TF },
      { question: "In what year did Cook's ship, the Endeavour, strike the Great Barrier Reef?", options: ['1768', '1770', '1776', '1788'] },
      { question: "What is the name of the heart's natural pacemaker?", options: [] },
      { question: 'Which of these books did Adam Smith publish first?', options: ['The Theory of Moral Sentiments', 'An Inquiry into the Nature and Causes of the Wealth of Nations'] },
    ],
  },
];
