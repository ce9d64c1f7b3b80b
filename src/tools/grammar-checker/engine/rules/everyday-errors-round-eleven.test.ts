import { describe, expect, it } from 'vitest';
import { acceptAll, expectFixes } from './apply-rule.test-helper';
import { checkAgreementAndTensePatterns } from './agreement-and-tense-patterns';
import { checkCollocationPatterns } from './collocation-patterns';
import { checkProfessionArticle } from './profession-article';
import { checkConfusableWords } from './confusable-words';
import { checkTheNumberOfAgreement } from './the-number-of-agreement';
import { checkFewLittle } from './few-little';
import { checkNumberAgreement } from './number-agreement';
import { checkSubjectVerbAgreement } from './subject-verb-agreement';
import { checkUncountableNouns } from './uncountable-nouns';
import { checkIndirectQuestionOrder } from './indirect-question-order';
import { checkPastTimeTense } from './past-time-tense';
import { checkPluralPossessive } from './plural-possessive';
import { checkInvertedSubjectAgreement } from './inverted-subject-agreement';
import { checkSequenceOfTenses } from './sequence-of-tenses';
import { checkThereIsAgreement } from './there-is-agreement';
import { checkWhomAsSubject } from './whom-as-subject';
import { checkWordClassInSlot } from './word-class-in-slot';

