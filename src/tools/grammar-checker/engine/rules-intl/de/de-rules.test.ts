import { type RuleCase, testRuleCases } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

const CASES: RuleCase[] = [
  ['de/definite-article-gender', 'Der Wetter ist schön.', 'Das Wetter ist schön.', 'Das Wetter ist schön.'],
  ['de/definite-article-gender', 'Ich sehe die Tisch.', 'Ich sehe der Tisch.', 'Ich sehe den Tisch.'],
  ['de/indefinite-article-gender', 'Ich habe einen neue Buch.', 'Ich habe ein neues Buch.', 'Ich habe ein neues Buch.'],
  ['de/indefinite-article-gender', 'Das ist eine Hund.', 'Das ist ein Hund.', 'Das ist eine Katze.'],
  ['de/adjective-ending', 'Das ist ein neue Auto.', 'Das ist ein neues Auto.', 'Der alte Mann liest die neue Zeitung.'],
  ['de/preposition-case', 'Ich fahre mit den Zug.', 'Ich fahre mit dem Zug.', 'Ich fahre mit dem Zug zu der Schule.'],
  ['de/preposition-case', 'Das ist für dem Mann.', 'Das ist für den Mann.', 'Das ist für den Mann.'],
  ['de/verb-second', 'Morgen wir fahren nach Berlin.', 'Morgen fahren wir nach Berlin.', 'Morgen fahren wir nach Berlin.'],
  ['de/verb-final', 'Ich bleibe zu Hause, weil ich habe keine Zeit.', 'Ich bleibe zu Hause, weil ich keine Zeit habe.', 'Ich bleibe zu Hause, weil ich keine Zeit habe.'],
  ['de/seid-seit', 'Ich wohne seid drei Jahren hier.', 'Ich wohne seit drei Jahren hier.', 'Ihr seid seit drei Jahren hier.'],
  ['de/seit-seid', 'Wo ihr seit, ist es warm.', 'Wo ihr seid, ist es warm.', 'Wo ihr seid, ist es warm.'],
  ['de/dass-after-verb', 'Ich weiß, das er kommt.', 'Ich weiß, dass er kommt.', 'Ich weiß, das ist gut. Das Kind, das ich kenne, lacht.'],
  ['de/so-dass', 'Es regnete, so das wir blieben.', 'Es regnete, so dass wir blieben.', 'Es regnete, so dass wir blieben.'],
  ['de/old-dass', 'Ich hoffe, daß es klappt.', 'Ich hoffe, dass es klappt.', 'Ich hoffe, dass es klappt.'],
  ['de/als-after-comparative', 'Er ist größer wie sein Bruder.', 'Er ist größer als sein Bruder.', 'Er ist so groß wie sein Bruder.'],
  ['de/in-year', 'Ich bin in 2020 umgezogen.', 'Ich bin im Jahr 2020 umgezogen.', 'Ich bin 2020 umgezogen.'],
  ['de/noun-capital', 'Ich lese das buch.', 'Ich lese das Buch.', 'Ich lese das Buch. Die essen gern.'],
  ['de/perfect-with-sein', 'Ich habe gestern nach Hause gegangen.', 'Ich bin gestern nach Hause gegangen.', 'Ich habe das Auto gefahren.'],
  ['de/sein-agreement', 'Ich bist müde.', 'Ich bin müde.', 'Du und ich sind müde. Es sind viele Leute hier.'],
  ['de/haben-agreement', 'Wir hat keine Zeit.', 'Wir haben keine Zeit.', 'Wir haben keine Zeit.'],
  ['de/modal-agreement', 'Du kann das machen.', 'Du kannst das machen.', 'Du kannst das machen.'],
  ['de/modal-zu', 'Ich muss zu arbeiten.', 'Ich muss arbeiten.', 'Ich muss zu Hause arbeiten.'],
  ['de/einzigste', 'Das ist die einzigste Lösung.', 'Das ist die einzige Lösung.', 'Das ist die einzige Lösung.'],
  ['de/tot-adjective', 'Der Fisch ist tod.', 'Der Fisch ist tot.', 'Der Fisch ist tot.'],
  ['de/tod-noun', 'Er hat Angst vor dem Tot.', 'Er hat Angst vor dem Tod.', 'Er hat Angst vor dem Tod.'],
  ['de/wie-viel', 'Wieviel kostet das?', 'Wie viel kostet das?', 'Wie viel kostet das?'],
  ['de/fiel-viel', 'Das kostet zu fiel.', 'Das kostet zu viel.', 'Der Ball fiel ins Wasser.'],
  ['de/wahr-war', 'Das ist war.', 'Das ist wahr.', 'Das war gestern.'],
  ['de/genitive-apostrophe', "Das ist Peter's Auto.", 'Das ist Peters Auto.', 'Das ist Peters Auto.'],
  ['de/sinn-ergeben', 'Das macht Sinn.', 'Das ergibt Sinn.', 'Das ergibt Sinn.'],
  ['de/standard', 'Das ist der Standart.', 'Das ist der Standard.', 'Das ist der Standard.'],
];

testRuleCases('German', GERMAN_RULES, CASES);
