import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAccessibilityIssues } from './support/accessibility';
import { registerAsPro } from './support/users';

/**
 * Every tool in its result state, signed in as Pro (issue 37): Ctrl+Enter from the input runs it, a run
 * started from the keyboard on the run button leaves focus on the result, and axe finds nothing serious
 * or critical in the result view.
 */
interface ToolRecipe {
  path: string;
  /** Fills the input; returns the field Ctrl+Enter is pressed in. */
  fill(page: Page): Promise<ReturnType<Page['getByLabel']>>;
  runButton(page: Page): ReturnType<Page['getByRole']>;
  /** Visible once the result is shown. */
  result(page: Page): ReturnType<Page['getByTestId']>;
}

const ESSAY =
  'Homework has been part of school for a long time, and people still argue about it. Some teachers say that practice at home helps students remember what they learned in class. ' +
  'Others think that young children need time to play, read for fun and sleep. In my own experience, a small amount of homework was useful, but long worksheets every night made me tired.';

const TOOLS: Record<string, ToolRecipe> = {
  'ai-detector': {
    path: '/ai-detector',
    fill: async (page) => {
      const field = page.getByLabel('Text to check');
      await field.fill(ESSAY);
      return field;
    },
    runButton: (page) => page.getByRole('button', { name: 'Check for AI' }),
    result: (page) => page.getByTestId('ai-verdict'),
  },
  plagiarism: {
    path: '/plagiarism',
    fill: async (page) => {
      const field = page.getByLabel('Text to check');
      await field.fill(ESSAY);
      return field;
    },
    runButton: (page) => page.getByRole('button', { name: 'Check for plagiarism' }),
    result: (page) => page.getByRole('region', { name: 'Plagiarism check result' }) as unknown as ReturnType<Page['getByTestId']>,
  },
  'text-compare': {
    path: '/text-compare',
    fill: async (page) => {
      await page.getByLabel(/original/i).first().fill('The quick brown fox jumps over the lazy dog.');
      const revised = page.getByLabel(/revised/i).first();
      await revised.fill('The quick red fox leaps over the lazy dog.');
      return revised;
    },
    runButton: (page) => page.getByRole('button', { name: /^compare/i }),
    result: (page) => page.getByTestId('similarity'),
  },
  'detect-language': {
    path: '/detect-language',
    fill: async (page) => {
      const field = page.getByLabel('Text', { exact: true });
      await field.fill("Bonjour tout le monde, je suis très heureux de vous voir aujourd'hui.");
      return field;
    },
    runButton: (page) => page.getByRole('button', { name: 'Detect language' }),
    result: (page) => page.getByTestId('detected-language'),
  },
  'grammar-checker': {
    path: '/grammar-checker',
    fill: async (page) => {
      const field = page.getByLabel('Your text');
      await field.fill('This are a test. The students writes well.');
      return field;
    },
    runButton: (page) => page.getByRole('button', { name: /^Check (text|again)$/ }),
    result: (page) => page.locator('#issues-heading') as unknown as ReturnType<Page['getByTestId']>,
  },
  translate: {
    path: '/translate',
    fill: async (page) => {
      await page.getByLabel('From', { exact: true }).selectOption('en');
      await page.getByLabel('To', { exact: true }).selectOption('es');
      const field = page.getByLabel('Text to translate');
      await field.fill('The library opens at nine. Students may borrow three books.');
      return field;
    },
    runButton: (page) => page.getByRole('button', { name: 'Translate', exact: true }),
    result: (page) => page.getByTestId('translated-by'),
  },
  'math-problem-assistance': {
    path: '/math-problem-assistance',
    fill: async (page) => {
      await page.getByRole('tab', { name: 'Text' }).click();
      const field = page.locator('#math-problem-text');
      await field.fill('2x+3=7');
      return field as unknown as ReturnType<Page['getByLabel']>;
    },
    runButton: (page) => page.getByRole('button', { name: 'Solve', exact: true }),
    result: (page) => page.getByTestId('math-results'),
  },
  'quiz-answer-assistance': {
    path: '/quiz-answer-assistance',
    fill: async (page) => {
      await page.getByLabel(/^Your material/).fill('The Great Barrier Reef stretches for about 2,300 km along the coast of Queensland, Australia.');
      const question = page.getByLabel('Question', { exact: true });
      await question.fill('How long is the Great Barrier Reef?');
      return question;
    },
    runButton: (page) => page.getByRole('button', { name: 'Help me answer' }),
    result: (page) => page.getByTestId('quiz-result'),
  },
  'citation-helper': {
    path: '/citation-helper',
    fill: async (page) => {
      await page.getByRole('tab', { name: 'Paste' }).click();
      const field = page.getByLabel(/References, one per line/);
      await field.fill('Smith, J., & Jones, K. (2019). Sleep and memory in university students. Journal of Sleep Research, 28(3), 45–67.');
      return field;
    },
    runButton: (page) => page.getByRole('button', { name: 'Add references' }),
    result: (page) => page.getByTestId('bibliography-entry'),
  },
  'resume-builder': {
    path: '/resume-builder',
    fill: async (page) => {
      const field = page.getByLabel('Full name');
      await field.fill('Ada Lovelace');
      await page.getByLabel('E-mail').fill('ada@example.com');
      return field;
    },
    runButton: (page) => page.getByRole('button', { name: /^(Run the ATS check|Check again)$/ }),
    result: (page) => page.getByTestId('ats-score'),
  },
};

test('every tool runs with Ctrl+Enter, lands keyboard focus on its result, and its result view passes axe (Pro)', async ({ page }) => {
  // Eight tools, each loading its engine on first use, on a busy 2-core machine.
  test.setTimeout(600_000);
  await registerAsPro(page, 'results');
  for (const [id, tool] of Object.entries(TOOLS)) {
    await test.step(id, async () => {
      await page.goto(tool.path);
      const field = await tool.fill(page);
      const runs: string[] = [];
      const countRuns = (request: { url(): string; method(): string }) => {
        if (request.method() === 'POST' && /\/api\/(tools|translate)\//.test(request.url())) runs.push(request.url());
      };
      page.on('request', countRuns);
      await field.focus();
      await page.keyboard.press('Control+Enter');
      await expect(tool.result(page).first()).toBeVisible({ timeout: 90_000 });
      expect(runs.length, `${id}: Ctrl+Enter sent the run`).toBeGreaterThan(0);
      page.off('request', countRuns);

      // Again from the run button, by keyboard: focus must end on the result, not on the button or <body>.
      // Filled again: some forms empty themselves after a run (the citation helper's paste box).
      await tool.fill(page);
      const button = tool.runButton(page);
      await expect(button).toBeEnabled({ timeout: 90_000 });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(tool.result(page).first()).toBeVisible({ timeout: 90_000 });
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-tool-result], [role="region"][aria-label*="result" i], section[aria-label*="result" i]'))), {
          message: `${id}: focus after a keyboard run`,
          timeout: 90_000,
        })
        .toBe(true);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAccessibilityIssues(page, `${id} with its result, as Pro`);
    });
  }
});
