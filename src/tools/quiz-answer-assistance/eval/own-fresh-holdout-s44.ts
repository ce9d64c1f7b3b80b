/**
 * A fresh set for the s44 quiz round (written in session 47 by the helper "quiz", before any run on it and before reading any
 * engine code of this session). Like s41–s43, the passages are REAL text: three excerpts of three OpenStax textbooks that no
 * earlier own set and neither openstax-s16 set used, read from the GitHub snapshots at the last commit before each book was
 * relicensed to CC BY-NC-SA (Principles of Economics 3e was still CC BY 4.0 at its newest commit); each commit carries `LICENSE` =
 * Creative Commons Attribution 4.0 International and `licenses/by/4.0/` in its collection file:
 *
 * | passage | book, section | repository @ commit |
 * |---|---|---|
 * | socrates | Introduction to Philosophy, "Socrates as a Paradigmatic Historical Philosopher" (module m00004) | openstax/osbooks-introduction-philosophy @ d7bd4f0f520529b3ad83272448a9c2be25c9040a |
 * | united-nations | Introduction to Political Science, "The United Nations and Global Intergovernmental Organizations (IGOs)" (m00087) | openstax/osbooks-introduction-political-science @ 4391e659b98eec43b71e8b3f08241215fb4dd4c4 |
 * | bank-regulation | Principles of Economics 3e, "Bank Regulation" (m63945) | openstax/osbooks-principles-economics-bundle @ cd31beb103fffbc09cc81ebfe117d8c40cc12d1a |
 *
 * Licence of the passages: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Attribution: © Rice University, OpenStax,
 * "Access for free at https://openstax.org" (Introduction to Philosophy: senior contributing author Nathan Smith; Introduction to
 * Political Science: Mark Carl Rom, Masaki Hidaka, Rachel Bzostek Walker; Principles of Economics 3e: Steven A. Greenlaw, David
 * Shapiro, Daniel MacDonald). Changes made: eight paragraphs of a section taken (in their order), markup removed, headings,
 * learning objectives, notes, figures, tables, block quotes and summaries left out; an empty figure reference removed from
 * "withdraw their deposits, as [figure] shows a bank run" (now "withdraw their deposits, a bank run"). The questions,
 * statements and answers are ours.
 *
 * Forms varied on purpose: the answer in a passive or after a participle ("accused by a young, upstart politician named
 * Meletus", "played by Jimmy Stewart"), "known as / called / named", a subject in the sentence before ("Eleven of his 40
 * plays survive"), a count next to other counts (11 of 40 plays, three sources; 15 seats, 10 elected, 5 permanent), a measure
 * glued to its noun ("two-year terms", "five-year renewable term"), "why / how many / how long / when / where / who", lower
 * case and no question mark as a student types; true/false with negations ("did not write any works himself"), "rather
 * than"-like swaps (unanimous vs majority), a number from another fact, "considers and then rejects"; six questions the
 * passage does not answer (`notStated`, some next to a tempting number or name). No multiple choice and no pasted quiz.
 * 40 short answers + 18 true/false scored, 6 not stated.
 *
 * To be measured once with `run-own.ts --split s44`; from then on it is looked at, so it is dev.
 */
import type { OwnPassage } from './own-passages';
import type { PastedQuizItem } from './own-pasted-quizzes';

