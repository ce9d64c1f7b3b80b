import { Info, SpellCheck } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useRef, useState } from 'react';
import { countWords } from '../../../domain/word-count';
import { Alert, AlertDescription } from '../../../web/components/ui/alert';
import { Button } from '../../../web/components/ui/button';
import { Card, CardContent } from '../../../web/components/ui/card';
import { Label } from '../../../web/components/ui/label';
import { Spinner } from '../../../web/components/ui/spinner';
import { useBrandName } from '../../../web/lib/app-config';
import { FileUploadButton } from '../../../web/components/tool-page/file-upload-button';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { ToolRunError } from '../../../web/components/tool-page/tool-run-error';
import { WordCounter } from '../../../web/components/tool-page/word-counter';
import { CONFIDENT, grammarResultSchema, useCheckGrammar, type GrammarInput, type IssueCategory } from './api/check-grammar';
import { CheckOptions, type CheckOptionsValue } from './components/check-options';
import { CheckedAs } from './components/checked-as';
import { CorrectedTextActions } from './components/corrected-text-actions';
import { HighlightedEditor } from './components/highlighted-editor';
import { HowGood } from './components/how-good';
import { IssuesPanel } from './components/issues-panel';
import { parseTerms } from './lib/parse-terms';
import {
  applyMany,
  applyReplacement,
  correctConfidently,
  dismissKey,
  followEdit,
  toWorkingIssues,
  type TextWithIssues,
} from './lib/working-issues';
import { savedText, useSavedRunInput } from '../../../web/lib/saved-run-input';

// Shown only once a check has answered: they download when the first check starts, while the server
// works, not with the page.
const loadReadabilityAndTone = () => import('./components/readability-and-tone');
const ReadabilityAndTone = lazy(() => loadReadabilityAndTone().then((module) => ({ default: module.ReadabilityAndTone })));

const SAMPLE =
  'This are a test of our new checker. The students writes their essays every week, and it was decided by the committee that feedback should be given quickly. In order to improve, we utilize a very unique approach.';

function buildInput(text: string, options: CheckOptionsValue): GrammarInput {
  const terms = parseTerms(options.prefer, options.avoid);
  return {
    text,
    ...(options.language !== 'auto' && { language: options.language }),
    ...(options.domain !== 'general' && { domain: options.domain }),
    ...(terms && { terms }),
  };
}

