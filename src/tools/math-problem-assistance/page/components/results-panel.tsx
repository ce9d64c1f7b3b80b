import { EyeOff, Info } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CopyButton } from '../../../../web/components/copy-button';
import { Alert, AlertDescription } from '../../../../web/components/ui/alert';
import { Badge } from '../../../../web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { UpgradePrompt } from '../../../../web/components/upgrade-prompt';
import type { MathResult } from '../api/solve-math';
import { SOLVED_TASK_LABELS, TASKS_WITH_EXTRAS } from '../lib/task-labels';
import { AlternativeMethods } from './alternative-methods';
import { FunctionGraph } from './function-graph';
import { HintControls, type Reveal } from './hint-controls';
import { KatexMath } from '../../../../web/components/katex-math';
import type { InputMode } from './problem-input';
import { ProblemPreview } from './problem-preview';
import { StepList } from './step-list';
import { UnsupportedNotice } from './unsupported-notice';

export interface SolvedProblem {
  mode: InputMode;
  /** LaTeX from the editor, or the text box's text. */
  value: string;
}

interface ResultsPanelProps {
  solution: MathResult;
  problem: SolvedProblem;
  /** Hints mode: the answer, steps, graph and other methods stay hidden until revealed. */
  hintsOnly: boolean;
  /** The plan gets basic responses: an upgrade prompt stands where the graph and other methods would be. */
  basic: boolean;
  /** The "Check my answer" card, placed under the steps. */
  checkAnswer?: ReactNode;
}

/** The answer, the steps (or hints, revealed one at a time), the student's own check, then the graph and other methods. */
export function ResultsPanel({ solution, problem, hintsOnly, basic, checkAnswer }: ResultsPanelProps) {
  const [reveal, setReveal] = useState<Reveal>({ hints: 0, steps: 0, full: false });
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The form fills the first screen on phones: bring the answer into view.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
  }, []);

  const { steps, hints } = solution;
  const guided = hintsOnly && !reveal.full;
  const answerShown = !guided || (steps.length > 0 && reveal.steps >= steps.length);
  const visibleSteps = guided ? steps.slice(0, reveal.steps) : steps;
  const solved = solution.status === 'solved';

  return (
    <section ref={sectionRef} aria-label="Solution" className="mt-6 scroll-mt-20 space-y-6" data-testid="math-results" data-tool-result>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-2">
            <CardTitle className="text-base">{solved ? 'Answer' : 'Not solved'}</CardTitle>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant="secondary">{SOLVED_TASK_LABELS[solution.task]}</Badge>
              {solution.method && (
                <Badge variant="outline" data-testid="math-method">
                  {solution.method}
                </Badge>
              )}
            </div>
          </div>
          {solved && answerShown && solution.answer && <CopyButton text={solution.answer.text} label="Copy answer" />}
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="min-w-0 rounded-md border bg-muted/30 px-3 py-2 text-sm">
            <p className="text-xs font-medium text-muted-foreground">Your problem</p>
            {problem.mode === 'editor' ? <KatexMath latex={problem.value} display /> : <ProblemPreview text={problem.value} prose="text" />}
            {solution.readAs && (
              // What the engine made of it, so that a misreading shows before anyone trusts the answer.
              <div className="mt-2 border-t pt-2" data-testid="math-read-as">
                <p className="text-xs font-medium text-muted-foreground">I read this as</p>
                <KatexMath latex={solution.readAs.latex} display />
              </div>
            )}
          </div>
          {!solved && <UnsupportedNotice message={solution.message} />}
          {solved && solution.answer && (
            <div data-testid="math-answer">
              {answerShown ? (
                <KatexMath latex={solution.answer.latex} display className="text-xl" />
              ) : (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <EyeOff className="size-4 shrink-0" aria-hidden="true" />
                  The answer stays hidden while you work on it: take a hint, reveal the steps one by one, or show the full solution.
                </p>
              )}
            </div>
          )}
          {solved && solution.message && (
            <Alert variant="info" data-testid="math-note">
              <Info />
              <AlertDescription className="text-foreground">{solution.message}</AlertDescription>
            </Alert>
          )}
          {solution.engine === 'model' && (
            <p className="text-xs text-muted-foreground">
              The configured AI model turned this word problem into equations; our engine solved and checked them. Make sure the
              equations say what the story says.
            </p>
          )}
        </CardContent>
      </Card>

      {(solved || hints.length > 0) && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{solved ? 'Step by step' : 'Hints'}</CardTitle>
            {guided && solved && <CardDescription>Try it yourself first: take a hint, or reveal one step at a time.</CardDescription>}
          </CardHeader>
          <CardContent className="space-y-4">
            {(guided || !solved) && (
              <HintControls hints={hints} stepCount={solved ? steps.length : 0} reveal={reveal} onReveal={setReveal} />
            )}
            {solved && visibleSteps.length > 0 && <StepList steps={visibleSteps} label="Steps" />}
            {solved && steps.length === 0 && !guided && (
              <p className="text-sm text-muted-foreground" data-testid="math-no-steps">
                {solution.message
                  ? 'No steps for this one: see the note above.'
                  : 'No step-by-step method covers this problem yet: the answer above comes straight from our algebra system.'}
              </p>
            )}
          </CardContent>
        </Card>
      )}

      {solved && checkAnswer}

      {solved && (answerShown ? <Extras solution={solution} basic={basic} /> : <ExtrasHidden solution={solution} />)}
    </section>
  );
}

function ExtrasHidden({ solution }: { solution: MathResult }) {
  if (!solution.graph && !solution.alternatives?.length) return null;
  return <p className="text-sm text-muted-foreground">The graph and other methods appear with the full solution.</p>;
}

/** Advanced responses: the graph and other methods. A basic response gets an upgrade prompt in their place. */
function Extras({ solution, basic }: { solution: MathResult; basic: boolean }) {
  const { graph, alternatives } = solution;
  const hasAlternatives = alternatives !== undefined && alternatives.length > 0;
  if (!graph && !hasAlternatives) {
    if (!basic || !TASKS_WITH_EXTRAS.has(solution.task)) return null;
    return (
      <UpgradePrompt
        title="See the graph and other ways to solve it"
        description="Your plan gets the answer, every step and hints. Pro and Ultimate add a graph with the roots marked, and the same problem solved by other methods (the quadratic formula, completing the square…)."
      />
    );
  }
  return (
    <div className={graph && hasAlternatives ? 'grid items-start gap-6 lg:grid-cols-2' : 'grid items-start gap-6'}>
      {graph && (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">Graph</CardTitle>
          </CardHeader>
          <CardContent>
            <FunctionGraph graph={graph} />
          </CardContent>
        </Card>
      )}
      {hasAlternatives && (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">Other ways to solve it</CardTitle>
          </CardHeader>
          <CardContent>
            <AlternativeMethods alternatives={alternatives} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
