import { CircleHelp, Eye, Info, SearchX } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '../../../../web/components/copy-button';
import { Alert, AlertDescription, AlertTitle } from '../../../../web/components/ui/alert';
import { Badge } from '../../../../web/components/ui/badge';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { UpgradePrompt } from '../../../../web/components/upgrade-prompt';
import { formatPercent } from '../../../../web/lib/tool-pages';
import type { QuizResult } from '../api/answer-quiz';
import { formatAnswer, formatAnswerForCopy } from '../lib/format-answer';
import { KIND_LABELS } from '../lib/kind-labels';
import { CalculationSteps } from './calculation-steps';
import { EvidenceInMaterial } from './evidence-in-material';
import { HintLadder } from './hint-ladder';
import { OptionList } from './option-list';

interface QuestionResultProps {
  result: QuizResult;
  /** The material as sent: the evidence offsets point into it. */
  material: string | undefined;
  /** "Question 2 of 3" when a quiz was pasted; "Your question" otherwise. */
  title: string;
  /** Basic responses: an upgrade prompt stands where the per-option explanations would be. */
  offerExplanations: boolean;
}

/** One question's answer: hints first, the answer on request, then the evidence in the material. */
export function QuestionResult({ result, material, title, offerExplanations }: QuestionResultProps) {
  const [hintsShown, setHintsShown] = useState(0);
  const [answerShown, setAnswerShown] = useState(false);
  const answered = result.status === 'answered' && result.answer !== undefined;
  // Without a verdict there is nothing to give away: candidate evidence and steps are hints themselves.
  const revealed = answered ? answerShown : true;
  const answerIndexes = answered && answerShown && result.answer ? pickAnswerIndexes(result.answer) : null;

  return (
    <Card data-testid="quiz-result" data-status={result.status}>
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base">{title}</CardTitle>
          <Badge variant="secondary">{KIND_LABELS[result.kind]}</Badge>
          {result.engine === 'model' && <Badge variant="outline">Answered by the AI model</Badge>}
        </div>
        <p className="break-words text-[15px]">{result.reading.stem}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <OptionList options={result.reading.options} answerIndexes={answerIndexes} verdicts={answerShown ? result.options : undefined} />
        <StatusNotice result={result} />
        <HintLadder hints={result.hints} shown={hintsShown} onShowMore={() => setHintsShown((shown) => shown + 1)}>
          {answered && !answerShown && (
            <Button type="button" size="sm" onClick={() => setAnswerShown(true)}>
              <Eye />
              Show answer
            </Button>
          )}
        </HintLadder>
        {answered && answerShown && result.answer && (
          <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-emerald-600/40 bg-emerald-500/5 p-3" data-testid="quiz-answer">
            <div className="min-w-0">
              <p className="text-xs font-medium text-muted-foreground">{result.answer.optionIndexes ? 'Every option that holds' : 'Answer'}</p>
              <p className="break-words text-lg font-semibold">{formatAnswer(result.answer, result.reading.options)}</p>
              <p className="text-xs text-muted-foreground">
                Confidence {formatPercent(result.answer.confidence)}: on our test questions, answers this sure were right about that often.
              </p>
            </div>
            <CopyButton text={formatAnswerForCopy(result)} label="Copy answer" />
          </div>
        )}
        {answered && answerShown && result.message && (
          <Alert variant="info">
            <Info />
            <AlertDescription className="text-foreground">{result.message}</AlertDescription>
          </Alert>
        )}
        {answered && answerShown && offerExplanations && !result.options && result.reading.options.length > 1 && (
          <UpgradePrompt
            title="See why each option is right or wrong"
            description="Your plan gets hints, the answer and its evidence. Pro and Ultimate explain every option from your material, and answer a whole pasted quiz in one go."
          />
        )}
        {revealed && result.steps && <CalculationSteps steps={result.steps} />}
        {revealed && <Evidence result={result} material={material} />}
        {result.engine === 'model' && revealed && (
          <p className="text-xs text-muted-foreground">
            This question had no material, so the configured AI model answered from general knowledge: check it against your course notes.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The options to mark: every one of a select-all set, or the one chosen. */
function pickAnswerIndexes(answer: NonNullable<QuizResult['answer']>): number[] | null {
  if (answer.optionIndexes) return answer.optionIndexes;
  return answer.optionIndex === null ? null : [answer.optionIndex];
}

function StatusNotice({ result }: { result: QuizResult }) {
  if (result.status === 'unsupported') {
    return (
      <Alert variant="warning" data-testid="quiz-unsupported">
        <CircleHelp />
        <AlertTitle>We can&apos;t answer this one</AlertTitle>
        <AlertDescription>
          <p className="text-foreground">{result.message ?? 'Add the notes or passage the question is about, and run it again.'}</p>
        </AlertDescription>
      </Alert>
    );
  }
  if (result.status === 'hints_only') {
    return (
      <Alert variant="info" data-testid="quiz-hints-only">
        <SearchX />
        <AlertTitle>No confident answer found</AlertTitle>
        <AlertDescription>
          <p className="text-foreground">
            We won&apos;t guess. Take the hints, and read the passages highlighted below: the answer is most likely there.
          </p>
          {result.message && <p className="mt-1">{result.message}</p>}
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

function Evidence({ result, material }: { result: QuizResult; material: string | undefined }) {
  if (result.evidence.length === 0) return null;
  const tone = result.status === 'answered' ? 'supporting' : 'candidate';
  if (material) return <EvidenceInMaterial material={material} evidence={result.evidence} tone={tone} />;
  return (
    <ul className="space-y-2 text-sm" aria-label="Evidence">
      {result.evidence.map((item, index) => (
        <li key={index} className="rounded-md border-l-4 border-amber-400 bg-muted/40 px-3 py-2 break-words">
          {item.text}
        </li>
      ))}
    </ul>
  );
}
