import { solveWordProblem } from './src/tools/math-problem-assistance/word-problems/solve-word-problem';
const problems = [
  'What is 25% of 80?', '15 percent of $240 is what?', 'What is 80 increased by 25%?', 'Decrease 200 by 15%.', '30 is what percent of 120?',
  'What percent of 50 is 20?', '25% of what number is 20?', '20 is 40% of what?',
  'A car travels at 60 miles per hour for 3 hours. How far does it travel?',
  'If a car drives at 60 mph for 3 hours, how far does it go?',
  'A train travels 240 km in 4 hours. What is its average speed?',
  'Tom walks 12 miles at 4 miles per hour. How long does it take him?',
  'A cyclist rides 30 km at 15 km/h. How many hours does it take?',
  'A car travels at 60 miles per hour for 30 minutes. How far does it travel?',
  'Tom has 5 apples and buys 7 more. How many apples does he have now?',
  'Tom has 12 apples. He gives 5 to Mary. How many apples does he have left?',
  'Sara has 5 apples and Tom has 7 apples. How many apples do they have altogether?',
  'Sara has 5 apples and Tom has 7 apples. How many more apples does Tom have than Sara?',
  'Tom has 5 apples and Sara has 3 apples. Tom gives 2 apples to Sara. How many apples does Sara have now?',
  'Tom has $20. He spends $5 on lunch. How much money does he have left?',
  'Pens cost $2 each. How much do 5 pens cost?',
  'If one pen costs $3, how much do 7 pens cost?',
  'Tom buys 4 books at $12 each. How much does he spend?',
  '6 pens cost $18. How much does one pen cost?',
  'Tom has 5 apples and buys half as many more. How many apples does he have?',
  'Tom has 5 apples and buys 7 pears. How many apples does he have now?',
];
for (const p of problems) {
  const r = await solveWordProblem(p);
  console.log(p, '\n   =>', r.status === 'solved' ? `${r.answer} [${r.setup.kind === 'expression' ? r.setup.expression : r.setup.equations.join('; ')}] ${r.answerMeaning} | ${r.steps.map((s) => s.rule).join(' / ')}` : r.message.slice(0, 50));
}
