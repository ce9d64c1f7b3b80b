import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { quizContract, type QuizInput } from '../../contract';
import { QuizResults } from './quiz-results';

/** A saved answer shown as the page shows a fresh one: the answer, its evidence and the hints. */
export default function SavedRunView({ result, input }: SavedRunViewProps) {
  const parsed = quizContract.result.safeParse(result);
  const question = quizContract.input.safeParse(input);
  if (!parsed.success) return <SavedRunUnreadable what="answer" />;
  const savedInput: QuizInput = question.success ? question.data : { question: '' };
  return <QuizResults runs={[{ input: savedInput, state: 'done', result: parsed.data }]} notRun={0} basic={false} />;
}
