import type { ComponentType } from 'react';
import type { ToolId } from '../../../../../domain/tools';
import { AiDetectorIllustration } from './ai-detector';
import { CitationHelperIllustration } from './citation-helper';
import { DetectLanguageIllustration } from './detect-language';
import { GrammarCheckerIllustration } from './grammar-checker';
import { MathProblemIllustration } from './math-problem-assistance';
import { PlagiarismIllustration } from './plagiarism';
import { QuizAnswerIllustration } from './quiz-answer-assistance';
import { ResumeBuilderIllustration } from './resume-builder';
import { TextCompareIllustration } from './text-compare';
import { TranslateIllustration } from './translate';

/**
 * The image of each home-page tool card (docs/domain-rules.md, "Tools on the home page"). Optional: a
 * tool without its own drawing gets GenericToolIllustration (its icon in the shared window).
 */
export const TOOL_ILLUSTRATIONS: Partial<Record<ToolId, ComponentType>> = {
  'ai-detector': AiDetectorIllustration,
  plagiarism: PlagiarismIllustration,
  'text-compare': TextCompareIllustration,
  'detect-language': DetectLanguageIllustration,
  'grammar-checker': GrammarCheckerIllustration,
  translate: TranslateIllustration,
  'quiz-answer-assistance': QuizAnswerIllustration,
  'math-problem-assistance': MathProblemIllustration,
  'citation-helper': CitationHelperIllustration,
  'resume-builder': ResumeBuilderIllustration,
};