export const S44_PASSAGES: OwnPassage[] = [
  {
    id: 'socrates',
    subject: 'history',
    split: 's44',
    text: `Socrates is a foundational figure for Western philosophy. Even though he did not write any works himself, his life and thought are captured by three different, contemporary sources whose works we still have. Socrates is depicted in several of Aristophanes’s comedic plays. Aristophanes, an accomplished Athenian playwright, won several dramatic competitions of his day. Eleven of his 40 plays survive, and in three of them—The Clouds, The Frogs, and The Birds—Socrates appears as a main character. Aristophanes’s depiction of Socrates is ridiculous, and Plato appears to think that this depiction is partially responsible for Socrates’s ultimate trial and death. Another contemporary of Socrates, the historian Xenophon, wrote an account of Socrates’s trial and death in his Memorabilia. Finally, and most important, Socrates’s student and friend Plato made Socrates the central figure in nearly all of his dialogues. Plato and Aristotle are the most influential of the Athenian philosophers and have had a profound influence on the development of Western philosophy. Plato wrote exclusively in the form of dialogues, where his characters engage in discussion centered on philosophical issues. Most of what we know about Socrates is derived from Plato’s depiction of him as the primary questioner in most of the dialogues. Therefore, even though Socrates did not write works of his own, his life—and death—remain a testament to his profound and impactful philosophical life. For that reason, it is useful for us to consider the figure of Socrates as a paradigm of the philosophical life.

In particular, Socrates’s defense of himself during his trial is in many ways a defense of the philosophical life. Socrates was accused by a young, upstart politician named Meletus of corrupting the youth and undermining the gods of the city. These crimes were considered to be a kind of treason that undermined the legitimacy and future of Athenian democracy. The speech Socrates gave in his own defense to the Athenians, as recorded by Plato, remains a vivid and compelling defense of the sort of life he lived. In the end, his defense was not successful. He was convicted, imprisoned, and killed in 399 BCE. Plato provides accounts of the trial and death, not only in the Apology, but also in the Crito, where Socrates argues with his friend Crito that it would be unjust for him to escape from prison, and in the Phaedo, where Socrates engages in a debate with several close friends, arguing in his jail cell just before he dies that the soul is immortal.

After Socrates is convicted and has a chance to address the jury to persuade them to offer him a sentence or punishment other than death, he considers and then rejects the idea of exile. If he lived in exile, Socrates believed he would no longer be able to carry on his work as a philosopher because a foreign city would be even less welcoming of his strange questioning than his hometown. In speaking about this alternative, he says the following:

The first form of examination that Socrates clearly advises is self-examination. At the temple to the oracle at Delphi, one of three maxims engraved in stone is the phrase “know thyself.” Like most oracular statements, it is not clear what is meant by this phrase. Plato suggests it may be a kind of warning to those who enter the oracle: “Know your position relative to the gods!” Alternatively, it may be a command to understand your own nature and your own mind before you seek to understand other people or the things of the world. Based on our reading of Socrates’s life and works, we can assume that he considers this saying to be a command to investigate our beliefs and knowledge, to appreciate the limits of our own knowledge, and to strive to eliminate inconsistencies. After all, Socrates’s method of questioning as it is described in Plato’s dialogues (and as Socrates himself describes in the excerpted passage) is exactly such an inquiry.

In the excerpt from Plato’s Apology, Socrates investigates the oracle’s strange response that he is the wisest of men. First, Socrates attempts to prove the oracle wrong by finding someone wiser than he. But, after a time, he comes to realize that the oracle’s response was a kind of riddle. He interprets the oracle as saying that Socrates is wisest because he alone realizes that human wisdom is worth little or nothing. This realization is important for Socrates’s own self-examination and provides an important lesson for philosophy students.

Socrates engaged in a particular method of questioning, sometimes known as the Socratic method, that was characterized by his asking questions of others rather than explaining his own beliefs. Socrates is typically hesitant to offer his own ideas about the topic under discussion. Instead, he asks the people he is questioning to supply the subject matter for their discussion. Socrates’s use of this strategy may be puzzling. One explanation may be that he is following the god’s command, as he says in the Apology. Another explanation is that he does not claim to have knowledge about the topic in question and is genuinely happy to learn from others. Yet another possibility is that Socrates feigns ignorance and is being insincere. Perhaps his true goal is to trap or humiliate the other person by discovering some inconsistency or obvious falsehood in what they believe. It is hard to know which of these is the most likely explanation, but we will focus for a moment on a fourth possibility, namely, a pedagogical one.

In two different Platonic dialogues, Socrates explains what he is doing by using an analogy: he compares his method of questioning to the role taken by a midwife during childbirth. In fact, Plato tells us that Socrates’s mother was a midwife and that he assumes her role in philosophical conversation. The goal of Socratic questioning, then, is to assist the person being questioned in discovering the truth on their own. By asking questions and examining the claims made by another person, Socrates allows that person to go through a process of self-discovery. This method provides an interesting lesson for teaching and learning. Often, students believe that their role is to simply receive knowledge from the teacher. But Socrates reminds us that real learning comes only through self-discovery and that the role of the teacher is to be an assistant, providing the kind of critical examination and evaluation necessary to help the student discover truth on their own.

It may be instructive to consider the possible connection between the core concept of ahimsa in classical Indian philosophy and Socrates’s harm principle as discussed above. Etymologically, the word ahimsa, in Sanskrit, literally means “the absence of doing injury or harm.” The concept is found throughout Hindu, Jain, and Buddhist texts and likely has its origins deep in classical Indian thought. A well-known illustration of ahimsa comes from Jainism, where the concept is taken to what most of us would consider to be extreme measures—at least in the case of Jain ascetics observing ahimsa as one of the “great vows.” Such ascetic Jains must take the greatest possible care not to cause harm, intentionally or unintentionally, to any creature, including insects, plants, and microbes. At the end of their lives, a devout Jain may even fast to death (stop eating) in one final renunciation of doing harm. Another well-known example of ahimsa can be seen the philosophy of Mahatma Gandhi, who used the concept to establish a nonviolent civil disobedience movement that some say helped speed the colonial British departure from India.`,
    shortAnswers: [
      { question: 'Who accused Socrates?', answers: ['Meletus', 'a young, upstart politician named Meletus', 'young, upstart politician named Meletus', 'a young upstart politician named Meletus'] },
      { question: 'what was socrates accused of', answers: ['corrupting the youth and undermining the gods of the city', 'of corrupting the youth and undermining the gods of the city', 'corrupting the youth and undermining the gods', 'corrupting the youth'] },
      { question: 'When was Socrates killed?', answers: ['399 BCE', 'in 399 BCE', '399'] },
      { question: "How many of Aristophanes's plays survive?", answers: ['Eleven', '11', 'eleven of his 40 plays', 'Eleven of his 40 plays'] },
      { question: "Which historian wrote an account of Socrates's trial and death?", answers: ['Xenophon', 'the historian Xenophon'] },
      { question: "In what work did Xenophon write about Socrates's trial and death?", answers: ['Memorabilia', 'his Memorabilia', 'the Memorabilia'] },
      { question: 'What form did Plato write in?', answers: ['dialogues', 'the form of dialogues', 'in the form of dialogues', 'exclusively in the form of dialogues'] },
      { question: 'In which dialogue does Socrates argue that the soul is immortal?', answers: ['the Phaedo', 'Phaedo'] },
      { question: 'what phrase is engraved at the temple to the oracle at delphi', answers: ['“know thyself”', 'know thyself', '“know thyself.”'] },
      { question: "What was Socrates's mother's job?", answers: ['a midwife', 'midwife'] },
      { question: 'What does Socrates compare his method of questioning to?', answers: ['the role taken by a midwife during childbirth', 'role taken by a midwife during childbirth', 'a midwife', 'a midwife during childbirth', 'the role of a midwife', 'the role taken by a midwife'] },
      { question: 'What does ahimsa literally mean?', answers: ['“the absence of doing injury or harm”', 'the absence of doing injury or harm', '“the absence of doing injury or harm.”'] },
      { question: 'Who used ahimsa to establish a nonviolent civil disobedience movement?', answers: ['Mahatma Gandhi', 'Gandhi'] },
    ],
    statements: [
      // a negation: "he did not write any works himself"
      { statement: 'Socrates wrote many works himself.', truth: false },
      { statement: 'Socrates was convicted and killed in 399 BCE.', truth: true },
      // "he considers and then rejects the idea of exile"
      { statement: 'After his conviction, Socrates accepted the idea of exile.', truth: false },
      { statement: 'Aristophanes was an Athenian playwright.', truth: true },
      // "arguing in his jail cell just before he dies that the soul is immortal"
      { statement: 'In the Phaedo, Socrates argues that the soul is mortal.', truth: false },
      { statement: "Plato tells us that Socrates's mother was a midwife.", truth: true },
    ],
    notStated: [
      // the passage has dates and counts (399 BCE, 40 plays) but no age
      'How old was Socrates when he died?',
      "Who was Socrates's father?",
    ],
  },
  {
    id: 'united-nations',
    subject: 'history',
    split: 's44',
    text: `With its worldwide reach, the United Nations contributes to global governance more than any other IGO. Since its beginning in 1945, its membership has grown as the number of sovereign states has increased. The newest members are Montenegro and South Sudan. The Holy See and Palestine are nonvoting “observer” members. The UN addresses every conceivable issue in international relations, from peace and security to migration and refugees, law, food, development, energy, and human rights, among others. Dozens of smaller global IGOs are housed within the UN framework.

The United Nations was created after World War II to ensure international peace and stability. In 1919, the Treaty of Versailles, which ended World War I, established a global IGO called the League of Nations. The purpose of the League was to facilitate good relations among countries of the world and to punish aggression. To deter aggression, the League used the principle of collective security, requiring member states to jointly retaliate against any aggressive action of another state. Because the United States Senate refused to ratify the Treaty of Versailles, the United States did not join the League of Nations. Ultimately, the League was ineffective in punishing aggressive states, and expansionist powers Japan, Germany, and Italy all withdrew from the League prior to World War II.

While some might view the outbreak of World War II less than 20 years after the conclusion of the First World War as a failure of the idea behind the League, the leaders of the WWII Allied states saw the outbreak as evidence of the need for an even stronger global organization, and in response they created the United Nations. United States President Franklin D. Roosevelt committed US membership and backing, and the US Congress agreed to join the United Nations. While the League had required unanimous agreement among its members to take action, the UN requires only a majority vote for most resolutions. A two-thirds majority was required for issues of peace and security, admission of new members, and budgetary matters. Initially, the United Nations had 51 member states, mostly from Europe.

The Security Council performs the UN’s most crucial peacemaking work. Fifteen member states sit on the Security Council. Ten are elected by the General Assembly to two-year terms, while the other five seats, known as the Permanent Five (P5), belong to the victors of World War II and the primary architects of the United Nations—the United States, United Kingdom, France, Russia, and the People’s Republic of China (PRC). The P5 have veto power over any Security Council action. Even if the other 14 states on the Council agree with a given action, the veto of any one of the P5 will block the action. Admission to membership in the United Nations requires the affirmative vote of nine Security Council members and no vetoes from within the P5.

Though the General Assembly has more than tripled in size, the structure of the Security Council has only changed once, when in 1965 the number of members was expanded from 11 to 15. There is ongoing discussion about increasing the size of the Security Council beyond 15 states, and some advocate for expanding the P5 since the Security Council has no permanent representative from Latin America, Africa, or the Middle East.

The UN Secretariat performs administrative work. Upon the recommendation of the Security Council, the General Assembly elects the head of the Secretariat, the Secretary-General, for a five-year renewable term. The Secretary-General engages in leadership, diplomacy, and public outreach to promote the UN; to draw international attention to urgent issues; and to raise money for UN activities.

At the time of the founding of the UN in 1946, much of the world was under European colonial control. The Trusteeship Council was formed to allow the UN to administer the former colonial territories that had belonged to the defeated powers of World War II: Germany, Italy, and Japan. All territories placed in trust to the United Nations subsequently attained independence. While it still exists per the UN Charter, the Trusteeship Council is currently inactive.

In 2020, there were approximately a dozen ongoing UN peacekeeping missions, mostly in the Middle East and Africa. The first UN peacekeeping mission was in 1948, monitoring the armistice between Israel and its Arab neighbors. In 1949, peacekeepers were sent to the border between India and Pakistan to monitor a ceasefire agreement in Kashmir. Both of those missions were small in scale—unarmed peacekeepers were sent to monitor an existing ceasefire. Both are still active. More than 3,000 UN peacekeepers from 120 countries have died in this service.`,
    shortAnswers: [
      { question: 'Which countries are the newest members of the UN?', answers: ['Montenegro and South Sudan'] },
      { question: 'What established the League of Nations?', answers: ['the Treaty of Versailles', 'Treaty of Versailles', 'The Treaty of Versailles'] },
      { question: 'In what year was the League of Nations established?', answers: ['1919', 'in 1919'] },
      { question: 'why didnt the united states join the league of nations', answers: ['because the United States Senate refused to ratify the Treaty of Versailles', 'the United States Senate refused to ratify the Treaty of Versailles', 'the Senate refused to ratify the Treaty of Versailles', 'because the Senate refused to ratify the Treaty of Versailles', 'United States Senate refused to ratify the Treaty of Versailles'] },
      { question: 'How many member states did the United Nations have at first?', answers: ['51', '51 member states'] },
      { question: 'What kind of majority is needed for issues of peace and security?', answers: ['a two-thirds majority', 'two-thirds majority', 'two-thirds'] },
      { question: 'How many member states sit on the Security Council?', answers: ['Fifteen', '15', 'fifteen member states', '15 member states'] },
      { question: 'How long are the terms of the elected Security Council members?', answers: ['two years', 'two-year terms', 'two-year', '2 years', 'two-year term'] },
      { question: 'What are the five permanent seats on the Security Council known as?', answers: ['the Permanent Five (P5)', 'Permanent Five (P5)', 'the Permanent Five', 'Permanent Five', 'P5'] },
      { question: 'When was the Security Council expanded from 11 to 15 members?', answers: ['1965', 'in 1965'] },
      { question: 'Who elects the Secretary-General?', answers: ['the General Assembly', 'General Assembly', 'The General Assembly'] },
      { question: "How long is the Secretary-General's term?", answers: ['five years', 'a five-year renewable term', 'five-year renewable term', 'five-year', 'five-year term', '5 years'] },
      { question: 'When was the first UN peacekeeping mission?', answers: ['1948', 'in 1948'] },
      { question: 'how many un peacekeepers have died in service', answers: ['More than 3,000', 'more than 3,000', '3,000', 'more than 3000', 'over 3,000'] },
    ],
    statements: [
      // swapped: the League needed unanimous agreement, the UN only a majority vote
      { statement: 'The League of Nations required only a majority vote for most resolutions.', truth: false },
      { statement: 'The United States did not join the League of Nations.', truth: true },
      // "Initially, the United Nations had 51 member states, mostly from Europe."
      { statement: 'The United Nations initially had 51 member states, mostly from Asia.', truth: false },
      { statement: 'Japan, Germany, and Italy withdrew from the League of Nations before World War II.', truth: true },
      // "the Trusteeship Council is currently inactive"
      { statement: 'The Trusteeship Council is currently active.', truth: false },
      { statement: 'Admission to membership in the United Nations requires the affirmative vote of nine Security Council members.', truth: true },
    ],
    notStated: [
      // "approximately a dozen ongoing UN peacekeeping missions" in 2020 is not a total
      'How many peacekeeping missions has the UN had in total?',
      'Who was the first Secretary-General of the United Nations?',
    ],
  },
  {
    id: 'bank-regulation',
    subject: 'economics',
    split: 's44',
    text: `Bank regulation is intended to maintain banks' solvency by avoiding excessive risk. Regulation falls into a number of categories, including reserve requirements, capital requirements, and restrictions on the types of investments banks may make. In Money and Banking, we learned that banks are required to hold a minimum percentage of their deposits on hand as reserves. “On hand” is a bit of a misnomer because, while a portion of bank reserves are held as cash in the bank, the majority are held in the bank’s account at the Federal Reserve, and their purpose is to cover desired withdrawals by depositors. Another part of bank regulation is restrictions on the types of investments banks are allowed to make. Banks are permitted to make loans to businesses, individuals, and other banks. They can purchase U.S. Treasury securities but, to protect depositors, they are not permitted to invest in the stock market or other assets that are perceived as too risky.

Bank capital is the difference between a bank’s assets and its liabilities. In other words, it is a bank’s net worth. A bank must have positive net worth; otherwise it is insolvent or bankrupt, meaning it would not have enough assets to pay back its liabilities. Regulation requires that banks maintain a minimum net worth, usually expressed as a percent of their assets, to protect their depositors and other creditors.

Several government agencies monitor banks' balance sheets to make sure they have positive net worth and are not taking too high a level of risk. Within the U.S. Department of the Treasury, the Office of the Comptroller of the Currency has a national staff of bank examiners who conduct on-site reviews of the 1,500 or so of the largest national banks. The bank examiners also review any foreign banks that have branches in the United States. The Office of the Comptroller of the Currency also monitors and regulates about 800 savings and loan institutions.

The National Credit Union Administration (NCUA) supervises credit unions, which are nonprofit banks that their members run and own. There are about 5,000 credit unions in the U.S. economy today, although the typical credit union is small compared to most banks.

Back in the nineteenth century and during the first few decades of the twentieth century (around and during the Great Depression), putting your money in a bank could be nerve-wracking. Imagine that the net worth of your bank became negative, so that the bank’s assets were not enough to cover its liabilities. In this situation, whoever withdrew their deposits first received all of their money, and those who did not rush to the bank quickly enough, lost their money. We call depositors racing to the bank to withdraw their deposits, a bank run. In the movie It’s a Wonderful Life, the bank manager, played by Jimmy Stewart, faces a mob of worried bank depositors who want to withdraw their money, but manages to allay their fears by allowing some of them to withdraw a portion of their deposits—using the money from his own pocket that was supposed to pay for his honeymoon.

To protect against bank runs, Congress has put two strategies into place: deposit insurance and the lender of last resort. Deposit insurance is an insurance system that makes sure depositors in a bank do not lose their money, even if the bank goes bankrupt. About 70 countries around the world, including all of the major economies, have deposit insurance programs. In the United States, the Federal Deposit Insurance Corporation (FDIC) is responsible for deposit insurance. Banks pay an insurance premium to the FDIC. The insurance premium is based on the bank’s level of deposits, and then adjusted according to the riskiness of a bank’s financial situation. In 2009, for example, a fairly safe bank with a high net worth might have paid 10–20 cents in insurance premiums for every $100 in bank deposits, while a risky bank with very low net worth might have paid 50–60 cents for every $100 in bank deposits.

Bank examiners from the FDIC evaluate the banks' balance sheets, looking at the asset and liability values to determine the risk level. The FDIC provides deposit insurance for about 4,914 banks (as of the third quarter of 2021). Even if a bank fails, the government guarantees that depositors will receive up to $250,000 of their money in each account, which is enough for almost all individuals, although not sufficient for many businesses. Since the United States enacted deposit insurance in the 1930s, no one has lost any of their insured deposits. Bank runs no longer happen at insured banks.

The lender of last resort task can arise in other financial crises, as well. During the 1987 stock market crash panic, when U.S. stock values fell by 25% in a single day, the Federal Reserve made a number of short-term emergency loans so that the financial system could keep functioning. During the 2008-2009 recession, we can interpret the Fed's “quantitative easing” policies (discussed below) as a willingness to make short-term credit available as needed in a time when the banking and financial system was under stress.`,
    shortAnswers: [
      { question: 'What is bank capital?', answers: ['the difference between a bank’s assets and its liabilities', "the difference between a bank's assets and its liabilities", 'difference between a bank’s assets and its liabilities', 'a bank’s net worth', "a bank's net worth", 'net worth'] },
      { question: 'Where are most bank reserves held?', answers: ['in the bank’s account at the Federal Reserve', 'the bank’s account at the Federal Reserve', "in the bank's account at the Federal Reserve", "the bank's account at the Federal Reserve", 'at the Federal Reserve', 'the Federal Reserve'] },
      { question: 'Which office has a national staff of bank examiners?', answers: ['the Office of the Comptroller of the Currency', 'Office of the Comptroller of the Currency', 'The Office of the Comptroller of the Currency'] },
      { question: 'How many savings and loan institutions does the Office of the Comptroller of the Currency regulate?', answers: ['about 800', '800', 'about 800 savings and loan institutions'] },
      { question: 'who supervises credit unions', answers: ['the National Credit Union Administration (NCUA)', 'National Credit Union Administration (NCUA)', 'the National Credit Union Administration', 'National Credit Union Administration', 'NCUA', 'The National Credit Union Administration'] },
      { question: 'How many credit unions are there in the U.S.?', answers: ['about 5,000', '5,000', 'about 5000', '5000'] },
      { question: 'Who played the bank manager in It’s a Wonderful Life?', answers: ['Jimmy Stewart'] },
      { question: 'What two strategies has Congress put in place to protect against bank runs?', answers: ['deposit insurance and the lender of last resort', 'deposit insurance and lender of last resort'] },
      { question: 'Which agency is responsible for deposit insurance in the United States?', answers: ['the Federal Deposit Insurance Corporation (FDIC)', 'Federal Deposit Insurance Corporation (FDIC)', 'the Federal Deposit Insurance Corporation', 'Federal Deposit Insurance Corporation', 'FDIC', 'the FDIC'] },
      { question: 'How many countries have deposit insurance programs?', answers: ['About 70', 'about 70', '70', 'about 70 countries'] },
      { question: 'how much money per account does the government guarantee if a bank fails', answers: ['up to $250,000', '$250,000', 'up to $250,000 of their money in each account', '250,000'] },
      { question: 'When did the United States enact deposit insurance?', answers: ['in the 1930s', 'the 1930s', '1930s'] },
      { question: 'By how much did U.S. stock values fall in the 1987 crash?', answers: ['25%', '25% in a single day', 'by 25%', '25 percent', 'by 25% in a single day'] },
    ],
    statements: [
      // a negation: "they are not permitted to invest in the stock market"
      { statement: 'Banks are permitted to invest in the stock market.', truth: false },
      { statement: 'Credit unions are nonprofit banks that their members run and own.', truth: true },
      // a number from another fact: $250,000 is the guarantee; $100 the unit of deposits
      { statement: 'The government guarantees depositors up to $500,000 in each account.', truth: false },
      { statement: 'Since the United States enacted deposit insurance in the 1930s, no one has lost any of their insured deposits.', truth: true },
      // a comparison: the risky bank paid 50–60 cents, the safe one 10–20 cents per $100
      { statement: 'In 2009, a risky bank paid lower insurance premiums than a fairly safe bank.', truth: false },
      { statement: 'During the 1987 stock market crash, the Federal Reserve made short-term emergency loans.', truth: true },
    ],
    notStated: [
      'Who founded the FDIC?',
      // the passage mentions the Great Depression and bank runs, but no count of failed banks
      'How many banks failed during the Great Depression?',
    ],
  },
];

/** No pasted quiz in this set (the brief asked for short answers, true/false and unanswerable questions). */
export const S44_PASTED_QUIZZES: PastedQuizItem[] = [];