/** Grammar check: underlined issues in the text, a panel to accept or dismiss them, readability and tone. Route: /grammar-checker. */
export function Component() {
  const brand = useBrandName();
  const saved = useSavedRunInput();
  const [doc, setDoc] = useState<TextWithIssues>(() => ({ text: savedText(saved), issues: [] }));
  const [options, setOptions] = useState<CheckOptionsValue>({ language: 'auto', domain: 'general', prefer: '', avoid: '' });
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [hidden, setHidden] = useState<ReadonlySet<IssueCategory>>(new Set());
  const [activeId, setActiveId] = useState<number | null>(null);
  const [editedSinceCheck, setEditedSinceCheck] = useState(false);
  const grammar = useCheckGrammar();
  // The text as it is now, for a check that comes back after the user kept typing.
  const latestText = useRef(doc.text);
  latestText.current = doc.text;

  const deferredText = useDeferredValue(doc.text);
  const words = useMemo(() => countWords(deferredText), [deferredText]);
  const result = grammar.check;
  const visibleIssues = useMemo(() => doc.issues.filter((issue) => !hidden.has(issue.category)), [doc.issues, hidden]);
  const corrected = useMemo(() => correctConfidently(doc), [doc]);
  const pendingFixes = doc.issues.filter((issue) => issue.replacements.length > 0 && issue.confidence >= CONFIDENT).length;

  function runCheck() {
    const checkedText = doc.text;
    setActiveId(null);
    void loadReadabilityAndTone();
    grammar.mutate(buildInput(checkedText, options), {
      onSuccess: (data) => {
        const parsed = grammarResultSchema.safeParse(data.result);
        if (!parsed.success) return;
        const fresh = toWorkingIssues(parsed.data.issues).filter((issue) => !dismissed.has(dismissKey(issue, checkedText)));
        const now = latestText.current;
        setDoc({ text: now, issues: followEdit(checkedText, now, fresh) });
        setEditedSinceCheck(now !== checkedText);
      },
    });
  }

  function editText(next: string) {
    setDoc((previous) => ({ text: next, issues: followEdit(previous.text, next, previous.issues) }));
    if (result) setEditedSinceCheck(true);
  }

  function dismiss(id: number) {
    const issue = doc.issues.find((candidate) => candidate.id === id);
    if (!issue) return;
    setDismissed((previous) => new Set(previous).add(dismissKey(issue, doc.text)));
    setDoc({ ...doc, issues: doc.issues.filter((candidate) => candidate.id !== id) });
  }

  function toggleCategory(category: IssueCategory) {
    setHidden((previous) => {
      const next = new Set(previous);
      if (!next.delete(category)) next.add(category);
      return next;
    });
  }

  return (
    <ToolPageLayout toolId="grammar-checker">
      <title>{`Grammar check · ${brand}`}</title>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="min-w-0">
          <CardContent className="space-y-4 pt-6">
            <CheckOptions value={options} onChange={setOptions} />
            <div className="flex min-h-8 flex-wrap items-center justify-between gap-2 border-t pt-4">
              <Label htmlFor="grammar-text" className="text-base font-semibold">
                Your text
              </Label>
              <div className="flex items-center gap-2">
                {!doc.text && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => editText(SAMPLE)}>
                    Try a sample
                  </Button>
                )}
                <FileUploadButton onText={(text) => editText(text)} currentText={doc.text} />
              </div>
            </div>
            <HighlightedEditor
              id="grammar-text"
              value={doc.text}
              issues={visibleIssues}
              activeId={activeId}
              placeholder="Type or paste your text, or upload a document. Issues are underlined by category after a check."
              onChange={editText}
              onCaretIssue={setActiveId}
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <WordCounter words={words} />
              {result && (
                <CheckedAs name={result.language.name} detected={result.language.detected} checks={result.language.checks} />
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3 border-t pt-4">
              <Button type="button" size="lg" className="min-w-36" disabled={!doc.text.trim() || grammar.isPending} onClick={runCheck} data-tool-run>
                {grammar.isPending ? <Spinner aria-label="Checking" /> : <SpellCheck />}
                {grammar.isPending ? 'Checking…' : result ? 'Check again' : 'Check text'}
              </Button>
              {grammar.isPending && (
                <p className="text-sm text-muted-foreground" role="status">
                  The first check after the server starts loads the grammar engine and can take a few seconds.
                </p>
              )}
              {editedSinceCheck && !grammar.isPending && (
                <p className="text-sm text-muted-foreground" role="status">
                  Edited since the last check: underlines follow your edits; check again to review new text, readability and tone.
                </p>
              )}
            </div>
            {result && <CorrectedTextActions corrected={corrected} pendingFixes={pendingFixes} />}
            <ToolRunError error={grammar.error} />
            {grammar.invalidResponse && <ToolRunError error={new Error('The server sent a result this page cannot read.')} />}
            {result?.notices.map((notice) => (
              <Alert key={notice} variant="info">
                <Info />
                <AlertDescription>{notice}</AlertDescription>
              </Alert>
            ))}
          </CardContent>
        </Card>
        <Card className="lg:sticky lg:top-20">
          <CardContent className="pt-6">
            <IssuesPanel
              text={doc.text}
              issues={doc.issues}
              hiddenCategories={hidden}
              activeId={activeId}
              checked={result !== undefined}
              checks={result?.language.checks ?? []}
              onToggleCategory={toggleCategory}
              onSelect={setActiveId}
              onAccept={(id, replacement) => setDoc((previous) => applyReplacement(previous, id, replacement))}
              onDismiss={dismiss}
              onAcceptAll={() => setDoc((previous) => applyMany(previous, (issue) => !hidden.has(issue.category)))}
            />
          </CardContent>
        </Card>
      </div>
      {result && (
        <Suspense fallback={null}>
          <ReadabilityAndTone result={result} className="mt-5" />
        </Suspense>
      )}
      <HowGood />
    </ToolPageLayout>
  );
}
