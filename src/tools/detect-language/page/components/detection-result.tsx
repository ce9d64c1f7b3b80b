import { useEffect, useRef } from 'react';
import { Card, CardContent } from '../../../../web/components/ui/card';
import { UpgradePrompt } from '../../../../web/components/upgrade-prompt';
import type { DetectionResult } from '../api/detect-language';
import { scriptName } from '../lib/format';
import { AlternativesList } from './alternatives-list';
import { ConfidenceBar } from './confidence-bar';
import { LibraryVotes } from './library-votes';
import { ParagraphLanguages } from './paragraph-languages';
import { ReliabilityNote } from './reliability-note';
import { VariantEvidence } from './variant-evidence';

interface DetectionResultViewProps {
  result: DetectionResult;
  text: string;
  /** The plan gets basic responses and the text has several paragraphs: say what advanced adds. */
  showParagraphUpgrade: boolean;
}

function CodeTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-mono text-sm font-semibold">{value}</dd>
    </div>
  );
}

/** "English, Spanish and German" when paragraphs are in more than one language; empty otherwise. */
function describeMix(paragraphs: DetectionResult['paragraphs']): string {
  const names = [...new Set((paragraphs ?? []).map((paragraph) => paragraph.language.name))];
  if (names.length < 2) return '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function DetectionResultView({ result, text, showParagraphUpgrade }: DetectionResultViewProps) {
  const { language } = result;
  const mixed = describeMix(result.paragraphs);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The form fills the first screen on phones: bring the answer into view.
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'nearest' });
  }, []);

  return (
    <section ref={sectionRef} aria-label="Detection result" className="mt-8 scroll-mt-20" data-testid="detection-result">
      <Card>
        <CardContent className="grid gap-8 pt-6 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-5">
            <div>
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Detected language</p>
              <p className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl" data-testid="detected-language">
                {language.name}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <CodeTile label="ISO 639-3" value={language.code} />
              <CodeTile label="BCP 47" value={language.bcp47} />
              {result.script && <CodeTile label="Script" value={`${scriptName(result.script)} (${result.script})`} />}
            </dl>
            <div>
              <p className="mb-1.5 text-sm text-muted-foreground">Confidence</p>
              <ConfidenceBar confidence={language.confidence} label={`${language.name} confidence`} />
            </div>
            {mixed && (
              <p className="rounded-lg border border-primary/20 bg-primary/5 px-3 py-2 text-sm">
                <span className="font-medium">Mixed-language text.</span>{' '}
                <span className="text-muted-foreground">
                  Its paragraphs are in {mixed}: see each paragraph&apos;s language below.
                </span>
              </p>
            )}
            <ReliabilityNote reliable={result.reliable} />
            {result.variant && <VariantEvidence variant={result.variant} />}
          </div>
          <div className="space-y-6">
            <AlternativesList alternatives={result.alternatives} />
            {result.votes && result.votes.length > 0 && <LibraryVotes votes={result.votes} winner={language.code} />}
          </div>
        </CardContent>
      </Card>
      {result.paragraphs && result.paragraphs.length > 1 && (
        <Card className="mt-5">
          <CardContent className="pt-6">
            <ParagraphLanguages text={text} paragraphs={result.paragraphs} mainCode={language.code} />
          </CardContent>
        </Card>
      )}
      {showParagraphUpgrade && !result.paragraphs && (
        <UpgradePrompt
          className="mt-5"
          title="See the language of each paragraph"
          description="Your text has several paragraphs. Pro and Ultimate show each paragraph's language, so mixed-language documents are easy to sort out."
        />
      )}
    </section>
  );
}
