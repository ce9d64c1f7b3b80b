import { useMemo, useState } from 'react';
import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import { savedText } from '../../../../web/lib/saved-run-input';
import { Card, CardContent } from '../../../../web/components/ui/card';
import { Label } from '../../../../web/components/ui/label';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { CONFIDENT, grammarResultSchema, type IssueCategory } from '../api/check-grammar';
import { applyMany, applyReplacement, correctConfidently, followEdit, toWorkingIssues, type TextWithIssues } from '../lib/working-issues';
import { CheckedAs } from './checked-as';
import { CorrectedTextActions } from './corrected-text-actions';
import { HighlightedEditor } from './highlighted-editor';
import { IssuesPanel } from './issues-panel';
import { ReadabilityAndTone } from './readability-and-tone';

/** A saved grammar check shown as the page shows a fresh one: the text underlined, the issues to accept or dismiss, readability and tone. */
export default function SavedRunView({ result, input }: SavedRunViewProps) {
  const parsed = useMemo(() => grammarResultSchema.safeParse(result), [result]);
  const [doc, setDoc] = useState<TextWithIssues>(() => ({
    text: savedText(input),
    issues: parsed.success ? toWorkingIssues(parsed.data.issues) : [],
  }));
  const [hidden, setHidden] = useState<ReadonlySet<IssueCategory>>(new Set());
  const [activeId, setActiveId] = useState<number | null>(null);
  if (!parsed.success) return <SavedRunUnreadable what="check" />;
  const check = parsed.data;
  const visibleIssues = doc.issues.filter((issue) => !hidden.has(issue.category));
  const pendingFixes = doc.issues.filter((issue) => issue.replacements.length > 0 && issue.confidence >= CONFIDENT).length;

  return (
    <div className="space-y-5">
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="min-w-0">
          <CardContent className="space-y-4 pt-6">
            <Label htmlFor="saved-grammar-text" className="text-base font-semibold">
              Your text
            </Label>
            <HighlightedEditor
              id="saved-grammar-text"
              value={doc.text}
              issues={visibleIssues}
              activeId={activeId}
              placeholder=""
              onChange={(text) => setDoc((previous) => ({ text, issues: followEdit(previous.text, text, previous.issues) }))}
              onCaretIssue={setActiveId}
            />
            <CheckedAs name={check.language.name} detected={check.language.detected} checks={check.language.checks} />
            <CorrectedTextActions corrected={correctConfidently(doc)} pendingFixes={pendingFixes} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <IssuesPanel
              text={doc.text}
              issues={doc.issues}
              hiddenCategories={hidden}
              activeId={activeId}
              checked
              checks={check.language.checks}
              onToggleCategory={(category) =>
                setHidden((previous) => {
                  const next = new Set(previous);
                  if (!next.delete(category)) next.add(category);
                  return next;
                })
              }
              onSelect={setActiveId}
              onAccept={(id, replacement) => setDoc((previous) => applyReplacement(previous, id, replacement))}
              onDismiss={(id) => setDoc((previous) => ({ ...previous, issues: previous.issues.filter((issue) => issue.id !== id) }))}
              onAcceptAll={() => setDoc((previous) => applyMany(previous, (issue) => !hidden.has(issue.category)))}
            />
          </CardContent>
        </Card>
      </div>
      <ReadabilityAndTone result={check} />
    </div>
  );
}
