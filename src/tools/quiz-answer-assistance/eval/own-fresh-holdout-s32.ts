/**
 * A fresh set for the s32 round: five passages of the kinds a student pastes — a history section (Hadrian's Wall,
 * from the emperor's visit to Britain in AD 122 to the Antonine Wall, the Vindolanda tablets and the World
 * Heritage listing of 1987), a medicine section (smallpox, variolation, Edward Jenner's cowpox experiment of 1796
 * and the eradication campaign that ended in 1980), a chemistry / physics section (radiocarbon dating: carbon
 * isotopes, the half-life of carbon-14, accelerator mass spectrometry, calibration by tree rings and the "bomb
 * pulse"), a geography / economics section (the Panama Canal: the failed French attempt, the American build, Gatun
 * Lake and its locks, the 1999 handover and the 2016 locks) and an arts passage (the life and work of Ludwig van
 * Beethoven) — and three pasted quizzes, written for this eval by a separate writer for session 32 who had not
 * read the engine, the server, the page or their tests, ran nothing, and handed the file back uncommitted before
 * any run. The passages are our own wording of well-known facts (no text copied), 500–560 words each; each has 14
 * short-answer questions worded as a teacher writes them (about half paraphrase the passage's verb or noun — come
 * to power / became emperor, brought / introduced, received / awarded, moved / settled, dammed / created — rather
 * than copy it), not after the engine's rules, with two or three why/how questions whose answer is a clause, and
 * questions whose answer is a number with its unit, a date, a range ("around 4 to 5 metres", "between 1260 and
 * 1390", "between eight and ten hours", "between 10,000 and 20,000"), a name, or the subject asked about, that the
 * passage's sentence gives only by a pronoun ("In AD 122 he visited…", "inoculated him", "he was playing the
 * viola", "who had completed the Suez Canal") or one item of a list (a country that sent auxiliaries, an element
 * for dating older rocks, a late work); and four true/false statements, half false (a wrong year or number, a
 * reversed relation, a swapped entity, an opposite direction) and half true but paraphrased. The pasted quizzes
 * use layouts not in s15–s31 (a Kahoot! creator-view copy with the kahoot's title and a "N questions" line, "1 -
 * Quiz" / "2 - True or false" / "3 - Type answer" headers, a time-limit line under each question and options after
 * the four answer-shape marks ▲ ◆ ● ■; a WhatsApp group-chat export where every message starts with "[date, time]
 * Sender:", questions are labelled "Q1" without a dot, options follow on lines "A - …", a true/false item ends in
 * "True or false?" with no options, and a student's message and an emoji interrupt the quiz; and a Word/Google
 * Docs table copied as tab-separated rows under a "No. / Question / A / B / C / D" header row, a title line above
 * it, true/false rows with True and False in the A and B cells, a short-answer row with empty option cells and a
 * row with three options). The subject union has no medicine, physics or music value: smallpox and radiocarbon
 * dating are filed under 'science', the Panama Canal under 'geography' and Beethoven under 'literature' (the
 * arts). The split unions in own-passages.ts and own-pasted-quizzes.ts need 's32' for this file to type-check;
 * this writer touched no file but this one. To be measured once with a `--split s32` run; from then on it is
 * looked at, so it is dev material whatever its split says.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

const TF = ['True', 'False'];

export const S32_PASSAGES: OwnPassage[] = [
  {
    id: 'hadrians-wall',
    subject: 'history',
    split: 's32',
    text: `When the emperor Hadrian came to power in AD 117, the Roman Empire had almost reached its greatest size, and he decided that it should stop expanding and instead defend the lands it already held. In AD 122 he visited the province of Britain, and in the same year work began on a wall across the north of England to mark the frontier with the unconquered tribes of what is now Scotland. According to a later biography of the emperor, the wall was meant to separate the Romans from the barbarians. It ran for 80 Roman miles, about 117 kilometres, from Wallsend on the River Tyne in the east to Bowness-on-Solway on the Solway Firth in the west. The work was done not by slaves but by soldiers from the three legions stationed in Britain, who were skilled builders as well as fighters, and the main structure took about six years to complete. The eastern part was built of stone, up to about 3 metres thick and probably around 4 to 5 metres high, while the western part was first made of turf and only later rebuilt in stone. At every Roman mile along the line stood a small fort called a milecastle, which had a gate through the wall and housed a few dozen soldiers, and between each pair of milecastles stood two stone watchtowers, known as turrets. A few years after building began, the plan was changed and larger forts were added along the wall; in the end there were about sixteen of them. The best known today is Housesteads, on a steep ridge in Northumberland. On the northern side of the wall the builders dug a deep ditch, and to the south they cut a second earthwork, now called the Vallum, a wide ditch between two mounds that marked off the military zone. The men who guarded the wall were not legionaries but auxiliaries, troops recruited in provinces across the empire, including units from what are now Belgium, the Netherlands, Spain and Syria. Much of what we know about their daily life comes from the Vindolanda tablets, thin wooden writing tablets found from 1973 onwards at a fort just south of the wall. Written in ink, they include lists of supplies, duty reports and private letters, among them a birthday invitation from Claudia Severa to her friend Sulpicia Lepidina, which is thought to be one of the oldest surviving pieces of writing in Latin by a woman. Hadrian's successor, Antoninus Pius, moved the frontier north and in about AD 142 began the Antonine Wall, a turf barrier about 63 kilometres long between the Firth of Forth and the Firth of Clyde. It was abandoned after only about twenty years, and the troops went back to Hadrian's Wall, which remained the frontier until Roman rule in Britain ended early in the fifth century. Over the following centuries local people took much of its stone to build farms, churches and roads, and in the eighteenth century a military road was laid along part of its line, in places directly on top of it. Its survival owes a great deal to John Clayton, a nineteenth-century town clerk of Newcastle, who bought land along the wall to protect it. In 1987 the wall was declared a UNESCO World Heritage Site, and a footpath following its whole length opened in 2003.`,
    shortAnswers: [
      { question: 'In what year did Hadrian become emperor?', answers: ['AD 117', '117', 'in AD 117', 'in 117', '117 AD', 'A.D. 117'] },
      { question: 'Which emperor visited Britain in AD 122?', answers: ['Hadrian', 'the emperor Hadrian', 'Emperor Hadrian'] },
      { question: 'According to a biography of the emperor, why was the wall built?', answers: ['to separate the Romans from the barbarians', 'it was meant to separate the Romans from the barbarians', 'to keep the Romans and the barbarians apart', 'to separate Romans from barbarians', 'to divide the Romans from the barbarians'] },
      { question: 'What distance did the wall cover from end to end?', answers: ['80 Roman miles, about 117 kilometres', 'about 117 kilometres', '117 kilometres', '117 km', 'about 117 km', '117 kilometers', 'about 117 kilometers', '80 Roman miles', '80 Roman miles (about 117 kilometres)'] },
      { question: 'At which place on the River Tyne did the wall start in the east?', answers: ['Wallsend', 'at Wallsend', 'Wallsend on the River Tyne'] },
      { question: 'By whom was the wall constructed?', answers: ['soldiers from the three legions stationed in Britain', 'by soldiers from the three legions stationed in Britain', 'soldiers from the three legions', 'soldiers of the three legions stationed in Britain', 'the three legions stationed in Britain', 'soldiers', 'legionaries', 'Roman soldiers', 'soldiers from the legions stationed in Britain'] },
      { question: 'How long did the main structure take to finish?', answers: ['about six years', 'six years', '6 years', 'about 6 years'] },
      { question: 'How high was the stone part of the wall probably?', answers: ['around 4 to 5 metres', 'about 4 to 5 metres', '4 to 5 metres', '4-5 metres', '4 to 5 m', '4–5 m', '4 to 5 meters', 'around 4 to 5 meters', 'probably around 4 to 5 metres high', '4 to 5 metres high'] },
      { question: 'What was the name of the small fort built at every Roman mile?', answers: ['a milecastle', 'milecastle', 'milecastles'] },
      { question: 'How many large forts stood along the wall in the end?', answers: ['about sixteen', 'sixteen', '16', 'about 16'] },
      { question: 'Name one present-day country from which auxiliary units on the wall came.', answers: ['Belgium', 'the Netherlands', 'Netherlands', 'Spain', 'Syria', 'Belgium, the Netherlands, Spain and Syria'] },
      { question: 'Who sent a birthday invitation to Sulpicia Lepidina?', answers: ['Claudia Severa', 'her friend Claudia Severa'] },
      { question: 'How long was the Antonine Wall?', answers: ['about 63 kilometres', '63 kilometres', '63 km', 'about 63 km', '63 kilometers', 'about 63 kilometers', 'about 63 kilometres long'] },
      { question: "Why has so much of the wall's stone disappeared?", answers: ['local people took much of its stone to build farms, churches and roads', 'because local people took much of its stone to build farms, churches and roads', 'local people took its stone to build farms, churches and roads', 'people took the stone to build farms, churches and roads', 'local people reused the stone for farms, churches and roads', 'it was taken by local people to build farms, churches and roads'] },
    ],
    statements: [
      { statement: 'Troops recruited outside Britain, rather than legionaries, garrisoned the wall.', truth: true },
      { statement: 'Antoninus Pius moved the frontier further south.', truth: false },
      { statement: "Hadrian's Wall was made a UNESCO World Heritage Site in 1978.", truth: false },
      { statement: 'Ink was used to write the Vindolanda tablets.', truth: true },
    ],
  },
  {
    id: 'smallpox-vaccination',
    subject: 'science',
    split: 's32',
    text: `Smallpox was one of the most feared diseases in human history. Caused by the variola virus, it spread from person to person through the air, brought a high fever and a rash of blisters across the body, and killed about three in every ten people who caught its most common form. Many survivors were left with deep scars, and some were blinded. In the twentieth century alone it is estimated to have killed around 300 million people. Long before anyone knew what caused it, people noticed that those who survived smallpox never caught it again. In parts of Asia and Africa this led to the practice of variolation: material from a patient's sores was rubbed into a scratch on the skin of a healthy person, who usually developed a milder illness and was afterwards protected. The practice was brought to England in 1721 by Lady Mary Wortley Montagu, the wife of the British ambassador in Constantinople, who had seen it done in Turkey and had her own children treated. Variolation was risky, however, because about one or two in every hundred people treated died, and they could pass the disease on to others. A safer method came from Edward Jenner, a country doctor in Berkeley, Gloucestershire. Jenner knew of a common belief among farm workers that milkmaids who had caught cowpox, a mild disease of cows' udders, did not get smallpox, and in May 1796 he decided to test it. He took fluid from a cowpox sore on the hand of a milkmaid named Sarah Nelmes and put it into two small cuts on the arm of James Phipps, the eight-year-old son of his gardener. The boy had a slight fever but soon recovered. Some weeks later Jenner inoculated him with matter from a smallpox sore, and he did not fall ill. Jenner repeated the experiment on other people and in 1798 published his results in a short book. He called the new procedure vaccination, from vacca, the Latin word for cow. Some doctors and clergymen opposed it, and cartoonists drew vaccinated people sprouting cows' heads, but the method spread quickly across Europe and America. In Britain the vaccination of infants became compulsory in 1853, and in 1881 the French scientist Louis Pasteur proposed that the word should be used for all such preparations in Jenner's honour. Even so, smallpox still infected millions of people every year in the 1950s. In 1967 the World Health Organization launched an intensified programme to eradicate it. Because vaccinating entire populations was impossible in many poor countries, teams used a strategy called ring vaccination: whenever a case was found, the patient was isolated and everyone around them was vaccinated, so that the virus had nowhere to go. A new bifurcated needle, with two prongs that held a drop of vaccine between them, made the work faster and needed far less vaccine. The last natural case was Ali Maow Maalin, a hospital cook in Merca, Somalia, who fell ill in October 1977 and recovered. In 1978 a medical photographer, Janet Parker, died after being infected from a laboratory in Birmingham, England. In May 1980 the World Health Assembly declared that smallpox had been eradicated. It remains the only human disease ever to have been wiped out. Samples of the virus are still kept in two laboratories, one in the United States and one in Russia.`,
    shortAnswers: [
      { question: 'Which virus causes smallpox?', answers: ['the variola virus', 'variola virus', 'variola'] },
      { question: 'What proportion of people with the common form of smallpox died of it?', answers: ['about three in every ten', 'three in every ten', 'three in ten', '3 in 10', 'about three in ten', 'about 30%', '30%', '30 per cent', 'about three in every ten people'] },
      { question: 'Roughly how many people did smallpox kill in the twentieth century?', answers: ['around 300 million', '300 million', 'about 300 million', '300,000,000', 'around 300 million people', '300 million people'] },
      { question: 'How was variolation carried out?', answers: ["material from a patient's sores was rubbed into a scratch on the skin of a healthy person", "by rubbing material from a patient's sores into a scratch on the skin of a healthy person", "material from a patient's sores was rubbed into a scratch on a healthy person's skin", "rubbing material from a smallpox patient's sores into a scratch on the skin of a healthy person", 'material from sores was rubbed into a scratch on the skin', "by rubbing material from a patient's sores into a scratch in the skin"] },
      { question: 'Who introduced variolation to England?', answers: ['Lady Mary Wortley Montagu', 'Mary Wortley Montagu', 'Lady Montagu', 'Lady Mary Wortley Montagu, the wife of the British ambassador in Constantinople'] },
      { question: 'Why was variolation dangerous?', answers: ['about one or two in every hundred people treated died, and they could pass the disease on to others', 'because about one or two in every hundred people treated died, and they could pass the disease on to others', 'about one or two in every hundred people treated died', 'one or two in every hundred people treated died', 'some of the people treated died and they could pass the disease on', 'they could pass the disease on to others', 'because one or two in a hundred died and they could spread the disease', 'about 1 or 2 in every 100 people treated died'] },
      { question: 'Which mild disease of cattle was thought to protect milkmaids from smallpox?', answers: ['cowpox'] },
      { question: 'From whose hand did Jenner take the cowpox fluid?', answers: ['Sarah Nelmes', "a milkmaid named Sarah Nelmes", 'the milkmaid Sarah Nelmes'] },
      { question: "How old was the gardener's son when Jenner tested his idea on him?", answers: ['eight', '8', 'eight years old', '8 years old', 'eight-year-old'] },
      { question: 'Whom did Jenner inoculate with matter from a smallpox sore some weeks later?', answers: ['James Phipps', 'Phipps', "James Phipps, the son of his gardener", "his gardener's son, James Phipps", "his gardener's son"] },
      { question: 'Where does the word vaccination come from?', answers: ['vacca, the Latin word for cow', 'from vacca, the Latin word for cow', 'vacca', 'the Latin word vacca', 'the Latin word for cow', 'from the Latin vacca, meaning cow', 'Latin vacca (cow)'] },
      { question: 'Why did eradication teams rely on ring vaccination?', answers: ['because vaccinating entire populations was impossible in many poor countries', 'vaccinating entire populations was impossible in many poor countries', 'vaccinating whole populations was impossible in many poor countries', 'it was impossible to vaccinate entire populations in many poor countries', 'because vaccinating entire populations was impossible', 'vaccinating entire populations was impossible'] },
      { question: 'Who was the last person to catch smallpox naturally?', answers: ['Ali Maow Maalin', 'Maalin', 'Ali Maow Maalin, a hospital cook in Merca, Somalia'] },
      { question: 'When was smallpox declared eradicated?', answers: ['May 1980', 'in May 1980', '1980', 'in 1980'] },
    ],
    statements: [
      { statement: 'Jenner took cowpox material from his gardener\'s son and put it into a milkmaid.', truth: false },
      { statement: 'The World Health Organization began its intensified eradication programme in 1977.', truth: false },
      { statement: 'The bifurcated needle used less vaccine than earlier methods.', truth: true },
      { statement: 'Smallpox is the only disease of humans that has been eliminated.', truth: true },
    ],
  },
  {
    id: 'radiocarbon-dating',
    subject: 'science',
    split: 's32',
    text: `Radiocarbon dating is a method for finding the age of material that was once alive, such as wood, bone, charcoal, cloth or shells. It was developed in the late 1940s by the American chemist Willard Libby and his colleagues at the University of Chicago, and in 1960 Libby received the Nobel Prize in Chemistry for it. The method depends on the fact that carbon comes in more than one form, or isotope. Almost 99 per cent of the carbon on Earth is carbon-12 and about 1 per cent is carbon-13; both of these are stable. A tiny fraction, roughly one atom in every trillion, is carbon-14, which is radioactive. Carbon-14 is made all the time in the upper atmosphere, when neutrons produced by cosmic rays strike atoms of nitrogen-14: the nitrogen nucleus takes in a neutron and gives out a proton, becoming carbon-14. The new atoms quickly combine with oxygen to form carbon dioxide, which mixes through the whole atmosphere. Plants take in this carbon dioxide during photosynthesis, animals eat the plants, and so every living thing holds carbon-14 in about the same proportion as the air around it. When an organism dies, it stops taking in carbon, and the carbon-14 it contains begins to decay, turning back into nitrogen-14 by giving out a beta particle. This happens at a steady rate. The half-life of carbon-14, the time it takes for half of the atoms in a sample to decay, is about 5,730 years. After 5,730 years a bone holds half as much carbon-14 as it did when its owner died, after about 11,460 years a quarter, and so on. By measuring how much carbon-14 is left compared with carbon-12, scientists can work out how long ago the organism died. The method cannot date anything older than about 50,000 years, because by then the amount left has become too small to measure. For older rocks, geologists use other radioactive elements with much longer half-lives, such as potassium and uranium. Libby counted the beta particles given off by a sample, which needed several grams of carbon. Since the late 1970s laboratories have used accelerator mass spectrometry, which counts the carbon-14 atoms directly and needs only a milligram or so. This made it possible to date very small or precious objects. In 1988 three laboratories, in Oxford, Zurich and Tucson, Arizona, tested pieces of the Shroud of Turin and dated its linen to between 1260 and 1390. Libby had assumed that the amount of carbon-14 in the air had always been the same, but this turned out not to be quite true, because the strength of cosmic rays and of the Earth's magnetic field has changed over time. Radiocarbon ages are therefore calibrated, usually by comparing them with tree rings, whose exact calendar year can be found by counting. Human activity has also changed the atmosphere. The burning of fossil fuels, which are so old that they contain no carbon-14 at all, has diluted it, while nuclear weapons tests in the 1950s and early 1960s almost doubled the amount of carbon-14 in the air of the Northern Hemisphere. This "bomb pulse" now helps forensic scientists work out when people born since then were born.`,
    shortAnswers: [
      { question: 'Which scientist developed radiocarbon dating?', answers: ['Willard Libby', 'Libby', 'the American chemist Willard Libby'] },
      { question: 'In which year was Libby awarded the Nobel Prize?', answers: ['1960', 'in 1960'] },
      { question: "What share of the Earth's carbon is carbon-12?", answers: ['almost 99 per cent', '99 per cent', '99%', 'almost 99%', 'nearly 99 per cent', 'nearly 99%', '99 percent', 'almost 99 percent'] },
      { question: 'How is carbon-14 produced in the upper atmosphere?', answers: ['when neutrons produced by cosmic rays strike atoms of nitrogen-14', 'neutrons produced by cosmic rays strike atoms of nitrogen-14', 'by neutrons from cosmic rays striking nitrogen-14 atoms', 'neutrons from cosmic rays hit nitrogen-14', 'when neutrons from cosmic rays strike nitrogen-14', 'the nitrogen nucleus takes in a neutron and gives out a proton', 'cosmic-ray neutrons strike nitrogen-14 atoms, which take in a neutron and give out a proton'] },
      { question: 'By what process do plants absorb carbon dioxide?', answers: ['photosynthesis', 'during photosynthesis', 'by photosynthesis'] },
      { question: 'Why does the carbon-14 in an organism start to decrease once it dies?', answers: ['it stops taking in carbon', 'because it stops taking in carbon', 'it stops taking in carbon and the carbon-14 it contains begins to decay', 'because it no longer takes in carbon and the carbon-14 decays', 'the organism stops taking in carbon', 'it no longer takes in carbon'] },
      { question: 'What is the half-life of carbon-14?', answers: ['about 5,730 years', '5,730 years', '5730 years', 'about 5730 years', '5,730'] },
      { question: 'Into which element does carbon-14 change as it decays?', answers: ['nitrogen-14', 'nitrogen', 'into nitrogen-14', 'nitrogen 14'] },
      { question: 'Why can radiocarbon dating not be used on anything older than about 50,000 years?', answers: ['by then the amount left has become too small to measure', 'because by then the amount left has become too small to measure', 'the amount left has become too small to measure', 'the amount of carbon-14 left is too small to measure', 'because the amount left is too small to measure', 'too little carbon-14 is left to measure'] },
      { question: 'Name one radioactive element used to date older rocks.', answers: ['potassium', 'uranium', 'potassium and uranium'] },
      { question: 'How much carbon does accelerator mass spectrometry need?', answers: ['only a milligram or so', 'a milligram or so', 'a milligram', 'about a milligram', 'one milligram', '1 mg', 'about 1 milligram', 'only a milligram'] },
      { question: 'To what period was the linen of the Shroud of Turin dated?', answers: ['between 1260 and 1390', '1260 to 1390', '1260-1390', '1260–1390', 'from 1260 to 1390', '1260 and 1390'] },
      { question: 'With what are radiocarbon ages usually compared in order to calibrate them?', answers: ['tree rings', 'with tree rings', 'by comparing them with tree rings'] },
      { question: 'What effect did nuclear weapons tests have on the carbon-14 in the air?', answers: ['almost doubled the amount of carbon-14 in the air of the Northern Hemisphere', 'they almost doubled the amount of carbon-14 in the air of the Northern Hemisphere', 'almost doubled the amount of carbon-14', 'they almost doubled it', 'almost doubled it', 'nearly doubled it', 'they nearly doubled the amount of carbon-14 in the air', 'doubled it'] },
    ],
    statements: [
      { statement: 'The half-life of carbon-14 is about 57,300 years.', truth: false },
      { statement: 'Burning fossil fuels has raised the proportion of carbon-14 in the air.', truth: false },
      { statement: 'Accelerator mass spectrometry counts the carbon-14 atoms themselves rather than the particles they give off.', truth: true },
      { statement: "Because cosmic rays and the Earth's magnetic field have varied, radiocarbon ages have to be calibrated.", truth: true },
    ],
  },
  {
    id: 'panama-canal',
    subject: 'geography',
    split: 's32',
    text: `The Panama Canal is a waterway about 82 kilometres long that crosses the Isthmus of Panama, the narrow strip of land joining North and South America, and links the Atlantic Ocean, by way of the Caribbean Sea, with the Pacific. Before it opened, a ship sailing from New York to San Francisco had to go all the way round Cape Horn at the southern tip of South America; the canal shortened that voyage by about 13,000 kilometres. The first serious attempt to build a canal was made by a French company led by Ferdinand de Lesseps, who had completed the Suez Canal in 1869. Work began in 1881. De Lesseps wanted a canal at sea level, like the one at Suez, but the mountains of the isthmus, heavy rains and constant landslides made the digging far harder than he had expected. Worse still, thousands of workers died of yellow fever and malaria, and about 22,000 lives were lost during the French period. The company went bankrupt in 1889, causing a political scandal in France. In 1903 Panama, which until then had been part of Colombia, declared its independence with the support of the United States. Within weeks the new country signed a treaty giving the United States control of a strip of land about 16 kilometres wide, the Canal Zone, and the Americans began work in 1904. George Washington Goethals, chief engineer from 1907, saw the project through, while the army doctor William Gorgas led a campaign against the mosquitoes that carried the diseases, draining swamps, screening buildings and spraying oil on standing water. The Americans gave up the idea of a sea-level canal. Instead they dammed the Chagres River to create Gatun Lake, at the time the largest artificial lake in the world, and built three sets of locks that lift ships about 26 metres up to the lake and lower them again on the other side. The hardest part was the Culebra Cut, a channel dug through the mountainous spine of the isthmus. The canal opened on 15 August 1914, when the cargo ship Ancon made the first official transit; the event attracted little attention because the First World War had just begun in Europe. Because the isthmus curves, the canal runs roughly from north-west to south-east, so a ship travelling from the Atlantic to the Pacific ends its journey further east than it started. A transit usually takes between eight and ten hours. The locks need no pumps: they are filled and emptied by gravity with fresh water from Gatun Lake, and each ship that passes through uses about 200 million litres, which then flows out to sea. Control of the canal long caused tension between the two countries. Under the Torrijos–Carter Treaties, signed in 1977, the United States agreed to hand it over, and Panama took full control on 31 December 1999. The canal earns the country a large share of its income from tolls, which depend on a ship's size and cargo. In 2016 a new and wider set of locks opened, allowing much larger ships, known as Neopanamax vessels, to use the canal. Around 14,000 ships now pass through it each year.`,
    shortAnswers: [
      { question: 'What is the length of the Panama Canal?', answers: ['about 82 kilometres', '82 kilometres', '82 km', 'about 82 km', '82 kilometers', 'about 82 kilometers', 'about 82 kilometres long'] },
      { question: 'By how much did the canal cut the voyage from New York to San Francisco?', answers: ['about 13,000 kilometres', '13,000 kilometres', '13,000 km', 'about 13,000 km', '13000 km', '13,000 kilometers', 'about 13,000 kilometers'] },
      { question: 'Who had earlier finished the Suez Canal?', answers: ['Ferdinand de Lesseps', 'de Lesseps', 'Lesseps'] },
      { question: 'Why was the digging far harder than de Lesseps had expected?', answers: ['the mountains of the isthmus, heavy rains and constant landslides', 'because of the mountains of the isthmus, heavy rains and constant landslides', 'mountains, heavy rains and landslides', 'the mountains, heavy rains and constant landslides', 'because of mountains, heavy rain and landslides', 'the mountains of the isthmus, heavy rains and landslides'] },
      { question: 'About how many people lost their lives while the French were building?', answers: ['about 22,000', '22,000', '22000', 'about 22,000 lives', '22,000 lives', 'about 22,000 people', '22,000 people'] },
      { question: 'Which country did Panama belong to before 1903?', answers: ['Colombia'] },
      { question: 'How wide was the Canal Zone?', answers: ['about 16 kilometres', '16 kilometres', '16 km', 'about 16 km', '16 kilometers', 'about 16 kilometers', 'about 16 kilometres wide'] },
      { question: 'How did William Gorgas fight the mosquitoes?', answers: ['draining swamps, screening buildings and spraying oil on standing water', 'by draining swamps, screening buildings and spraying oil on standing water', 'he drained swamps, screened buildings and sprayed oil on standing water', 'draining swamps', 'by draining swamps', 'spraying oil on standing water', 'screening buildings'] },
      { question: 'Which lake was created by damming the Chagres River?', answers: ['Gatun Lake', 'Lake Gatun', 'Gatun'] },
      { question: 'How high do the locks raise ships?', answers: ['about 26 metres', '26 metres', '26 m', 'about 26 m', '26 meters', 'about 26 meters'] },
      { question: 'Why did the opening of the canal attract little attention?', answers: ['because the First World War had just begun in Europe', 'the First World War had just begun in Europe', 'the First World War had just begun', 'World War I had just begun', 'because World War One had just started in Europe', 'because the First World War had just begun'] },
      { question: 'How long does a ship usually take to pass through the canal?', answers: ['between eight and ten hours', 'eight to ten hours', '8 to 10 hours', '8-10 hours', '8–10 hours', 'eight and ten hours', 'between 8 and 10 hours'] },
      { question: 'On what date did Panama take full control of the canal?', answers: ['31 December 1999', 'on 31 December 1999', 'December 31, 1999', '31 Dec 1999', '31st December 1999'] },
      { question: 'What are the much larger ships that can use the 2016 locks called?', answers: ['Neopanamax vessels', 'Neopanamax', 'Neopanamax ships', 'New Panamax'] },
    ],
    statements: [
      { statement: 'The Americans started work on the canal in 1881.', truth: false },
      { statement: 'Water from Gatun Lake, not pumps, fills the locks.', truth: true },
      { statement: 'A ship going from the Atlantic to the Pacific through the canal finishes further west than it started.', truth: false },
      { statement: 'The agreement to hand the canal over to Panama dates from 1977.', truth: true },
    ],
  },
  {
    id: 'beethoven',
    subject: 'literature',
    split: 's32',
    text: `Ludwig van Beethoven, one of the most admired composers in the history of Western music, was born in Bonn in December 1770. He was baptised on 17 December 1770, but the exact day of his birth is not known. His father, Johann, a singer at the court of the local prince, was a harsh teacher who hoped to turn his son into a child prodigy like Mozart, and the boy gave his first public performance in 1778, at the age of seven. By his teens he was playing the viola in the court orchestra and helping to support the family, because his father drank heavily. In 1792 Beethoven moved to Vienna, then the musical capital of Europe, where he took lessons from Joseph Haydn. He soon made his name as a brilliant pianist, famous above all for his improvisations, and was supported by wealthy aristocratic patrons. He never went back to Bonn. In his late twenties Beethoven began to lose his hearing. By 1802 he was in despair, and at the village of Heiligenstadt, outside Vienna, he wrote a letter to his brothers, now called the Heiligenstadt Testament, in which he admitted that he had thought of ending his life and said that only his art had held him back. The letter was never sent and was found among his papers after his death. Instead of giving up, he entered the most productive period of his career. His Third Symphony, the Eroica, was at first to have been named after Napoleon Bonaparte, whom Beethoven admired as a champion of liberty; when he heard in 1804 that Napoleon had proclaimed himself emperor, he angrily scratched the name off the title page. Works of these years include the Fifth Symphony, which opens with a famous four-note motif, and his only opera, Fidelio, in which a wife disguises herself as a young man and takes a job at a prison to rescue her husband. By about 1818 Beethoven was almost completely deaf. Because he could no longer hear speech, visitors wrote their side of the conversation in notebooks, and about 140 of these conversation books survive. He went on composing, and many critics regard his late works, among them his last piano sonatas and string quartets, as his greatest. His Ninth Symphony was first performed in Vienna on 7 May 1824. It was the first major symphony to include voices: its last movement sets the poem "Ode to Joy" by Friedrich Schiller for four soloists and a chorus. Beethoven stood on the stage beside the conductor, and at the end, unable to hear the applause, he had to be turned round by one of the singers to see the audience cheering. The melody of the finale was later adopted as the anthem of Europe. Beethoven never married, although his letters show that he loved several women; a passionate letter to an unnamed "Immortal Beloved", found after his death, has puzzled scholars ever since. He died in Vienna on 26 March 1827, at the age of 56, and between 10,000 and 20,000 people are said to have followed his funeral procession. Altogether he wrote nine symphonies, five piano concertos and thirty-two piano sonatas. His music forms a bridge between the Classical style of Haydn and Mozart and the Romantic era that followed.`,
    shortAnswers: [
      { question: 'In which city was Beethoven born?', answers: ['Bonn', 'in Bonn'] },
      { question: 'On what date was Beethoven baptised?', answers: ['17 December 1770', 'on 17 December 1770', 'December 17, 1770', '17 December', '17th December 1770', '17 Dec 1770'] },
      { question: 'Which instrument did Beethoven play in the court orchestra as a teenager?', answers: ['the viola', 'viola'] },
      { question: 'How old was Beethoven when he first performed in public?', answers: ['seven', '7', 'seven years old', '7 years old', 'at the age of seven', 'age seven', 'the age of seven'] },
      { question: 'Why did the young Beethoven have to help support his family?', answers: ['because his father drank heavily', 'his father drank heavily', 'his father was a heavy drinker', 'because his father was a heavy drinker', 'his father drank'] },
      { question: 'With whom did Beethoven study in Vienna?', answers: ['Joseph Haydn', 'Haydn'] },
      { question: 'In what year did Beethoven settle in Vienna?', answers: ['1792', 'in 1792'] },
      { question: 'To whom did Beethoven address the Heiligenstadt Testament?', answers: ['his brothers', 'to his brothers', 'his two brothers', "Beethoven's brothers"] },
      { question: "Why did Beethoven scratch Napoleon's name off the Eroica's title page?", answers: ['he heard in 1804 that Napoleon had proclaimed himself emperor', 'because he heard in 1804 that Napoleon had proclaimed himself emperor', 'Napoleon had proclaimed himself emperor', 'because Napoleon had proclaimed himself emperor', 'Napoleon proclaimed himself emperor', 'because Napoleon made himself emperor', 'Napoleon had made himself emperor'] },
      { question: 'How did visitors hold conversations with Beethoven once he was deaf?', answers: ['visitors wrote their side of the conversation in notebooks', 'they wrote their side of the conversation in notebooks', 'by writing their side of the conversation in notebooks', 'they wrote in notebooks', 'by writing in notebooks', 'in conversation books', 'by writing in conversation books'] },
      { question: 'How many of the conversation books have survived?', answers: ['about 140', '140', 'about 140 of them', 'around 140'] },
      { question: 'Whose poem is set in the last movement of the Ninth Symphony?', answers: ['Friedrich Schiller', 'Schiller', "Friedrich Schiller's"] },
      { question: 'How many people are said to have followed Beethoven\'s funeral procession?', answers: ['between 10,000 and 20,000', '10,000 to 20,000', '10,000-20,000', '10,000–20,000', '10000 to 20000', 'between 10,000 and 20,000 people', '10,000 and 20,000'] },
      { question: 'Name one kind of late work that many critics consider Beethoven\'s greatest.', answers: ['his last piano sonatas', 'last piano sonatas', 'piano sonatas', 'string quartets', 'his string quartets', 'his last piano sonatas and string quartets', 'late string quartets'] },
    ],
    statements: [
      { statement: 'After moving to Vienna, Beethoven took lessons from Mozart.', truth: false },
      { statement: 'The Heiligenstadt Testament was discovered only after Beethoven died.', truth: true },
      { statement: 'Beethoven composed five symphonies and nine piano concertos.', truth: false },
      { statement: 'Fidelio was the only opera Beethoven wrote.', truth: true },
    ],
  },
];

export const S32_PASTED_QUIZZES: PastedQuizItem[] = [
  {
    id: 's32-01-kahoot-creator-copy-n-dash-type-headers-time-limit-lines-shape-mark-options',
    split: 's32',
    text: `Kahoot! · Walls, Vaccines and Carbon
5 questions
1 - Quiz
Which doctor carried out the first cowpox vaccination, in 1796?
20 sec
▲ Louis Pasteur
◆ Edward Jenner
● William Gorgas
■ Joseph Lister
2 - True or false
The Antonine Wall was built of turf.
20 sec
▲ True
◆ False
3 - Type answer
What name is now given to the ditch between two mounds south of Hadrian's Wall?
30 sec
4 - Quiz
About how much carbon does accelerator mass spectrometry need to date a sample?
20 sec
▲ several kilograms
◆ several grams
● a milligram or so
■ a millionth of a milligram
5 - Quiz
Which Beethoven symphony was at first meant to be named after Napoleon?
10 sec
▲ the Third
◆ the Fifth
● the Ninth`,
    expected: [
      { question: 'Which doctor carried out the first cowpox vaccination, in 1796?', options: ['Louis Pasteur', 'Edward Jenner', 'William Gorgas', 'Joseph Lister'] },
      { question: 'The Antonine Wall was built of turf.', options: TF },
      { question: "What name is now given to the ditch between two mounds south of Hadrian's Wall?", options: [] },
      { question: 'About how much carbon does accelerator mass spectrometry need to date a sample?', options: ['several kilograms', 'several grams', 'a milligram or so', 'a millionth of a milligram'] },
      { question: "Which Beethoven symphony was at first meant to be named after Napoleon?", options: ['the Third', 'the Fifth', 'the Ninth'] },
    ],
  },
  {
    id: 's32-02-whatsapp-chat-export-timestamp-sender-prefixes-q-labels-dash-letter-options-tf-question-and-chatter',
    split: 's32',
    text: `[14/11/2026, 19:02] Mrs Adeyemi: Revision quiz for tomorrow 👇 reply in the group, no googling!
[14/11/2026, 19:02] Mrs Adeyemi: Q1 What is the half-life of carbon-14?
A - about 573 years
B - about 5,730 years
C - about 57,300 years
[14/11/2026, 19:03] Mrs Adeyemi: Q2 Beethoven's Ninth Symphony was first performed in Vienna. True or false?
[14/11/2026, 19:04] Tomás R: is Q2 a trick question 😂
[14/11/2026, 19:05] Mrs Adeyemi: Q3 Who was the last person to catch smallpox naturally?
[14/11/2026, 19:05] Mrs Adeyemi: Q4 Which river was dammed to make Gatun Lake?
A - the Chagres
B - the Colorado
C - the Magdalena
D - the Orinoco`,
    expected: [
      { question: 'What is the half-life of carbon-14?', options: ['about 573 years', 'about 5,730 years', 'about 57,300 years'] },
      { question: "Beethoven's Ninth Symphony was first performed in Vienna.", options: TF },
      { question: 'Who was the last person to catch smallpox naturally?', options: [] },
      { question: 'Which river was dammed to make Gatun Lake?', options: ['the Chagres', 'the Colorado', 'the Magdalena', 'the Orinoco'] },
    ],
  },
  {
    id: 's32-03-word-table-copy-tab-separated-rows-header-row-tf-in-option-cells-empty-cells-short',
    split: 's32',
    text: `Year 9 Humanities – Retrieval Practice Grid
No.\tQuestion\tA\tB\tC\tD
1\tIn which year did work on Hadrian's Wall begin?\tAD 117\tAD 122\tAD 142\tAD 410
2\tWho became chief engineer of the Panama Canal in 1907?\tJohn Stevens\tFerdinand de Lesseps\tGeorge Washington Goethals\tWilliam Gorgas
3\tRadiocarbon dating can be used on rocks that are millions of years old.\tTrue\tFalse\t\t
4\tName the milkmaid whose cowpox sore Jenner used.\t\t\t\t
5\tWhich poet wrote the "Ode to Joy" used in Beethoven's Ninth Symphony?\tGoethe\tSchiller\tHeine\t`,
    expected: [
      { question: "In which year did work on Hadrian's Wall begin?", options: ['AD 117', 'AD 122', 'AD 142', 'AD 410'] },
      { question: 'Who became chief engineer of the Panama Canal in 1907?', options: ['John Stevens', 'Ferdinand de Lesseps', 'George Washington Goethals', 'William Gorgas'] },
      { question: 'Radiocarbon dating can be used on rocks that are millions of years old.', options: TF },
      { question: 'Name the milkmaid whose cowpox sore Jenner used.', options: [] },
      { question: 'Which poet wrote the "Ode to Joy" used in Beethoven\'s Ninth Symphony?', options: ['Goethe', 'Schiller', 'Heine'] },
    ],
  },
];
