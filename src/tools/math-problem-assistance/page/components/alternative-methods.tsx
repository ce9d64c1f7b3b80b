import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import type { MathResult } from '../api/solve-math';
import { StepList } from './step-list';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Alternatives = NonNullable<MathResult['alternatives']>;

/** The same problem by other methods (the formula, completing the square…), one tab each. */
export function AlternativeMethods({ alternatives }: { alternatives: Alternatives }) {
  return (
    <Tabs defaultValue="0">
      <TabsList className="h-auto w-full flex-wrap justify-start" aria-label="Other methods">
        {alternatives.map((alternative, index) => (
          <TabsTrigger key={index} value={String(index)} className="flex-none whitespace-normal">
            {sentenceCase(alternative.method)}
          </TabsTrigger>
        ))}
      </TabsList>
      {alternatives.map((alternative, index) => (
        <TabsContent key={index} value={String(index)} className="pt-2">
          <StepList steps={alternative.steps} label={`Steps by ${alternative.method}`} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
