/**
 * A fresh set for the s43 quiz round (written in session 46 by the helper "quiz", before any run on it and before reading any
 * engine code of this session). Like s41 and s42, the passages are REAL text: three excerpts of three OpenStax textbooks not used
 * by s41/s42 (and sections the openstax-s16 sets do not use), read from the GitHub snapshots at the last commit before each book
 * was relicensed to CC BY-NC-SA (each commit carries `LICENSE` = Creative Commons Attribution 4.0 International and
 * `licenses/by/4.0/` in its collection file):
 *
 * | passage | book, section | repository @ commit |
 * |---|---|---|
 * | transport | U.S. History, "On the Move: The Transportation Revolution" (module m50047) | openstax/osbooks-us-history @ 046331cfcea0ac1b1a8fd461b3e6aae638845af3 |
 * | psychology | Psychology 2e, "History of Psychology" (m82163): Wundt, Freud, Pavlov, Watson, Skinner paragraphs | openstax/osbooks-psychology @ e061043bf2f9e86ace51c4e8dc9555160f60a99d |
 * | atoms | Chemistry 2e, "Evolution of Atomic Theory" (m68687) | openstax/osbooks-chemistry-bundle @ 32c719622fbb7a0ca729cd645c1df4cf4e7d5b3a |
 *
 * Licence of the passages: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Attribution: © Rice University, OpenStax,
 * "Access for free at https://openstax.org" (U.S. History: P. Scott Corbett, Volker Janssen, John M. Lund, Todd Pfannestiel, Sylvie
 * Waskiewicz, Paul Vickery; Psychology 2e: Rose M. Spielman, William J. Jenkins, Marilyn D. Lovett; Chemistry 2e: Paul Flowers,
 * Klaus Theopold, Richard Langley, William R. Robinson). Changes made: six to eight paragraphs of a section taken (in their
 * order), markup removed, headings, notes, figures, lists and summaries left out, empty figure references "()" removed; the
 * in-text citations ("(Danziger, 1980)") kept as a student would paste them. The questions, statements and answers are ours.
 *
 * Forms varied on purpose: the subject named in the sentence before ("this important artery", "it opened in 1825"), the answer
 * in a passive or after a participle ("Chartered in 1817 by the state of New York", "had been proposed in 1903 by Hantaro
 * Nagaoka"), a nominalisation or another verb in the question, "how many / how long / when / where / why", a measure glued to
 * its noun ("the 363-mile waterway"); true/false with "rather than", "toward / away from", negations ("not indivisible"),
 * comparisons ("much lighter than atoms", "over 450 miles"), a year from another fact; five questions the passage does not
 * answer (`notStated`, one of them next to a tempting number). No multiple choice and no pasted quiz in this set.
 * 38 short answers + 18 true/false scored, 5 not stated.
 *
 * To be measured once with `run-own.ts --split s43`; from then on it is looked at, so it is dev.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

export const S43_PASSAGES: OwnPassage[] = [
  {
    id: 'transport',
    subject: 'history',
    split: 's43',
    text: `Americans in the early 1800s were a people on the move, as thousands left the eastern coastal states for opportunities in the West. Unlike their predecessors, who traveled by foot or wagon train, these settlers had new transport options. Their trek was made possible by the construction of roads, canals, and railroads, projects that required the funding of the federal government and the states.

One key part of the transportation revolution was the widespread building of roads and turnpikes. In 1811, construction began on the Cumberland Road, a national highway that provided thousands with a route from Maryland to Illinois. The federal government funded this important artery to the West, beginning the creation of a transportation infrastructure for the benefit of settlers and farmers. Other entities built turnpikes, which (as today) charged fees for use. New York State, for instance, chartered turnpike companies that dramatically increased the miles of state roads from one thousand in 1810 to four thousand by 1820. New York led the way in building turnpikes.

Canal mania swept the United States in the first half of the nineteenth century. Promoters knew these artificial rivers could save travelers immense amounts of time and money. Even short waterways, such as the two-and-a-half-mile canal going around the rapids of the Ohio River near Louisville, Kentucky, proved a huge leap forward, in this case by opening a water route from Pittsburgh to New Orleans. The preeminent example was the Erie Canal, which linked the Hudson River, and thus New York City and the Atlantic seaboard, to the Great Lakes and the Mississippi River Valley.

With its central location, large harbor, and access to the hinterland via the Hudson River, New York City already commanded the lion’s share of commerce. Still, the city’s merchants worried about losing ground to their competitors in Philadelphia and Baltimore. Their search for commercial advantage led to the dream of creating a water highway connecting the city’s Hudson River to Lake Erie and markets in the West. The result was the Erie Canal. Chartered in 1817 by the state of New York, the canal took seven years to complete. When it opened in 1825, it dramatically decreased the cost of shipping while reducing the time to travel to the West. Soon $15 million worth of goods (more than $200 million in today’s money) was being transported on the 363-mile waterway every year.

The success of the Erie Canal led to other, similar projects. The Wabash and Erie Canal, which opened in the early 1840s, stretched over 450 miles, making it the longest canal in North America. Canals added immensely to the country’s sense of progress. Indeed, they appeared to be the logical next step in the process of transforming wilderness into civilization.

Starting in the late 1820s, steam locomotives began to compete with horse-drawn locomotives. The railroads with steam locomotives offered a new mode of transportation that fascinated citizens, buoying their optimistic view of the possibilities of technological progress. The Mohawk and Hudson Railroad was the first to begin service with a steam locomotive. Its inaugural train ran in 1831 on a track outside Albany and covered twelve miles in twenty-five minutes. Soon it was traveling regularly between Albany and Schenectady.

The expansion of roads, canals, and railroads changed people’s lives. In 1786, it had taken a minimum of four days to travel from Boston, Massachusetts, to Providence, Rhode Island. By 1840, the trip took half a day on a train. In the twenty-first century, this may seem intolerably slow, but people at the time were amazed by the railroad’s speed. Its average of twenty miles per hour was twice as fast as other available modes of transportation.

By 1840, more than three thousand miles of canals had been dug in the United States, and thirty thousand miles of railroad track had been laid by the beginning of the Civil War. Together with the hundreds of steamboats that plied American rivers, these advances in transportation made it easier and less expensive to ship agricultural products from the West to feed people in eastern cities, and to send manufactured goods from the East to people in the West. Without this ability to transport goods, the market revolution would not have been possible. Rural families also became less isolated as a result of the transportation revolution. Traveling circuses, menageries, peddlers, and itinerant painters could now more easily make their way into rural districts, and people in search of work found cities and mill towns within their reach.`,
    shortAnswers: [
      { question: 'When did construction begin on the Cumberland Road?', answers: ['1811', 'in 1811'] },
      { question: 'which road gave a route from maryland to illinois', answers: ['the Cumberland Road', 'Cumberland Road'] },
      { question: 'Who funded the Cumberland Road?', answers: ['the federal government', 'federal government', 'The federal government'] },
      { question: 'Which state led the way in building turnpikes?', answers: ['New York', 'New York State'] },
      { question: 'Which state chartered the Erie Canal?', answers: ['New York', 'the state of New York', 'state of New York', 'New York State'] },
      { question: 'How long did the Erie Canal take to complete?', answers: ['seven years', '7 years'] },
      { question: 'When did the Erie Canal open?', answers: ['1825', 'in 1825'] },
      { question: 'How long is the Erie Canal?', answers: ['363 miles', '363-mile', '363 mile'] },
      { question: 'What was the longest canal in North America?', answers: ['the Wabash and Erie Canal', 'Wabash and Erie Canal', 'The Wabash and Erie Canal'] },
      { question: 'which railroad was the first to start service with a steam locomotive', answers: ['the Mohawk and Hudson Railroad', 'Mohawk and Hudson Railroad', 'The Mohawk and Hudson Railroad'] },
      { question: 'What was the average speed of the railroad?', answers: ['twenty miles per hour', '20 miles per hour', '20 mph'] },
      { question: 'How many miles of canals had been dug in the United States by 1840?', answers: ['more than three thousand miles', 'more than three thousand', 'three thousand miles', 'three thousand', '3000 miles', '3,000 miles'] },
    ],
    statements: [
      // a year from another fact: construction began in 1811; the Erie Canal was chartered in 1817
      { statement: 'Construction of the Cumberland Road began in 1817.', truth: false },
      // the subject is "it" (the Erie Canal) in the sentence
      { statement: 'The Erie Canal decreased the cost of shipping.', truth: true },
      // opposite: "reducing the time to travel to the West"
      { statement: 'The Erie Canal increased the time needed to travel to the West.', truth: false },
      // comparison: "stretched over 450 miles"
      { statement: 'The Wabash and Erie Canal was shorter than 450 miles.', truth: false },
      { statement: "The railroad's average speed was twice as fast as other available modes of transportation.", truth: true },
      // a number from the other end of the comparison: four days in 1786, half a day by 1840
      { statement: 'In 1786, the trip from Boston to Providence took half a day.', truth: false },
    ],
    notStated: [
      // the passage gives the value of the goods carried ($15 million a year), not the canal's cost
      'How much did it cost to build the Erie Canal?',
      'Who designed the Erie Canal?',
    ],
  },
  {
    id: 'psychology',
    subject: 'science',
    split: 's43',
    text: `Wilhelm Wundt (1832–1920) was a German scientist who was the first person to be referred to as a psychologist. His famous book entitled Principles of Physiological Psychology was published in 1873. Wundt viewed psychology as a scientific study of conscious experience, and he believed that the goal of psychology was to identify components of consciousness and how those components combined to result in our conscious experience. Wundt used introspection (he called it “internal perception”), a process by which someone examines their own conscious experience as objectively as possible, making the human mind like any other aspect of nature that a scientist observed. He believed in the notion of voluntarism—that people have free will and should know the intentions of a psychological experiment if they were participating (Danziger, 1980). Wundt considered his version experimental introspection; he used instruments such as those that measured reaction time. He also wrote Volkerpsychologie in 1904 in which he suggested that psychology should include the study of culture, as it involves the study of people. Edward Titchener, one of his students, went on to develop structuralism. Its focus was on the contents of mental processes rather than their function (Pickren & Rutherford, 2010). Wundt established his psychology laboratory at the University at Leipzig in 1879. In this laboratory, Wundt and his students conducted experiments on, for example, reaction times. A subject, sometimes in a room isolated from the scientist, would receive a stimulus such as a light, image, or sound. The subject’s reaction to the stimulus would be to push a button, and an apparatus would record the time to reaction. Wundt could measure reaction time to one-thousandth of a second (Nicolas & Ferrand, 1999).

Perhaps one of the most influential and well-known figures in psychology’s history was Sigmund Freud. Freud (1856–1939) was an Austrian neurologist who was fascinated by patients suffering from “hysteria” and neurosis. Hysteria was an ancient diagnosis for disorders, primarily of women with a wide variety of symptoms, including physical symptoms and emotional disturbances, none of which had an apparent physical cause. Freud theorized that many of his patients’ problems arose from the unconscious mind. In Freud’s view, the unconscious mind was a repository of feelings and urges of which we have no awareness. Gaining access to the unconscious, then, was crucial to the successful resolution of the patient’s problems. According to Freud, the unconscious mind could be accessed through dream analysis, by examinations of the first words that came to people’s minds, and through seemingly innocent slips of the tongue. Psychoanalytic theory focuses on the role of a person’s unconscious, as well as early childhood experiences, and this particular perspective dominated clinical psychology for several decades (Thorne & Henley, 2005).

Early work in the field of behavior was conducted by the Russian physiologist Ivan Pavlov (1849–1936). Pavlov studied a form of learning behavior called a conditioned reflex, in which an animal or human produced a reflex (unconscious) response to a stimulus and, over time, was conditioned to produce the response to a different stimulus that the experimenter associated with the original stimulus. The reflex Pavlov worked with was salivation in response to the presence of food. The salivation reflex could be elicited using a second stimulus, such as a specific sound, that was presented in association with the initial food stimulus several times. Once the response to the second stimulus was “learned,” the food stimulus could be omitted. Pavlov’s “classical conditioning” is only one form of learning behavior studied by behaviorists.

John B. Watson (1878–1958) was an influential American psychologist whose most famous work occurred during the early 20th century at Johns Hopkins University. While Wundt and James were concerned with understanding conscious experience, Watson thought that the study of consciousness was flawed. Because he believed that objective analysis of the mind was impossible, Watson preferred to focus directly on observable behavior and try to bring that behavior under control. Watson was a major proponent of shifting the focus of psychology from the mind to behavior, and this approach of observing and controlling behavior came to be known as behaviorism. A major object of study by behaviorists was learned behavior and its interaction with inborn qualities of the organism. Behaviorism commonly used animals in experiments under the assumption that what was learned using animal models could, to some degree, be applied to human behavior. Indeed, Tolman (1938) stated, “I believe that everything important in psychology (except … such matters as involve society and words) can be investigated in essence through the continued experimental and theoretical analysis of the determiners of rat behavior at a choice-point in a maze.”

B. F. Skinner (1904–1990) was an American psychologist. Like Watson, Skinner was a behaviorist, and he concentrated on how behavior was affected by its consequences. Therefore, Skinner spoke of reinforcement and punishment as major factors in driving behavior. As a part of his research, Skinner developed a chamber that allowed the careful study of the principles of modifying behavior through reinforcement and punishment. This device, known as an operant conditioning chamber (or more familiarly, a Skinner box), has remained a crucial resource for researchers studying behavior (Thorne & Henley, 2005).

The Skinner box is a chamber that isolates the subject from the external environment and has a behavior indicator such as a lever or a button. When the animal pushes the button or lever, the box is able to deliver a positive reinforcement of the behavior (such as food) or a punishment (such as a noise).`,
    shortAnswers: [
      { question: 'Who was the first person to be called a psychologist?', answers: ['Wilhelm Wundt', 'Wundt'] },
      { question: 'When was Principles of Physiological Psychology published?', answers: ['1873', 'in 1873'] },
      { question: 'where did wundt set up his psychology laboratory', answers: ['at the University at Leipzig', 'the University at Leipzig', 'University at Leipzig', 'Leipzig', 'in Leipzig'] },
      { question: 'In what year did Wundt establish his laboratory?', answers: ['1879', 'in 1879'] },
      { question: 'Who developed structuralism?', answers: ['Edward Titchener', 'Titchener'] },
      { question: 'What did Wundt call introspection?', answers: ['internal perception', '“internal perception”'] },
      { question: 'What was Freud\'s profession?', answers: ['neurologist', 'a neurologist', 'Austrian neurologist', 'an Austrian neurologist'] },
      { question: 'What reflex did Pavlov work with?', answers: ['salivation', 'salivation in response to the presence of food'] },
      { question: "Where did Watson's most famous work take place?", answers: ['at Johns Hopkins University', 'Johns Hopkins University', 'Johns Hopkins'] },
      { question: 'Why did Watson prefer to focus on observable behavior?', answers: ['because he believed that objective analysis of the mind was impossible', 'he believed that objective analysis of the mind was impossible', 'objective analysis of the mind was impossible', 'because objective analysis of the mind was impossible'] },
      { question: 'What is the operant conditioning chamber more familiarly known as?', answers: ['a Skinner box', 'Skinner box'] },
      { question: 'To what fraction of a second could Wundt measure reaction time?', answers: ['one-thousandth of a second', 'one-thousandth', 'a thousandth of a second'] },
    ],
    statements: [
      // a year from another fact: the book 1873, the laboratory 1879
      { statement: "Wundt's book Principles of Physiological Psychology was published in 1879.", truth: false },
      // "rather than" swapped: its focus was on the contents of mental processes rather than their function
      { statement: 'Structuralism focused on the function of mental processes rather than their contents.', truth: false },
      { statement: "Freud theorized that many of his patients' problems arose from the unconscious mind.", truth: true },
      // a swapped nationality (Watson and Skinner are American)
      { statement: 'Pavlov was an American physiologist.', truth: false },
      // the subject is "he" after "Like Watson, Skinner was a behaviorist, and"
      { statement: 'Skinner concentrated on how behavior was affected by its consequences.', truth: true },
      // "shifting the focus of psychology from the mind to behavior"
      { statement: 'Watson wanted to shift the focus of psychology from behavior to the mind.', truth: false },
    ],
    notStated: ['When did Wundt get married?', 'How many students did Wundt train?'],
  },
  {
    id: 'atoms',
    subject: 'science',
    split: 's43',
    text: `If matter is composed of atoms, what are atoms composed of? Are they the smallest particles, or is there something smaller? In the late 1800s, a number of scientists interested in questions like these investigated the electrical discharges that could be produced in low-pressure gases, with the most significant discovery made by English physicist J. J. Thomson using a cathode ray tube. This apparatus consisted of a sealed glass tube from which almost all the air had been removed; the tube contained two metal electrodes. When high voltage was applied across the electrodes, a visible beam called a cathode ray appeared between them. This beam was deflected toward the positive charge and away from the negative charge, and was produced in the same way with identical properties when different metals were used for the electrodes. In similar experiments, the ray was simultaneously deflected by an applied magnetic field, and measurements of the extent of deflection and the magnetic field strength allowed Thomson to calculate the charge-to-mass ratio of the cathode ray particles. The results of these measurements indicated that these particles were much lighter than atoms.

In 1909, more information about the electron was uncovered by American physicist Robert A. Millikan via his “oil drop” experiments. Millikan created microscopic oil droplets, which could be electrically charged by friction as they formed or by using X-rays. These droplets initially fell due to gravity, but their downward progress could be slowed or even reversed by an electric field lower in the apparatus. By adjusting the electric field strength and making careful measurements and appropriate calculations, Millikan was able to determine the charge on individual drops.

Scientists had now established that the atom was not indivisible as Dalton had believed, and due to the work of Thomson, Millikan, and others, the charge and mass of the negative, subatomic particles—the electrons—were known. However, the positively charged part of an atom was not yet well understood. In 1904, Thomson proposed the “plum pudding” model of atoms, which described a positively charged mass with an equal amount of negative charge in the form of electrons embedded in it, since all atoms are electrically neutral. A competing model had been proposed in 1903 by Hantaro Nagaoka, who postulated a Saturn-like atom, consisting of a positively charged sphere surrounded by a halo of electrons.

The next major development in understanding the atom came from Ernest Rutherford, a physicist from New Zealand who largely spent his scientific career in Canada and England. He performed a series of experiments using a beam of high-speed, positively charged alpha particles (α particles) that were produced by the radioactive decay of radium; α particles consist of two protons and two neutrons (you will learn more about radioactive decay in the chapter on nuclear chemistry). Rutherford and his colleagues Hans Geiger (later famous for the Geiger counter) and Ernest Marsden aimed a beam of α particles, the source of which was embedded in a lead block to absorb most of the radiation, at a very thin piece of gold foil and examined the resultant scattering of the α particles using a luminescent screen that glowed briefly where hit by an α particle.

What did they discover? Most particles passed right through the foil without being deflected at all. However, some were diverted slightly, and a very small number were deflected almost straight back toward the source. Rutherford described finding these results: “It was quite the most incredible event that has ever happened to me in my life. It was almost as incredible as if you fired a 15-inch shell at a piece of tissue paper and it came back and hit you.”

Another important finding was the discovery of isotopes. During the early 1900s, scientists identified several substances that appeared to be new elements, isolating them from radioactive ores. For example, a “new element” produced by the radioactive decay of thorium was initially given the name mesothorium. However, a more detailed analysis showed that mesothorium was chemically identical to radium (another decay product), despite having a different atomic mass. This result, along with similar findings for other elements, led the English chemist Frederick Soddy to realize that an element could have types of atoms with different masses that were chemically indistinguishable. These different types are called isotopes—atoms of the same element that differ in mass. Soddy was awarded the Nobel Prize in Chemistry in 1921 for this discovery.

One puzzle remained: The nucleus was known to contain almost all of the mass of an atom, with the number of protons only providing half, or less, of that mass. Different proposals were made to explain what constituted the remaining mass, including the existence of neutral particles in the nucleus. As you might expect, detecting uncharged particles is very challenging, and it was not until 1932 that James Chadwick found evidence of neutrons, uncharged, subatomic particles with a mass approximately the same as that of protons. The existence of the neutron also explained isotopes: They differ in mass because they have different numbers of neutrons, but they are chemically identical because they have the same number of protons. This will be explained in more detail later in this chapter.`,
    shortAnswers: [
      { question: 'Who made the most significant discovery with a cathode ray tube?', answers: ['J. J. Thomson', 'English physicist J. J. Thomson', 'Thomson', 'J.J. Thomson'] },
      { question: 'What visible beam appeared between the electrodes?', answers: ['a cathode ray', 'cathode ray'] },
      { question: 'In what year did Millikan uncover more information about the electron?', answers: ['1909', 'in 1909'] },
      { question: "What were Millikan's experiments called?", answers: ['“oil drop” experiments', 'oil drop experiments', 'oil drop', '“oil drop”', 'his “oil drop” experiments'] },
      { question: 'What model of atoms did Thomson propose in 1904?', answers: ['the “plum pudding” model', '“plum pudding” model', 'plum pudding model', 'plum pudding', 'the plum pudding model', '“plum pudding”'] },
      { question: 'who proposed a saturn-like atom', answers: ['Hantaro Nagaoka', 'Nagaoka'] },
      { question: 'Which country was Rutherford from?', answers: ['New Zealand'] },
      { question: 'What produced the alpha particles?', answers: ['the radioactive decay of radium', 'radioactive decay of radium', 'radium'] },
      { question: 'What do alpha particles consist of?', answers: ['two protons and two neutrons'] },
      { question: 'What is Hans Geiger later famous for?', answers: ['the Geiger counter', 'Geiger counter'] },
      { question: 'What did they aim the beam of alpha particles at?', answers: ['a very thin piece of gold foil', 'gold foil', 'a thin piece of gold foil', 'thin piece of gold foil', 'very thin piece of gold foil'] },
      { question: 'When was Frederick Soddy awarded the Nobel Prize in Chemistry?', answers: ['1921', 'in 1921'] },
      { question: 'Who found evidence of neutrons?', answers: ['James Chadwick', 'Chadwick'] },
      { question: 'When did Chadwick find evidence of neutrons?', answers: ['1932', 'in 1932'] },
    ],
    statements: [
      // "deflected toward the positive charge and away from the negative charge"
      { statement: 'The cathode ray was deflected toward the negative charge.', truth: false },
      { statement: 'The cathode ray was deflected away from the negative charge.', truth: true },
      { statement: 'Most of the alpha particles passed right through the foil without being deflected.', truth: true },
      // "these particles were much lighter than atoms"
      { statement: 'The cathode ray particles were much heavier than atoms.', truth: false },
      // a negation: "established that the atom was not indivisible as Dalton had believed"
      { statement: 'Scientists established that the atom was indivisible.', truth: false },
      // an order of years across two sentences (1903 before 1904); a verdict needs reasoning, so a refusal is fine
      { statement: "Nagaoka proposed his model after Thomson proposed the plum pudding model.", truth: false },
    ],
    notStated: ['What was the mass of the gold foil?'],
  },
];

/** No pasted quiz in this set (the brief asked for short answers, true/false and unanswerable questions). */
export const S43_PASTED_QUIZZES: PastedQuizItem[] = [];
