/**
 * A fresh set for the s34 round: five passages of the kinds a student pastes — a medicine section (the discovery
 * of insulin: the hopeless outlook for diabetic children and the near-starvation diet, Langerhans's islets of 1869,
 * Minkowski and von Mering's dog "twenty years later", Banting's idea of October 1920, Macleod's ten dogs and his
 * student assistant Best, Collip's purified extract, Leonard Thompson's injections of 11 January 1922 and "twelve
 * days later", the name from insula, Eli Lilly, the one-dollar patent, the Nobel Prize of 1923 and the shared prize
 * money, Sanger's 51 amino acids and bacterial human insulin of 1978 / 1982), a history section (the Hanseatic
 * League: the meaning of Hanse, Lübeck refounded by Henry the Lion in 1159, the Lübeck–Hamburg treaty of 1241, the
 * goods carried east and west, Lüneburg salt and herring, the cog, the four Kontore, the Diet first held in 1356,
 * Valdemar IV and the Treaty of Stralsund of 1370 with its fifteen years, the closing of the Peterhof in 1494 and the
 * Steelyard in 1598, the last Diet of 1669 with nine towns, and the H on Hamburg's number plates), a space-science
 * section (the Voyager probes: the alignment once every 175 years and gravity assists, Voyager 2 launched first on
 * 20 August 1977 and Voyager 1 on 5 September, the plutonium generators losing about four watts a year, Io's
 * volcanoes, the Titan pass, Uranus in 1986 and Neptune in 1989, the Golden Record, the "pale blue dot" of
 * 14 February 1990 and the heliopause crossings of 2012 and 2018), an economics / civics section (the European
 * Coal and Steel Community: the Ruhr and the Saar, the Schuman declaration of 9 May 1950, Monnet, Adenauer, the
 * six, the United Kingdom staying out, the Treaty of Paris signed 18 April 1951 and in force 23 July 1952 for fifty
 * years, the four institutions, the common markets of 1953, the Treaties of Rome and the expiry of 2002) and a
 * literature passage (the life and work of Chinua Achebe, from Ogidi in 1930 and the dropped name Albert, the
 * medicine scholarship at Ibadan and the switch, Things Fall Apart of 1958 with its Yeats title, Umuofia, Okonkwo
 * and Unoka, the African Trilogy, the African Writers Series, Biafra, the 1975 lecture on Heart of Darkness, the
 * accident of 1990 and his death in 2013) — and three pasted quizzes, written for this eval by a separate writer
 * for session 34 who had read only this file's s33 counterpart for its shape, had not read the engine, the server,
 * the page or their tests, ran nothing of the tool, and handed the file back uncommitted before any run. The
 * passages are our own wording of well-known facts (no text copied; the only quoted words are Schuman's famous
 * "not merely unthinkable, but materially impossible" and the title of the District Commissioner's book inside the
 * novel), 500–560 words each, in paragraphs as a textbook section is pasted; each has 14 short-answer questions
 * worded as a teacher writes them (about half paraphrase the passage's verb or noun — offer / give, proposed /
 * suggested (twice), practising / working, gave / provide, at its height / at its peak, signed a treaty to protect
 * / agree to protect, sent representatives / were represented, closed / shut down, launched / lift off, discovered
 * / find, called / gave the name, worked out / drew up, welcomed at once / immediately supported, came into force
 * / take effect, concluded for / meant to last, grew into / become, merged / combined, dropped / gave up,
 * published / brought out, attacked / criticised, supported / backed), not after any engine's rules, with two or
 * three why/how questions whose answer is a clause, and questions whose answer is a number with its unit ("about 29
 * kilograms", "twelve days", "about four watts", "30 centimetres", "fifteen years", "fifty years", "more
 * than 22 hours"), a date ("11 January 1922", "20 August 1977", "25 August 2012", "9 May 1950", "23 July 1952",
 * "16 November 1930"),
 * a period ("about once every 175 years", "February 1953"), a name, one item of a list (an animal whose pancreas
 * was used, a raw material from the Baltic, a planet only Voyager 2 has visited, a coalfield, one of the six, a
 * novel of the African Trilogy), or an answer the passage's sentence gives only through a pronoun ("he found a
 * way to purify the extract", "gave him half of his prize money", "went to war against him", "At Uranus it
 * discovered ten new moons", "which he later called the pale blue dot", "he proposed that", "In 1948 he won a
 * scholarship"); and six true/false statements per passage, three true and three false, falsified the way
 * teachers do: an agent swapped between two people or probes named in different clauses (Macleod / Banting,
 * Voyager 1 / Voyager 2, Adenauer / Monnet, Unoka / Okonkwo), a year taken from another event in the same sentence
 * (1978 for the sale in 1982, 1494 for the Steelyard's 1598, 1989 for Uranus's 1986, 1952 for the signing in 1951,
 * 1964 for No Longer at Ease's 1960), a wrong number from nearby (twelve for Thompson's age of
 * fourteen, 1361 for the Diet's 1356), "always" and "only" where the passage says "usually" or names a second
 * visitor, an opposite word (raised for abolished, praised for attacked); the true ones need a relative date
 * worked out ("Twelve days later", "for fifteen years", launch dates sixteen days apart, "concluded for fifty
 * years", graduation 1953 to publication 1958), a name given by an alias or title ("the German medical student",
 * "the Duke of Saxony", "The only spacecraft to have visited Neptune", "The Community's executive body", "The
 * father of modern African literature"), or heavy paraphrase. The pasted quizzes use layouts meant to differ from
 * s33's (a Canvas classic-quiz page copy with a title, a "Started:" line, "Quiz Instructions", "Flag this
 * Question" / "Question N" / "1 pts" lines, unlettered options each on its own line, a short-answer item whose
 * text box copies as nothing, and "Quiz saved at …" / "Submit Quiz" after the last question; a printed review
 * worksheet with a "____ 1." answer blank before each number and the options "a) … b) … c) … d) …" all on one
 * indented line under the question, a true/false item as "a) True b) False"; and a numbered Word handout with a
 * Name/Period line, underscore answer lines under the open questions, a true/false item as "☐ True ☐ False" on
 * one line and a multiple-choice item with "☐" boxes each on its own line, and a page footer). The subject union
 * is used as s33 uses it: insulin and the Voyager probes are filed under 'science', the Hanseatic League under
 * 'history', the ECSC under 'economics' and Achebe under 'literature'. The split unions in own-passages.ts and
 * own-pasted-quizzes.ts need 's34' for this file to type-check; this writer touched no file but this one. To be
 * measured once with a `--split s34` run; from then on it is looked at, so it is dev material whatever its split
 * says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S34_PASSAGES: OwnPassage[] = [
  {
    id: 'discovery-of-insulin',
    subject: 'science',
    split: 's34',
    text: `Diabetes has been known since ancient times, but until the early twentieth century the severe form of the disease that strikes children and young adults was in effect a death sentence. Patients lost weight rapidly and usually died within a year or two of diagnosis. The only treatment doctors could offer was a near-starvation diet, which at best prolonged life by a few months. The key to the disease lay in the pancreas. In 1869 the German medical student Paul Langerhans described small clusters of cells scattered through the organ, later named the islets of Langerhans. Twenty years later Oskar Minkowski and Joseph von Mering took out the pancreas of a dog and found that the animal quickly developed diabetes. Scientists began to suspect that the islets released a substance that controlled the level of sugar in the blood, but every attempt to extract it failed, because the digestive enzymes made by the rest of the pancreas destroyed it.

In October 1920 Frederick Banting, a young surgeon practising in London, Ontario, read an article about the pancreas and had an idea: if the duct that carries the digestive juices were tied off, the cells making them would waste away, leaving the islets intact. He took the idea to John Macleod, a Scottish professor of physiology at the University of Toronto. Macleod was doubtful, but in May 1921 he gave Banting laboratory space, ten dogs and a student assistant, Charles Best, before leaving for a summer in Scotland. That summer the two young men tied off the ducts of some dogs, made an extract from the shrunken pancreas and injected it into dogs whose pancreas had been removed. Their blood sugar fell. Late that year the biochemist James Collip joined the team, and he found a way to purify the extract so that it was safe to give to people.

The first patient was Leonard Thompson, a fourteen-year-old boy who weighed only about 29 kilograms and was close to death in Toronto General Hospital. He received his first injection on 11 January 1922, but the extract was impure and caused an allergic reaction. Twelve days later he was given Collip's purified version, and his blood sugar dropped to nearly normal levels. The team had first called the extract "isletin", but Macleod proposed the name insulin, from the Latin word insula, meaning "island".

Making enough of it was the next problem. The university worked with the American drug company Eli Lilly, which was soon extracting insulin from the pancreases of cattle and pigs from slaughterhouses. Banting, Best and Collip sold their patent to the University of Toronto for one dollar each, because they wanted the treatment to reach patients rather than to make them rich. In 1923 the Nobel Prize in Physiology or Medicine went to Banting and Macleod. Banting, angry that Best had been left out, gave him half of his prize money, and Macleod in turn shared his with Collip. At 32, Banting became the youngest winner of that prize.

In 1955 the British biochemist Frederick Sanger worked out the exact order of the 51 amino acids in insulin, the first protein to be sequenced. In 1978 scientists at the company Genentech used genetically modified bacteria to make human insulin, which went on sale in 1982.`,
    shortAnswers: [
      { question: 'Before insulin, what was the only treatment doctors could give people with severe diabetes?', answers: ['a near-starvation diet', 'near-starvation diet', 'a near starvation diet', 'near starvation diet', 'a starvation diet', 'starvation diet', 'near-starvation diets'] },
      { question: 'In what year did Paul Langerhans describe the small clusters of cells in the pancreas?', answers: ['1869', 'in 1869'] },
      { question: 'Why had all earlier attempts to extract the substance from the pancreas failed?', answers: ['because the digestive enzymes made by the rest of the pancreas destroyed it', 'the digestive enzymes made by the rest of the pancreas destroyed it', 'because the digestive enzymes destroyed it', 'the digestive enzymes destroyed it', 'because digestive enzymes from the rest of the pancreas destroyed it', 'it was destroyed by the digestive enzymes made by the rest of the pancreas', 'because it was destroyed by digestive enzymes', 'digestive enzymes destroyed it'] },
      { question: 'In which town was Banting working as a surgeon when he had his idea?', answers: ['London, Ontario', 'London Ontario', 'in London, Ontario', 'London'] },
      { question: 'How many dogs did Macleod provide for the experiments?', answers: ['ten', '10', 'ten dogs', '10 dogs'] },
      { question: 'Who worked out how to purify the extract so that it could safely be given to people?', answers: ['James Collip', 'Collip', 'the biochemist James Collip', 'J. B. Collip'] },
      { question: 'How much did Leonard Thompson weigh when he was treated?', answers: ['about 29 kilograms', '29 kilograms', '29 kg', 'about 29 kg', 'around 29 kilograms', 'only about 29 kilograms', '29 kilos', 'about 29 kilos'] },
      { question: 'On what date was Thompson given his first injection?', answers: ['11 January 1922', 'on 11 January 1922', 'January 11, 1922', 'January 11 1922', '11 Jan 1922', '11th January 1922', '11/1/1922'] },
      { question: 'How long after the first injection did Thompson receive the purified extract?', answers: ['twelve days', '12 days', 'twelve days later', '12 days later', 'twelve', '12'] },
      { question: 'Who suggested calling the hormone insulin?', answers: ['John Macleod', 'Macleod', 'Professor Macleod', 'J. J. R. Macleod'] },
      { question: 'Name one animal whose pancreas Eli Lilly used to make insulin.', answers: ['cattle', 'pigs', 'cows', 'a pig', 'a cow', 'pig', 'cow', 'cattle and pigs', 'cattle or pigs'] },
      { question: 'Why did Banting, Best and Collip sell their patent for only one dollar each?', answers: ['because they wanted the treatment to reach patients rather than to make them rich', 'they wanted the treatment to reach patients rather than to make them rich', 'because they wanted the treatment to reach patients', 'they wanted the treatment to reach patients', 'so that the treatment would reach patients rather than make them rich', 'they wanted it to reach patients, not to make them rich', 'because they did not want to get rich from it', 'to let the treatment reach patients'] },
      { question: "Who received half of Banting's Nobel Prize money?", answers: ['Charles Best', 'Best', 'his assistant Charles Best'] },
      { question: 'How many amino acids make up insulin?', answers: ['51', 'fifty-one', '51 amino acids', 'fifty-one amino acids'] },
    ],
    statements: [
      // swapped agent: Banting gave Best half his prize money; Macleod shared his with Collip
      { statement: 'Macleod gave Charles Best half of his Nobel Prize money.', truth: false },
      // relative date: first injection 11 January 1922, "Twelve days later" = 23 January 1922
      { statement: "Leonard Thompson was given Collip's purified extract on 23 January 1922.", truth: true },
      // year from another event in the same sentence: 1978 is when bacteria made human insulin; the sale came in 1982
      { statement: 'Human insulin made by genetically modified bacteria first went on sale in 1978.', truth: false },
      // alias ("the German medical student") and a worked-out gap: 1869 and "Twenty years later"
      { statement: "The German medical student described the islet cells two decades before Minkowski and von Mering's experiment on a dog.", truth: true },
      // number from a neighbouring sentence: Thompson was fourteen; "Twelve days later" follows two sentences on
      { statement: 'Leonard Thompson was twelve years old when he received his first injection.', truth: false },
      // heavy paraphrase, true
      { statement: "Before insulin, cutting a patient's food almost to nothing could at most add a few months to his or her life.", truth: true },
    ],
  },
  {
    id: 'hanseatic-league',
    subject: 'history',
    split: 's34',
    text: `The Hanseatic League was an association of merchants and trading towns that dominated commerce in northern Europe for some three hundred years, from the thirteenth century to the sixteenth. Hanse is an old German word for a group or company, and at first it referred to bands of German merchants who travelled abroad together for safety. The league had no king, no permanent army and no written constitution. It grew out of agreements between towns, and at its height in the fourteenth and fifteenth centuries it linked nearly two hundred of them, from the Netherlands in the west to the Baltic lands and Russia in the east.

Its leading city was Lübeck, on the Baltic coast of Germany, which had been refounded in 1159 by Henry the Lion, Duke of Saxony. Lübeck lay only a short distance overland from Hamburg, on the North Sea side, and goods moving between the two seas were often carried across this narrow neck of land rather than shipped around the dangerous northern tip of Denmark. In 1241 the two cities signed a treaty to protect the road between them, an agreement often seen as the seed of the league. Other important members included Bremen, Cologne, Riga and Danzig, which is now Gdańsk in Poland.

Hanseatic merchants carried raw materials from the east and north to the west and brought manufactured goods back. Grain, timber, furs, wax, amber and tar came from the Baltic and Russian lands; dried cod, known as stockfish, came from Norway; and fine woollen cloth came from Flanders and England. Salt from the mines of Lüneburg was especially valuable, since it was used to preserve the herring caught off the coast of what is now southern Sweden. Most of this cargo travelled in the cog, a broad, sturdy sailing ship with a single mast and a flat bottom, which could carry far more than earlier vessels.

Abroad, the league ran four great trading posts called Kontore: the Steelyard in London, a branch in Bruges in Flanders, the Bryggen wharf in Bergen in Norway, and the Peterhof in Novgorod in Russia. In these walled compounds the German merchants lived under their own laws, and in Bergen they had to remain unmarried. Representatives of the member towns met at irregular intervals in an assembly called the Diet, usually in Lübeck; the first general Diet was held in 1356.

The league could also fight. When King Valdemar IV of Denmark seized the island of Gotland and its rich town of Visby in 1361, the Hanseatic towns eventually went to war against him. They won, and the Treaty of Stralsund of 1370 gave them control of several Danish fortresses on the coast of Scania for fifteen years, as well as a say in choosing Valdemar's successor.

From the late fifteenth century onwards the league slowly declined. Powerful territorial states were emerging, Dutch and English merchants were growing stronger, and the main trade routes were shifting towards the Atlantic. In 1494 Ivan III of Moscow closed the Peterhof, and in 1598 Queen Elizabeth I shut the Steelyard. The last Diet met in 1669, and only nine towns sent representatives. Yet the memory survives: Hamburg, Bremen and Lübeck still describe themselves as Hanseatic cities, and the first letter of HH on Hamburg's car number plates stands for Hansestadt, "Hanseatic town".`,
    shortAnswers: [
      { question: 'What does the old German word Hanse mean?', answers: ['a group or company', 'group or company', 'a group', 'a company', 'group', 'company', 'a group or a company'] },
      { question: 'About how many towns belonged to the league at its peak?', answers: ['nearly two hundred', 'nearly 200', 'about 200', 'almost two hundred', 'almost 200', 'around 200', 'about two hundred', '200', 'two hundred'] },
      { question: 'Who refounded Lübeck in 1159?', answers: ['Henry the Lion', 'Henry the Lion, Duke of Saxony', 'the Duke of Saxony', 'Henry the Lion (Duke of Saxony)'] },
      { question: 'Why were goods between the Baltic and the North Sea often taken overland between Lübeck and Hamburg?', answers: ['rather than shipped around the dangerous northern tip of Denmark', 'to avoid shipping them around the dangerous northern tip of Denmark', 'to avoid sailing around the dangerous northern tip of Denmark', 'because the sea route around the northern tip of Denmark was dangerous', 'because shipping them around the northern tip of Denmark was dangerous', 'so they did not have to be shipped around the dangerous northern tip of Denmark', 'the route around the northern tip of Denmark was dangerous', 'because it was only a short distance overland and the route around Denmark was dangerous'] },
      { question: 'In what year did Lübeck and Hamburg agree to protect the road linking them?', answers: ['1241', 'in 1241'] },
      { question: 'What is the modern name of Danzig?', answers: ['Gdańsk', 'Gdansk'] },
      { question: 'Name one raw material that came from the Baltic and Russian lands.', answers: ['grain', 'timber', 'furs', 'fur', 'wax', 'amber', 'tar', 'wood', 'Grain, timber, furs, wax, amber and tar'] },
      { question: 'Why was salt from Lüneburg so valuable?', answers: ['it was used to preserve the herring caught off the coast of what is now southern Sweden', 'because it was used to preserve the herring caught off southern Sweden', 'because it was used to preserve the herring', 'it was used to preserve herring', 'to preserve herring', 'because it was used to preserve fish', 'it preserved the herring', 'for preserving herring', 'since it was used to preserve the herring caught off the coast of what is now southern Sweden'] },
      { question: 'How many masts did a cog have?', answers: ['one', '1', 'a single mast', 'one mast', 'a single one', 'single mast', 'only one'] },
      { question: 'In which city was the Steelyard located?', answers: ['London', 'in London'] },
      { question: 'Against which king did the Hanseatic towns go to war?', answers: ['Valdemar IV', 'King Valdemar IV', 'Valdemar IV of Denmark', 'King Valdemar IV of Denmark', 'Valdemar', 'Waldemar IV', 'Valdemar the Fourth'] },
      { question: 'For how many years did the league hold the Danish fortresses in Scania?', answers: ['fifteen years', '15 years', 'fifteen', '15', 'for fifteen years', 'for 15 years'] },
      { question: 'Which ruler shut down the Peterhof in Novgorod?', answers: ['Ivan III', 'Ivan III of Moscow', 'Ivan the Third', 'Ivan III of Muscovy', 'Ivan the Great'] },
      { question: 'How many towns were represented at the last Diet?', answers: ['nine', '9', 'only nine', 'nine towns', '9 towns', 'only nine towns', 'only 9'] },
    ],
    statements: [
      // year from another event in the same sentence: 1494 is the Peterhof's closing; the Steelyard was 1598
      { statement: 'Queen Elizabeth I shut the Steelyard in London in 1494.', truth: false },
      // relative date: 1370 + "for fifteen years" = 1385
      { statement: 'Under the Treaty of Stralsund, the Hanseatic towns were to hold the Scanian fortresses until 1385.', truth: true },
      // "always" where the passage says "usually"
      { statement: 'The Diet always met in Lübeck.', truth: false },
      // title for Henry the Lion
      { statement: "The Duke of Saxony refounded the league's leading city in 1159.", truth: true },
      // number from a neighbouring paragraph: the first general Diet was 1356; 1361 is Valdemar's seizure of Gotland
      { statement: 'The first general Diet of the Hanseatic towns was held in 1361.', truth: false },
      // heavy paraphrase, true
      { statement: 'Raw materials moved westward in Hanseatic ships, while finished goods travelled in the opposite direction.', truth: true },
    ],
  },
  {
    id: 'voyager-probes',
    subject: 'science',
    split: 's34',
    text: `The two Voyager probes, launched by NASA in 1977, have travelled farther than any other objects made by humans. Their mission was made possible by a rare arrangement of the outer planets. In the late 1970s Jupiter, Saturn, Uranus and Neptune lay in positions that recur only about once every 175 years, so a spacecraft could swing from one planet to the next, using the gravity of each to bend its path and gain speed. This technique, called a gravity assist, cut the travel time to Neptune from about thirty years to twelve.

Voyager 2 was launched first, on 20 August 1977, from Cape Canaveral in Florida. Voyager 1 followed on 5 September, but on a shorter, faster route, so it overtook its twin and reached Jupiter first, in March 1979. Because sunlight so far from the Sun is too weak for solar panels, the probes are powered by radioisotope thermoelectric generators, which turn the heat given off by decaying plutonium into electricity. Their output falls by about four watts every year, and engineers have had to switch off heaters and instruments one by one to keep the craft working.

The probes transformed our knowledge of the outer planets. At Jupiter, images from Voyager 1 revealed erupting volcanoes on the moon Io, the first active volcanoes ever seen beyond Earth. Voyager 1 then flew past Saturn in November 1980, studying its rings and making a close pass of its largest moon, Titan, whose thick atmosphere interested scientists. That manoeuvre bent its path out of the plane in which the planets orbit, so it could visit no more planets. Voyager 2 continued the grand tour. It reached Saturn in August 1981, Uranus in January 1986 and Neptune in August 1989, and it remains the only spacecraft to have visited the two outermost planets. At Uranus it discovered ten new moons, and at Neptune it found a huge storm, the Great Dark Spot, and geysers erupting on the frozen moon Triton.

Each probe carries a message for anyone who might find it: the Golden Record, a 30-centimetre gold-plated copper disc packed with a stylus and instructions for playing it. A committee chaired by the astronomer Carl Sagan chose its contents, which include 115 images, natural sounds such as thunder and birdsong, music from many cultures, from Bach to Chuck Berry, and spoken greetings in 55 languages. Sagan also persuaded NASA to turn Voyager 1's camera back towards home. On 14 February 1990, from about 6 billion kilometres away, it took a picture in which Earth appears as a speck less than a pixel across, which he later called the "pale blue dot".

The probes have long since left the planets behind. On 25 August 2012 Voyager 1 crossed the heliopause, the boundary where the stream of charged particles from the Sun gives way to the thin gas between the stars, and became the first human-made object to reach interstellar space. Voyager 2 followed in November 2018. Radio signals from Voyager 1, travelling at the speed of light, now take more than 22 hours to reach Earth, where the dish antennas of NASA's Deep Space Network pick them up. Engineers expect the last instruments to fall silent within a few years, but the craft will drift through the galaxy for millions of years.`,
    shortAnswers: [
      { question: 'How often do the outer planets line up in the way that made the Voyager mission possible?', answers: ['about once every 175 years', 'once every 175 years', 'every 175 years', 'about every 175 years', 'once in 175 years', 'roughly once every 175 years', 'only about once every 175 years'] },
      { question: 'How does a gravity assist help a spacecraft on its way?', answers: ["it uses the gravity of each planet to bend the spacecraft's path and gain speed", 'by using the gravity of each planet to bend its path and gain speed', 'the gravity of each planet bends its path and gives it speed', "it uses a planet's gravity to bend its path and gain speed", 'using the gravity of each planet to bend its path and gain speed', 'it bends its path and gives it extra speed', 'it lets it swing from one planet to the next, gaining speed', 'by letting it swing from one planet to the next using their gravity to gain speed'] },
      { question: 'How many years did the trip to Neptune take thanks to gravity assists?', answers: ['twelve', '12', 'twelve years', '12 years', 'about twelve years', 'about 12 years'] },
      { question: 'On what date did Voyager 2 lift off?', answers: ['20 August 1977', 'on 20 August 1977', 'August 20, 1977', 'August 20 1977', '20 Aug 1977', '20th August 1977'] },
      { question: 'Why did Voyager 1 arrive at Jupiter before Voyager 2?', answers: ['it was on a shorter, faster route', 'because it was on a shorter, faster route', 'it took a shorter, faster route', 'because it took a shorter, faster route and overtook its twin', 'it followed a shorter, faster route and overtook its twin', 'because it travelled on a shorter and faster route', 'because its route was shorter and faster', 'a shorter, faster route'] },
      { question: 'Why can the Voyager probes not run on solar panels?', answers: ['because sunlight so far from the Sun is too weak', 'sunlight so far from the Sun is too weak for solar panels', 'because sunlight is too weak so far from the Sun', 'the sunlight is too weak', 'because the sunlight is too weak that far from the Sun', 'sunlight is too weak for solar panels so far from the Sun', 'because sunlight so far from the Sun is too weak for solar panels', 'they are too far from the Sun, so the sunlight is too weak'] },
      { question: "By how much does the probes' power output drop each year?", answers: ['about four watts', 'four watts', '4 watts', 'about 4 watts', '4 W', 'about 4 W', 'by about four watts', 'around four watts'] },
      { question: 'Name one planet that only Voyager 2 has visited.', answers: ['Uranus', 'Neptune', 'Uranus and Neptune'] },
      { question: 'How many new moons did Voyager 2 find at Uranus?', answers: ['ten', '10', 'ten new moons', '10 new moons', 'ten moons', '10 moons'] },
      { question: 'How wide is the Golden Record?', answers: ['30 centimetres', '30 cm', '30 centimeters', '30-centimetre', 'about 30 centimetres', 'thirty centimetres', '30cm'] },
      { question: 'In how many languages are the spoken greetings on the Golden Record?', answers: ['55', 'fifty-five', '55 languages', 'fifty-five languages'] },
      { question: 'Who gave the photograph of Earth taken on 14 February 1990 the name "pale blue dot"?', answers: ['Carl Sagan', 'Sagan', 'the astronomer Carl Sagan'] },
      { question: 'When did Voyager 1 reach interstellar space?', answers: ['25 August 2012', 'on 25 August 2012', 'August 25, 2012', 'August 25 2012', '25 Aug 2012', '25th August 2012', 'in August 2012', '2012'] },
      { question: 'How long does a radio signal from Voyager 1 take to reach Earth?', answers: ['more than 22 hours', 'over 22 hours', 'more than twenty-two hours', 'about 22 hours', '22 hours', 'over twenty-two hours'] },
    ],
    statements: [
      // swapped agent: Voyager 2, not Voyager 1 (named in the sentences before), found the Great Dark Spot
      { statement: 'Voyager 1 discovered the Great Dark Spot on Neptune.', truth: false },
      // year from another event in the same sentence: 1989 is Neptune; Uranus was January 1986
      { statement: 'Voyager 2 flew past Uranus in August 1989.', truth: false },
      // relative date worked out: 20 August to 5 September 1977 is sixteen days
      { statement: 'Voyager 1 was launched sixteen days after Voyager 2.', truth: true },
      // alias: the only spacecraft to have visited Neptune is Voyager 2, which was launched first
      { statement: 'The only spacecraft to have visited Neptune was launched before its twin.', truth: true },
      // "only": Voyager 1 flew past Saturn as well
      { statement: 'Voyager 2 is the only spacecraft to have flown past Saturn.', truth: false },
      // heavy paraphrase, true
      { statement: 'Its detour past Titan meant that Voyager 1 could not go on to any further planets.', truth: true },
    ],
  },
  {
    id: 'european-coal-and-steel-community',
    subject: 'economics',
    split: 's34',
    text: `Five years after the end of the Second World War, much of western Europe was still rebuilding, and many people feared that the old rivalry between France and Germany would lead to another conflict. Coal and steel lay at the heart of the problem. They were the raw materials of heavy industry and of weapons, and the coalfields of the Ruhr and the Saar, on or near the border between the two countries, had been fought over for generations.

On 9 May 1950 the French foreign minister, Robert Schuman, put forward a bold solution. In a statement read to journalists in Paris, he proposed that the whole of French and West German coal and steel production should be placed under a common High Authority, in an organisation open to other European countries. By tying these industries together, the plan would make war between France and Germany "not merely unthinkable, but materially impossible". The idea had been worked out largely by Jean Monnet, a French businessman and official who had run France's post-war economic planning. The West German chancellor, Konrad Adenauer, welcomed the proposal at once. The date of the declaration is now celebrated every year as Europe Day.

Six countries took part in the negotiations: France, West Germany, Italy, Belgium, the Netherlands and Luxembourg. The United Kingdom was invited but stayed out, unwilling to hand control of its recently nationalised coal industry to a body beyond its own government. The Treaty of Paris establishing the European Coal and Steel Community, or ECSC, was signed on 18 April 1951 and came into force on 23 July 1952. It was concluded for a period of fifty years.

The Community had four main institutions, a pattern that the later European Union would follow. The High Authority, an independent executive of nine members based in Luxembourg, could take decisions that were binding on the member states, and Monnet served as its first president. A Common Assembly of members drawn from the national parliaments supervised its work; it later grew into the European Parliament. A Council of Ministers represented the governments of the six, and a Court of Justice settled disputes about the treaty.

The common market for coal opened in February 1953, and the one for steel followed in May. Customs duties and quotas on these products between the member states were abolished, and the High Authority kept watch over prices and competition, helped to modernise production and paid to retrain miners and steelworkers who lost their jobs when old pits and works closed. Trade in coal and steel among the six grew quickly during the 1950s.

The ECSC was a first step rather than an end in itself. Encouraged by its success, the six signed the Treaties of Rome in 1957, creating the European Economic Community, which aimed at a common market in all goods, and the European Atomic Energy Community. In 1967 the executive bodies of the three communities were merged. When the Treaty of Paris expired on 23 July 2002, the Community ceased to exist, and its remaining tasks and funds were taken over by the European Community. The six founding members are still sometimes called the "inner six".`,
    shortAnswers: [
      { question: 'Name one of the coalfields that France and Germany had fought over for generations.', answers: ['the Ruhr', 'Ruhr', 'the Saar', 'Saar', 'the Ruhr and the Saar'] },
      { question: 'Who suggested placing all French and West German coal and steel production under a common High Authority?', answers: ['Robert Schuman', 'Schuman', 'the French foreign minister Robert Schuman', 'French foreign minister Robert Schuman'] },
      { question: 'On what date was the Schuman declaration made?', answers: ['9 May 1950', 'on 9 May 1950', 'May 9, 1950', 'May 9 1950', '9th May 1950', '9 May, 1950'] },
      { question: 'How was the plan meant to make war between France and Germany impossible?', answers: ['by tying these industries together', 'by tying the coal and steel industries together', 'by tying their coal and steel industries together', 'tying these industries together', 'by placing coal and steel production under a common High Authority', 'by putting French and West German coal and steel production under a common High Authority', "it tied the two countries' coal and steel industries together"] },
      { question: 'Who drew up most of the plan?', answers: ['Jean Monnet', 'Monnet'] },
      { question: 'Which West German leader immediately supported the proposal?', answers: ['Konrad Adenauer', 'Adenauer', 'Chancellor Konrad Adenauer', 'the West German chancellor Konrad Adenauer'] },
      { question: 'Name one of the six countries that took part in the negotiations.', answers: ['France', 'West Germany', 'Germany', 'Italy', 'Belgium', 'the Netherlands', 'Netherlands', 'Luxembourg'] },
      { question: 'Why did the United Kingdom stay out of the Community?', answers: ['it was unwilling to hand control of its recently nationalised coal industry to a body beyond its own government', 'because it was unwilling to hand control of its recently nationalised coal industry to a body beyond its own government', 'it did not want to hand control of its coal industry to a body beyond its own government', 'because it did not want to give control of its recently nationalised coal industry to an outside body', 'it was unwilling to give up control of its recently nationalised coal industry', 'because it did not want to lose control of its recently nationalised coal industry', 'unwilling to hand control of its recently nationalised coal industry to a body beyond its own government'] },
      { question: 'When did the Treaty of Paris take effect?', answers: ['23 July 1952', 'on 23 July 1952', 'July 23, 1952', 'July 23 1952', '23rd July 1952', '23 Jul 1952'] },
      { question: 'For how long was the treaty meant to last?', answers: ['fifty years', '50 years', 'a period of fifty years', 'for fifty years', 'for 50 years', 'a period of 50 years'] },
      { question: 'How many members did the High Authority have?', answers: ['nine', '9', 'nine members', '9 members'] },
      { question: 'What did the Common Assembly eventually become?', answers: ['the European Parliament', 'European Parliament'] },
      { question: 'When did the common market for coal open?', answers: ['February 1953', 'in February 1953', 'Feb 1953', '1953'] },
      { question: 'In what year were the executive bodies of the three communities combined?', answers: ['1967', 'in 1967'] },
    ],
    statements: [
      // swapped agent: Monnet was the High Authority's first president; Adenauer only welcomed the plan
      { statement: 'Konrad Adenauer was the first president of the High Authority.', truth: false },
      // year from another event in the same sentence: 1952 is the entry into force; signed 18 April 1951
      { statement: 'The Treaty of Paris was signed on 23 July 1952.', truth: false },
      // relative date: in force 23 July 1952, "concluded for a period of fifty years", expired 23 July 2002
      { statement: 'The treaty that set up the ECSC expired exactly fifty years after it came into force.', truth: true },
      // alias: "The Community's executive body" is the High Authority
      { statement: "The Community's executive body had its seat in Luxembourg.", truth: true },
      // opposite word: the duties were abolished, not raised
      { statement: 'The ECSC raised customs duties on coal and steel traded between its member states.', truth: false },
      // heavy paraphrase, true
      { statement: 'Miners who were laid off when old pits shut could have their retraining paid for by the High Authority.', truth: true },
    ],
  },
  {
    id: 'chinua-achebe',
    subject: 'literature',
    split: 's34',
    text: `Chinua Achebe, often called the father of modern African literature, was born on 16 November 1930 in the village of Ogidi, in south-eastern Nigeria, which was then a British colony. His parents were Igbo, and they named him Albert Chinualumogu Achebe; as a university student he dropped his English first name. His father was a teacher and evangelist for the Church Missionary Society, so the boy grew up between two worlds, listening to the folk tales and proverbs of his Igbo relatives while reading the Bible and English books at the mission school.

In 1948 he won a scholarship to study medicine at the new University College in Ibadan, but after a year he switched to English literature, history and religion. Reading European novels set in Africa, such as Joyce Cary's Mister Johnson, he was struck by the way their African characters were shown as foolish or savage, and he decided that Africans needed to tell their own story. After graduating in 1953 he taught briefly and then joined the Nigerian Broadcasting Service in Lagos, where he worked on radio programmes.

His first novel, Things Fall Apart, was published in London by Heinemann in 1958, two years before Nigerian independence. Its title comes from a line in "The Second Coming", a poem by the Irish poet W. B. Yeats. The novel is set in the fictional Igbo village of Umuofia in the late nineteenth century, before and after the arrival of British missionaries and colonial officers. Its hero, Okonkwo, is a proud and hot-tempered man who first became famous as a young wrestler and who fears more than anything being seen as weak like his idle father, Unoka. As the new religion divides the clan and the colonial government takes power, Okonkwo kills a court messenger and then takes his own life. The book ends with the British District Commissioner planning to give him a single paragraph in a book he means to call The Pacification of the Primitive Tribes of the Lower Niger. Things Fall Apart has sold more than 20 million copies and has been translated into more than 50 languages.

Achebe followed it with No Longer at Ease in 1960, about Okonkwo's grandson, and Arrow of God in 1964; together the three are often called the African Trilogy. From 1962 he was also the first general editor of Heinemann's African Writers Series, which brought dozens of African authors to readers around the world. During the Nigerian Civil War of 1967 to 1970 he supported the breakaway state of Biafra and travelled abroad to win support for its cause.

In 1975, in a lecture at the University of Massachusetts, he attacked Joseph Conrad's novel Heart of Darkness, arguing that it reduced Africa to a mere backdrop for a European's story, and he called Conrad a thoroughgoing racist; the lecture started a debate that still continues. In 1990 a car accident in Nigeria left him paralysed from the waist down, and he spent most of his remaining years teaching in the United States, first at Bard College in New York State and later at Brown University. He won the Man Booker International Prize in 2007. He died in Boston on 21 March 2013, at the age of 82.`,
    shortAnswers: [
      { question: 'On what date was Chinua Achebe born?', answers: ['16 November 1930', 'on 16 November 1930', 'November 16, 1930', 'November 16 1930', '16th November 1930', '16 Nov 1930'] },
      { question: 'What English first name did Achebe give up as a student?', answers: ['Albert'] },
      { question: 'Which subject was Achebe first given a scholarship to study at Ibadan?', answers: ['medicine', 'to study medicine'] },
      { question: 'Why did Achebe decide that Africans needed to tell their own story?', answers: ['because European novels set in Africa showed African characters as foolish or savage', 'European novels set in Africa showed African characters as foolish or savage', 'because European novels showed Africans as foolish or savage', 'he was struck by the way European novels showed their African characters as foolish or savage', 'because in European novels such as Mister Johnson the African characters were shown as foolish or savage', 'African characters in European novels were shown as foolish or savage', 'because the African characters in European novels were foolish or savage'] },
      { question: 'Which organisation did Achebe work for in Lagos after he graduated?', answers: ['the Nigerian Broadcasting Service', 'Nigerian Broadcasting Service', 'the Nigerian Broadcasting Service in Lagos', 'the NBS'] },
      { question: 'Which publisher brought out Things Fall Apart?', answers: ['Heinemann', 'Heinemann in London'] },
      { question: 'Which poet wrote the poem that gave Things Fall Apart its title?', answers: ['W. B. Yeats', 'W.B. Yeats', 'Yeats', 'William Butler Yeats', 'the Irish poet W. B. Yeats'] },
      { question: 'In which fictional village is Things Fall Apart set?', answers: ['Umuofia', 'the village of Umuofia', 'in Umuofia'] },
      { question: "What is the name of Okonkwo's father?", answers: ['Unoka'] },
      { question: 'Name one of the novels that make up the African Trilogy.', answers: ['Things Fall Apart', 'No Longer at Ease', 'Arrow of God'] },
      { question: 'Which breakaway state did Achebe back during the Nigerian Civil War?', answers: ['Biafra', 'the breakaway state of Biafra', 'the Republic of Biafra'] },
      { question: 'Which novel did Achebe criticise in his 1975 lecture?', answers: ['Heart of Darkness', "Joseph Conrad's Heart of Darkness", 'Heart of Darkness by Joseph Conrad', "Conrad's Heart of Darkness"] },
      { question: 'How did the 1990 car accident affect Achebe?', answers: ['it left him paralysed from the waist down', 'he was paralysed from the waist down', 'left him paralysed from the waist down', 'it paralysed him from the waist down', 'he was left paralysed from the waist down', 'paralysed from the waist down', 'it left him paralyzed from the waist down'] },
      { question: 'How old was Achebe when he died?', answers: ['82', 'eighty-two', '82 years old', 'at the age of 82', 'aged 82'] },
    ],
    statements: [
      // year from another event in the same sentence: 1964 is Arrow of God; No Longer at Ease came out in 1960
      { statement: "No Longer at Ease, the novel about Okonkwo's grandson, was published in 1964.", truth: false },
      // swapped agent: Okonkwo, not his father Unoka, was the famous young wrestler
      { statement: 'Unoka first became famous as a young wrestler.', truth: false },
      // relative date worked out: graduated 1953, first novel 1958
      { statement: 'Things Fall Apart came out five years after Achebe graduated.', truth: true },
      // title for Achebe; Nigeria "was then a British colony"
      { statement: 'The father of modern African literature was born in a British colony.', truth: true },
      // opposite word: he attacked the novel, he did not praise it
      { statement: "In his 1975 lecture Achebe praised Joseph Conrad's Heart of Darkness.", truth: false },
      // heavy paraphrase, true
      { statement: 'Although he went to Ibadan to train as a doctor, Achebe moved over to literature after a year.', truth: true },
    ],
  },
];

export const S34_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's34-01-canvas-classic-quiz-copy-flag-this-question-pts-lines-unlettered-options-empty-text-box-submit-quiz',
    split: 's34',
    text: `Unit 9 Quiz: Insulin and the Voyager Probes
Started: Dec 2 at 9:14am
Quiz Instructions
Answer all five questions. You have one attempt and 20 minutes.

Flag this Question
Question 1
1 pts
Who was Frederick Banting's student assistant in the summer of 1921?
Charles Best
James Collip
John Macleod
Leonard Thompson

Flag this Question
Question 2
1 pts
Leonard Thompson received his first insulin injection in January 1922.
True
False

Flag this Question
Question 3
1 pts
Which planet did Voyager 1 reach in March 1979?
Saturn
Jupiter
Uranus
Neptune

Flag this Question
Question 4
2 pts
In what year did Voyager 1 cross the heliopause into interstellar space?

Flag this Question
Question 5
1 pts
On which moon did Voyager 2 find geysers erupting?
Io
Titan
Triton

Quiz saved at 9:21am
Submit Quiz`,
    expected: [
      { question: "Who was Frederick Banting's student assistant in the summer of 1921?", options: ['Charles Best', 'James Collip', 'John Macleod', 'Leonard Thompson'] },
      { question: 'Leonard Thompson received his first insulin injection in January 1922.', options: TF },
      { question: 'Which planet did Voyager 1 reach in March 1979?', options: ['Saturn', 'Jupiter', 'Uranus', 'Neptune'] },
      { question: 'In what year did Voyager 1 cross the heliopause into interstellar space?', options: [] },
      { question: 'On which moon did Voyager 2 find geysers erupting?', options: ['Io', 'Titan', 'Triton'] },
    ],
  },
  {
    id: 's34-02-review-worksheet-answer-blank-before-number-paren-letter-options-all-on-one-indented-line',
    split: 's34',
    text: `HISTORY & CIVICS REVIEW – THE HANSA AND THE ECSC
Directions: Write the letter of the best answer on the line next to each number.

____ 1. Which city was the leading town of the Hanseatic League?
        a) Hamburg     b) Lübeck     c) Bergen     d) Novgorod
____ 2. What kind of ship carried most Hanseatic cargo?
        a) galley     b) longship     c) cog     d) caravel
____ 3. The Treaty of Stralsund was signed in 1370.
        a) True     b) False
____ 4. Who put forward the plan for a coal and steel community on 9 May 1950?
        a) Jean Monnet     b) Konrad Adenauer     c) Robert Schuman
____ 5. Which country was invited to join the ECSC but stayed out?
        a) Italy     b) the United Kingdom     c) Luxembourg     d) the Netherlands
____ 6. How many members sat on the High Authority?
        a) six     b) nine     c) twelve     d) fifty`,
    expected: [
      { question: 'Which city was the leading town of the Hanseatic League?', options: ['Hamburg', 'Lübeck', 'Bergen', 'Novgorod'] },
      { question: 'What kind of ship carried most Hanseatic cargo?', options: ['galley', 'longship', 'cog', 'caravel'] },
      { question: 'The Treaty of Stralsund was signed in 1370.', options: TF },
      { question: 'Who put forward the plan for a coal and steel community on 9 May 1950?', options: ['Jean Monnet', 'Konrad Adenauer', 'Robert Schuman'] },
      { question: 'Which country was invited to join the ECSC but stayed out?', options: ['Italy', 'the United Kingdom', 'Luxembourg', 'the Netherlands'] },
      { question: 'How many members sat on the High Authority?', options: ['six', 'nine', 'twelve', 'fifty'] },
    ],
  },
  {
    id: 's34-03-word-handout-underscore-answer-lines-checkbox-true-false-on-one-line-checkbox-options-footer',
    split: 's34',
    text: `English 10 – Chinua Achebe: Reading Check
Name: ____________________________     Period: _____

Answer each question on the lines provided.

1. In which year was Things Fall Apart first published?
______________________________________________________________________
______________________________________________________________________

2. Which Irish poet wrote the poem that gives the novel its title?
______________________________________________________________________

3. Okonkwo is afraid of being thought weak, like his father Unoka.
☐ True     ☐ False

4. Which of these books did Achebe attack in his 1975 lecture?
☐ Mister Johnson
☐ Heart of Darkness
☐ Arrow of God
☐ No Longer at Ease

5. Why did Achebe decide that Africans needed to tell their own story?
______________________________________________________________________
______________________________________________________________________
______________________________________________________________________

Ms Eze – English 10 – Page 1 of 1`,
    expected: [
      { question: 'In which year was Things Fall Apart first published?', options: [] },
      { question: 'Which Irish poet wrote the poem that gives the novel its title?', options: [] },
      { question: 'Okonkwo is afraid of being thought weak, like his father Unoka.', options: TF },
      { question: 'Which of these books did Achebe attack in his 1975 lecture?', options: ['Mister Johnson', 'Heart of Darkness', 'Arrow of God', 'No Longer at Ease'] },
      { question: 'Why did Achebe decide that Africans needed to tell their own story?', options: [] },
    ],
  },
];
