import { Sigma } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { findPlan } from '../../../domain/plans';
import { ToolFormCard } from '../../../web/components/tool-page/tool-form-card';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { useBrandName } from '../../../web/lib/app-config';
import { useMe } from '../../../web/lib/me';
import { useSolveMath, type MathInput, type MathTaskRequest } from './api/solve-math';
import { CheckAnswer } from './components/check-answer';
import { ExampleChips } from './components/example-chips';
import { HowGood } from './components/how-good';
import { ProblemInput, type InputMode } from './components/problem-input';
import type { SolvedProblem } from './components/results-panel';
import { TaskOptions, variableError } from './components/task-options';
import type { MathExample } from './lib/examples';
import { savedText, useSavedRunInput } from '../../../web/lib/saved-run-input';

// Results bring KaTeX (about 80 KB compressed): they download when a run starts, while the server
// solves, instead of before the page can first paint.
const loadResultsPanel = () => import('./components/results-panel');
const ResultsPanel = lazy(() => loadResultsPanel().then((module) => ({ default: module.ResultsPanel })));

interface Submission {
  input: MathInput;
  problem: SolvedProblem;
  /** Tells one run from the next, so a new problem starts with hints and steps hidden again. */
  id: number;
}

function buildInput(problem: string, task: MathTaskRequest, variable: string): MathInput {
  return { problem, task, ...(variable.trim() && { variable: variable.trim() }) };
}

const sameInput = (a: MathInput, b: MathInput) => a.problem === b.problem && a.task === b.task && a.variable === b.variable;

/** Math problem assistance: a problem in (math editor or text), the answer with every step, hints, a check and a graph out. Route: /math-problem-assistance. */
export function Component() {
  const brand = useBrandName();
  const me = useMe();
  const basic = findPlan(me.data?.subscription.package).responses === 'basic';
  const saved = useSavedRunInput();
  const [mode, setMode] = useState<InputMode>(() => (savedText(saved, 'problem') ? 'text' : 'editor'));
  const [latex, setLatex] = useState('');
  const [text, setText] = useState(() => savedText(saved, 'problem'));
  const [task, setTask] = useState<MathTaskRequest>('auto');
  const [variable, setVariable] = useState('');
  const [hintsOnly, setHintsOnly] = useState(false);
  const [submission, setSubmission] = useState<Submission | null>(null);
  const [checkedAnswer, setCheckedAnswer] = useState('');
  // Two runs: solving, and checking the student's answer, so a check in flight never hides the solution.
  const solve = useSolveMath();
  const check = useSolveMath();

  const problem = mode === 'editor' ? latex : text;
  const input = buildInput(problem, task, variable);
  const canSubmit = problem.trim() !== '' && variableError(variable) === null;
  const stale = solve.solution !== undefined && submission !== null && !sameInput(submission.input, input);

  function run() {
    if (!canSubmit || solve.isPending) return;
    setSubmission({ input, problem: { mode, value: problem }, id: Date.now() });
    void loadResultsPanel();
    check.reset();
    solve.mutate(input);
  }

  function runCheck(answer: string) {
    if (!submission) return;
    setCheckedAnswer(answer);
    check.mutate({ ...submission.input, answer });
  }

  function pickExample(example: MathExample) {
    if (mode === 'editor') {
      setLatex(example.latex);
      setTask(example.editorTask);
    } else {
      setText(example.text);
      setTask('auto');
    }
  }

  function clearAll() {
    setLatex('');
    setText('');
    setTask('auto');
    setVariable('');
    setSubmission(null);
    solve.reset();
    check.reset();
  }

  return (
    <ToolPageLayout toolId="math-problem-assistance">
      <title>{`Math problem assistance · ${brand}`}</title>
      <ToolFormCard
        submitLabel="Solve"
        pendingLabel="Solving…"
        submitIcon={Sigma}
        pending={solve.isPending}
        canSubmit={canSubmit}
        onSubmit={run}
        canClear={Boolean(latex || text || variable || task !== 'auto' || submission)}
        onClear={clearAll}
        stale={stale}
        error={solve.error}
        invalidResponse={solve.invalidResponse}
      >
        <ProblemInput
          mode={mode}
          onModeChange={setMode}
          latex={latex}
          onLatexChange={setLatex}
          text={text}
          onTextChange={setText}
          onSubmit={run}
        />
        <ExampleChips onPick={pickExample} disabled={solve.isPending} />
        <div className="border-t pt-5">
          <TaskOptions
            task={task}
            onTaskChange={setTask}
            variable={variable}
            onVariableChange={setVariable}
            hintsOnly={hintsOnly}
            onHintsOnlyChange={setHintsOnly}
          />
        </div>
      </ToolFormCard>
      {solve.solution && submission && (
        <Suspense fallback={null}>
          <ResultsPanel
            key={submission.id}
            solution={solve.solution}
            problem={submission.problem}
            hintsOnly={hintsOnly}
            basic={basic}
            checkAnswer={
              <CheckAnswer
                task={solve.solution.task}
                onCheck={runCheck}
                pending={check.isPending}
                outcome={check.data && !check.invalidResponse ? { answer: checkedAnswer, check: check.solution?.check } : undefined}
                error={check.error}
                invalidResponse={check.invalidResponse}
              />
            }
          />
        </Suspense>
      )}
      <HowGood />
    </ToolPageLayout>
  );
}