// Issue 33, session 19: the families separate writers' batches 22–25 still missed, each as a general rule.
describe('eleventh-round rules', () => {
  it('puts the right member of a word family in a noun, adjective or adverb slot', () => {
    expectFixes(
      checkWordClassInSlot,
      [
        ['We need to make a decide about the venue.', 'We need to make a decision about the venue.'],
        ['It depends on the active participate of all members.', 'It depends on the active participation of all members.'],
        ["The company's grow over the decade was fast.", "The company's growth over the decade was fast."],
        ['The staff were extremely help and kind.', 'The staff were extremely helpful and kind.'],
        ["It's important to be confidence during an interview.", "It's important to be confident during an interview."],
        ['The manager was very please with the results.', 'The manager was very pleased with the results.'],
        ['She showed great creative and solved it.', 'She showed great creativity and solved it.'],
        ['Drive careful tonight.', 'Drive carefully tonight.'],
        ['He explained the problem very clear, so we understood.', 'He explained the problem very clearly, so we understood.'],
        ['She gave a very clearly explanation.', 'She gave a very clear explanation.'],
      ],
      [
        'Some agree, but others decide later.', 'Let her decide.', 'The key is confidence.', 'She made it very clear that we should leave.',
        'It was more help than hindrance.', 'The instructions were very clear.', 'A clearly defined goal helps.', 'Drive safe and call me.',
        'It became more important as the years passed.', 'So please come early.',
      ],
    );
  });

  it('asks for the past perfect before a stated past moment, and "would" in a report that did not come true', () => {
    expectFixes(
      checkSequenceOfTenses,
      [
        ['When I arrived at the station, the train already left.', 'When I arrived at the station, the train had already left.'],
        ['By the time the ambulance came, a crowd has already gathered.', 'By the time the ambulance came, a crowd had already gathered.'],
        ['She has been living in Nairobi for five years when she got the offer.', 'She had been living in Nairobi for five years when she got the offer.'],
        ['Yesterday he said he will call me back, but he never did.', 'Yesterday he said he would call me back, but he never did.'],
        ['Maria promised that she will come, but she never showed up.', 'Maria promised that she would come, but she never showed up.'],
      ],
      ['When I was young, I already knew how to swim.', 'He said he will come tomorrow.', 'When we arrived, we already had the tickets.', 'By the time you read this, I will have left.'],
    );
  });

  it('counts with "few" and measures with "little"', () => {
    expectFixes(
      checkFewLittle,
      [
        ['I only have a few money left.', 'I only have a little money left.'],
        ['We received very little applications this year.', 'We received very few applications this year.'],
      ],
      ['A few friends came.', 'There is very little money left.', 'She has a few coins.', 'They were very little kids then.'],
    );
    expect(acceptAll(checkThereIsAgreement, 'There is a few milk left.')).toBe('There is a few milk left.');
    expect(acceptAll(checkThereIsAgreement, 'There was a few people outside.')).toBe('There were a few people outside.');
  });

  it('uses "who" where "I believe" is inserted before its verb, and keeps "whom" as an object', () => {
    expectFixes(
      checkWhomAsSubject,
      [
        ['The manager, whom I believe is on vacation, has not replied.', 'The manager, who I believe is on vacation, has not replied.'],
        ['Whom shall I say is calling?', 'Who shall I say is calling?'],
      ],
      ['The candidate whom I believe you met is here.', 'The man whom I believe to be guilty left.', 'Whom did you invite?'],
    );
  });

  it('agrees the verb with a subject that follows it', () => {
    expectFixes(
      checkInvertedSubjectAgreement,
      [
        ['Does the new printer drivers support Windows 11?', 'Do the new printer drivers support Windows 11?'],
        ['Here comes the results of the survey.', 'Here come the results of the survey.'],
        ['On the top shelf sits two jars of jam.', 'On the top shelf sit two jars of jam.'],
        ['On the counter was a few plates of pasta.', 'On the counter were a few plates of pasta.'],
      ],
      ['Does the sales team support the plan?', 'Here comes the bus.', 'On Monday the office was closed.', 'On the shelf sits a jar of jam.'],
    );
  });

  it('fixes collocations, false friends and articles learners get wrong', () => {
    expectFixes(
      checkCollocationPatterns,
      [
        ['Could you make me a favour?', 'Could you do me a favour?'],
        ['We made a lot of photos on the trip.', 'We took a lot of photos on the trip.'],
        ['Last week I assisted a conference in Geneva.', 'Last week I attended a conference in Geneva.'],
        ['The professor told that the exam was moved.', 'The professor said that the exam was moved.'],
        ['I am writing to complain on the noise.', 'I am writing to complain about the noise.'],
        ['You had better to check the date.', 'You had better check the date.'],
        ['Could you please advice me on this?', 'Could you please advise me on this?'],
        ['The principal complemented the students on their behaviour.', 'The principal complimented the students on their behaviour.'],
        ['It will be delivered in Friday.', 'It will be delivered on Friday.'],
        ['I usually go to the work by bus.', 'I usually go to work by bus.'],
        ['He is studying the medicine in Kraków.', 'He is studying medicine in Kraków.'],
        ['The life is too short.', 'Life is too short.'],
        ['She has three sister-in-laws.', 'She has three sisters-in-law.'],
        ['The weather was such cold that we stayed in.', 'The weather was so cold that we stayed in.'],
        ['The exam was less difficult as I expected.', 'The exam was less difficult than I expected.'],
        ['The teacher asked Maria and myself to stay.', 'The teacher asked Maria and me to stay.'],
        ['They sent the refund to my husband and myself without a word.', 'They sent the refund to my husband and me without a word.'],
      ],
      [
        'I was told that the exam was cancelled.', 'The wine complemented the dish perfectly.', 'The life of a soldier is hard.',
        'It became more important as the years passed.', 'She complained on behalf of the team.', 'He is studying the history of Rome.',
        'My husband and I did it ourselves.', 'Maria and myself will handle it.',
      ],
    );
  });

  it('reads word order, possessives and finished times learners get wrong', () => {
    expectFixes(
      checkCollocationPatterns,
      [
        ['Never I have seen such a mess.', 'Never have I seen such a mess.'],
        ['I want that you come with me.', 'I want you to come with me.'],
        ['He speaks very well English.', 'He speaks English very well.'],
        ['We really enjoyed at the party.', 'We really enjoyed ourselves at the party.'],
        ['The meeting has been rescheduled at Monday.', 'The meeting has been rescheduled for Monday.'],
      ],
      ['Us students were not told that the exam was moved.', 'She told that story to everyone.', 'I never want that to happen again.', 'We enjoyed the party.'],
    );
    expectFixes(
      checkPluralPossessive,
      [
        ["Fresh apple's are on sale today.", 'Fresh apples are on sale today.'],
        ["The two company's representatives met.", "The two companies' representatives met."],
      ],
      ["James's are the best.", "The two children's toys were everywhere.", "It's a company's duty."],
    );
    expectFixes(checkIndirectQuestionOrder, [['I wonder why does the script crash every time.', 'I wonder why the script crashes every time.']], ['I wonder why the script crashes.']);
    expectFixes(
      checkPastTimeTense,
      [['I have visited my grandmother last December, and she cooked for the whole family.', 'I visited my grandmother last December, and she cooked for the whole family.']],
      ['I have lived here for the last two years.'],
    );
  });

  it("fixes batch 26's families: then/than, loose, a lot of + plural, hardly ever, want to + base, your, generic nouns, the most … in", () => {
    expectFixes(
      checkCollocationPatterns,
      [
        ['We had dinner and than walked back.', 'We had dinner and then walked back.'],
        ['These trousers are a bit lose around the waist.', 'These trousers are a bit loose around the waist.'],
        ['She hardly never eats breakfast.', 'She hardly ever eats breakfast.'],
        ['I want to improving my writing.', 'I want to improve my writing.'],
        ["Is this you're scarf?", 'Is this your scarf?'],
        ['In my opinion, the happiness is more important than money.', 'In my opinion, happiness is more important than money.'],
        ['Rafa is the more talented player in the whole academy.', 'Rafa is the most talented player in the whole academy.'],
        ['I usually go to the bed around midnight.', 'I usually go to bed around midnight.'],
        ['Please contact Ms Rossi or myself.', 'Please contact Ms Rossi or me.'],
      ],
      [
        'She earns more than I do and than my brother does.', "Don't lose the keys.", 'The happiness of the children matters.',
        'It is the more expensive option in the long run.', 'I look forward to meeting you.',
      ],
    );
    expectFixes(checkNumberAgreement, [['There were a lot of child in the park.', 'There were a lot of children in the park.'], ['It was delayed by three hour because of fog.', 'It was delayed by three hours because of fog.']], ['I ate a lot of cake.', 'She turned ninety last week.']);
    expectFixes(checkUncountableNouns, [['None of the information in the brochure were correct.', 'None of the information in the brochure was correct.']], ['None of the students in the class were late.']);
    expectFixes(checkSubjectVerbAgreement, [['One of the waiters in that café speak three languages.', 'One of the waiters in that café speaks three languages.']], ["It's nothing like the instant kind.", 'There is nothing like a hot bath.']);
  });

  it("fixes batch 27's families without touching their look-alikes", () => {
    expectFixes(
      checkConfusableWords,
      [
        ['I ordered new stationary for the office: pens and folders.', 'I ordered new stationery for the office: pens and folders.'],
        ['The sauce was a perfect compliment to the fish.', 'The sauce was a perfect complement to the fish.'],
        ['We except all major credit cards.', 'We accept all major credit cards.'],
        ['One of them felt over during the night.', 'One of them fell over during the night.'],
        ['Can I lend your pen for a minute?', 'Can I borrow your pen for a minute?'],
        ['In my actual job I work as a receptionist.', 'In my current job I work as a receptionist.'],
        ["Does you're son need a packed lunch?", 'Does your son need a packed lunch?'],
        ['Thank you for your patient while we look into it.', 'Thank you for your patience while we look into it.'],
      ],
      ['The car remained stationary.', 'Everyone except John came.', 'I felt over the moon.', 'Thank you for your patient care.', 'Can you lend me your pen?'],
    );
    expectFixes(
      checkCollocationPatterns,
      [
        ['This is the worse service I have ever had.', 'This is the worst service I have ever had.'],
        ['He is best player on our team.', 'He is the best player on our team.'],
        ['He insisted on pay for the dinner.', 'He insisted on paying for the dinner.'],
        ["Unless you don't water them, they die.", 'Unless you water them, they die.'],
        ['Please send the invoice directly to myself.', 'Please send the invoice directly to me.'],
      ],
      ['It is best practice to back up.', 'I wrote a note to myself.', 'Unless you water them, they die.'],
    );
    expectFixes(
      checkSequenceOfTenses,
      [
        ['The nurse told me that the doctor will come back at six, but nobody came.', 'The nurse told me that the doctor would come back at six, but nobody came.'],
        ['If we had more volunteers, we can open on Sundays.', 'If we had more volunteers, we could open on Sundays.'],
      ],
      ['If they were late, they will have missed the bus.', 'If they were hungry, they can eat now.', 'If I had finished, I can go.'],
    );
    expectFixes(checkTheNumberOfAgreement, [['The list of medications for the patients in bay four are on the clipboard.', 'The list of medications for the patients in bay four is on the clipboard.']], ['A group of students are here.']);
    expectFixes(
      checkInvertedSubjectAgreement,
      [
        ['Does the boxes for the school fair need to be dropped off?', 'Do the boxes for the school fair need to be dropped off?'],
        ['Has the new tenants upstairs been told?', 'Have the new tenants upstairs been told?'],
      ],
      ['Does the box for the fair need a label?', 'Has the team of players been told?'],
    );
    expectFixes(checkNumberAgreement, [['I planted twenty tulip bulb along the fence.', 'I planted twenty tulip bulbs along the fence.']], ['We booked a two hour drive.', 'They rent three bedroom flats.']);
    expectFixes(
      checkIndirectQuestionOrder,
      [
        ['Do you know what time does the bus to the airport leave?', 'Do you know what time the bus to the airport leaves?'],
        ['Could you tell me when will the new laptops arrive?', 'Could you tell me when the new laptops will arrive?'],
      ],
      ['I wonder what will happen.'],
    );
    expectFixes(checkPastTimeTense, [["Last night the telescope's motor has stopped working.", "Last night the telescope's motor stopped working."]], ['The motor has stopped working.']);
  });

  it("fixes batch 28's families and leaves code, quoted words and dish names alone", () => {
    expectFixes(
      checkCollocationPatterns,
      [
        ['My brother is three years elder than me.', 'My brother is three years older than me.'],
        ['On weekends I play the football with friends.', 'On weekends I play football with friends.'],
        ['I always loose one of my gloves.', 'I always lose one of my gloves.'],
        ['Please turn of the monitors.', 'Please turn off the monitors.'],
        ['He worked in a fabric that made car parts.', 'He worked in a factory that made car parts.'],
        ["The bedroom isn't enough big for a double bed.", "The bedroom isn't big enough for a double bed."],
        ['The lightning in the second room was too dim.', 'The lighting in the second room was too dim.'],
        ['Could you share the receipt for the plum cake?', 'Could you share the recipe for the plum cake?'],
        ['I listen English podcasts while I cook.', 'I listen to English podcasts while I cook.'],
        ['I fell very welcome in this group.', 'I feel very welcome in this group.'],
        ['Can they make photos in the hall?', 'Can they take photos in the hall?'],
        ['The principle has confirmed the closure.', 'The principal has confirmed the closure.'],
        ['The chef came out to thank us for our complements.', 'The chef came out to thank us for our compliments.'],
        ['We always are looking for volunteers.', 'We are always looking for volunteers.'],
        ['We nearly left before are mains arrived.', 'We nearly left before our mains arrived.'],
        ['I thank everyone who have travelled here.', 'I thank everyone who has travelled here.'],
        ['My suitcase was arrived four days late.', 'My suitcase arrived four days late.'],
      ],
      ['The people I work with are friends.', 'I fell asleep.', 'The lightning struck the tower.', 'I lost the receipt for the shoes.', 'Enough big names came.'],
    );
    expectFixes(
      checkAgreementAndTensePatterns,
      [
        ['Does anyone knows if the trip is on?', 'Does anyone know if the trip is on?'],
        ['Every family who signs up this month receive a jar of honey.', 'Every family who signs up this month receives a jar of honey.'],
        ['The club decided to rise ticket prices again.', 'The club decided to raise ticket prices again.'],
        ['They have offered there spare cans to us.', 'They have offered their spare cans to us.'],
        ['As soon as the technician will fix the server, we can restart.', 'As soon as the technician fixes the server, we can restart.'],
        ['Does anyone know who\'s blue jacket was left here?', 'Does anyone know whose blue jacket was left here?'],
        ["The Smith's are hosting the meeting.", 'The Smiths are hosting the meeting.'],
        ['My skin is very sensible to wool.', 'My skin is very sensitive to wool.'],
      ],
      ["Who's going to the party?", 'Every parent who says they love the plan is wrong.', 'The temperatures will rise again.', 'Over there new houses are being built.', 'The reason we do it is simple.', 'The way they do it has changed.'],
    );
    expectFixes(checkProfessionArticle, [['I have always wanted to become doctor.', 'I have always wanted to become a doctor.']], ['She became captain of the team.']);
    expectFixes(checkPastTimeTense, [['She lead the team to the title last season, so the club should keep her.', 'She led the team to the title last season, so the club should keep her.']], []);
  });
});
