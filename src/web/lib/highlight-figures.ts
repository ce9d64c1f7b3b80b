import aiDetector from '../../tools/ai-detector/eval/figures.json';
import citation from '../../tools/citation-helper/eval/figures.json';
import citationParse from '../../tools/citation-helper/eval/parse/figures.json';
import grammar from '../../tools/grammar-checker/eval/figures.json';
import grammarIntl from '../../tools/grammar-checker/eval/intl/figures.json';
import language from '../../tools/detect-language/eval/figures.json';
import math from '../../tools/math-problem-assistance/eval/figures.json';
import plagiarism from '../../tools/plagiarism/eval/figures.json';
import quiz from '../../tools/quiz-answer-assistance/eval/figures.json';
import resume from '../../tools/resume-builder/eval/figures.json';
import translate from '../../tools/translate/eval/figures.json';
import { type Figure, type FiguresFile, formatFigureValue } from '../../domain/figures';
import type { ToolId } from '../../domain/tools';

/**
 * Every tool's figures.json, for the copy that quotes figures of any tool: the home cards and the tool
 * headings (src/domain/tools.ts highlights). In the web build each import here keeps only the figures
 * those highlights name (vite.config.ts, `keepHighlightFigures`), so the startup chunk carries a few
 * dozen figures, not every harness's hundreds; tests read the files whole.
 */
export const FIGURE_FILES = [aiDetector, citation, citationParse, grammar, grammarIntl, language, math, plagiarism, quiz, resume, translate] as unknown as readonly FiguresFile[];

/** One figure of a tool; throws when no figures.json holds it (copy must not quote what was not measured). */
export function figureOf(tool: ToolId, id: string): Figure {
  for (const file of FIGURE_FILES) {
    if (file.tool !== tool) continue;
    const figure = file.figures.find((candidate) => candidate.id === id);
    if (figure) return figure;
  }
  throw new Error(`No measured figure ${tool}:${id} in src/tools/*/eval/figures.json`);
}

export const FIGURE_PLACEHOLDER = /\{(value|n|count):([a-z-]+):([a-z0-9/-]+)\}/g;

/**
 * Card and heading copy with measured figures in it: `{value:<tool>:<id>}` is the figure as measured
 * ("98.5%"), `{n:<tool>:<id>}` how many records it is over ("194"), `{count:<tool>:<id>}` how many of them
 * ("2"). src/domain/tools.ts writes highlights this way, so the figure there is always the measured one.
 */
export function renderFigureText(text: string): string {
  return text.replace(FIGURE_PLACEHOLDER, (_whole, part: string, tool: string, id: string) => {
    const figure = figureOf(tool as ToolId, id);
    if (part === 'value') return formatFigureValue(figure);
    const number = part === 'n' ? figure.n : figure.count;
    if (number === undefined) throw new Error(`Figure ${tool}:${id} has no count`);
    return number.toLocaleString('en-US');
  });
}
