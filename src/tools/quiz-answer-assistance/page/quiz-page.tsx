import { ListChecks } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { findPlan } from '../../../domain/plans';
import { ToolFormCard } from '../../../web/components/tool-page/tool-form-card';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { useBrandName } from '../../../web/lib/app-config';
import { useMe } from '../../../web/lib/me';
import { useToolSetup } from '../../../web/lib/tool-setup';
import { countQuizWords, MAX_OPTIONS, quizSetupSchema, type QuizInput, useAnswerQuestions } from './api/answer-quiz';
import { HowGood } from './components/how-good';
import { MaterialField } from './components/material-field';
import { QuestionFields } from './components/question-fields';
import { buildQuizInputs, readOptionLines, readSeveralQuestions } from './lib/build-quiz-inputs';
import { savedLines, savedText, useSavedRunInput } from '../../../web/lib/saved-run-input';

// Results bring KaTeX (about 80 KB compressed) for worked steps: they download when a run starts,
// while the server answers, instead of before the page can first paint.
const loadQuizResults = () => import('./components/quiz-results');
const QuizResults = lazy(() => loadQuizResults().then((module) => ({ default: module.QuizResults })));

interface Submission {
  /** Every question the form held, including those the plan did not run. */
  inputs: QuizInput[];
  /** Tells one run from the next, so a new run starts with hints and answers hidden again. */
  id: number;
}

// The plan's words per scan count the questions and options, not the pasted material (countQuizWords).
const wordsOf = (input: QuizInput) => countQuizWords(input);

/** Quiz answer assistance: a question (or a whole quiz) and the student's material in; hints, the answer and its evidence out. Route: /quiz-answer-assistance. */
export function Component() {
  const brand = useBrandName();
  const me = useMe();
  const basic = findPlan(me.data?.subscription.package).responses === 'basic';
  const setup = useToolSetup('quiz-answer-assistance', quizSetupSchema, { closedBookModel: false });
  const saved = useSavedRunInput();
  const [question, setQuestion] = useState(() => savedText(saved, 'question'));
  const [options, setOptions] = useState(() => savedLines(saved, 'options'));
  const [material, setMaterial] = useState(() => savedText(saved, 'material'));
  const [submission, setSubmission] = useState<Submission | null>(null);
  const quiz = useAnswerQuestions();

  const deferredQuestion = useDeferredValue(question);
  const several = useMemo(() => readSeveralQuestions(deferredQuestion), [deferredQuestion]);
  const inputs = useMemo(() => buildQuizInputs({ question, options, material }), [question, options, material]);
  const deferredInputs = useDeferredValue(inputs);
  // The plan's word limit applies to each request: the largest one is what can go over.
  const words = useMemo(() => Math.max(0, ...deferredInputs.map(wordsOf)), [deferredInputs]);
  const tooManyOptions = several.length === 0 && readOptionLines(options).length > MAX_OPTIONS;
  const canSubmit = inputs.length > 0 && !tooManyOptions;
  const stale = submission !== null && quiz.runs.length > 0 && JSON.stringify(submission.inputs) !== JSON.stringify(inputs);

  function run() {
    if (!canSubmit || quiz.pending) return;
    setSubmission({ inputs, id: Date.now() });
    void loadQuizResults();
    // Basic responses answer one question per run; the rest wait behind an upgrade prompt.
    void quiz.answer(basic ? inputs.slice(0, 1) : inputs);
  }

  function clearAll() {
    setQuestion('');
    setOptions('');
    setMaterial('');
    setSubmission(null);
    quiz.reset();
  }

  const single = quiz.runs.length === 1 ? quiz.runs[0] : undefined;
  return (
    <ToolPageLayout toolId="quiz-answer-assistance">
      <title>{`Quiz answer assistance · ${brand}`}</title>
      <ToolFormCard
        submitLabel={inputs.length > 1 && !basic ? `Help with ${inputs.length} questions` : 'Help me answer'}
        pendingLabel="Reading your material…"
        submitIcon={ListChecks}
        pending={quiz.pending}
        canSubmit={canSubmit}
        onSubmit={run}
        canClear={Boolean(question || options || material || submission)}
        onClear={clearAll}
        stale={stale}
        // One question: its error shows here like on every tool page; a quiz shows each error on its question.
        error={single?.state === 'failed' ? single.error : null}
        invalidResponse={false}
      >
        <QuestionFields
          question={question}
          onQuestionChange={setQuestion}
          options={options}
          onOptionsChange={setOptions}
          several={several}
          basic={basic}
        />
        <div className="border-t pt-5">
          <MaterialField value={material} onChange={setMaterial} words={words} closedBookModel={setup?.closedBookModel} />
        </div>
      </ToolFormCard>
      {submission && quiz.runs.length > 0 && (
        <Suspense fallback={null}>
          <QuizResults key={submission.id} runs={quiz.runs} notRun={submission.inputs.length - quiz.runs.length} basic={basic} />
        </Suspense>
      )}
      <HowGood />
    </ToolPageLayout>
  );
}
