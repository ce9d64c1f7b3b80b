import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

function describeViolation(violation: { id: string; impact?: string | null; help: string; nodes: { target: unknown }[] }): string {
  const where = violation.nodes
    .slice(0, 3)
    .map((node) => JSON.stringify(node.target))
    .join(', ');
  return `${violation.impact ?? 'unknown'} ${violation.id}: ${violation.help} (${violation.nodes.length}× e.g. ${where})`;
}

/**
 * Runs axe (WCAG 2.1 A and AA rules) on the page as it is now and fails on serious or critical
 * violations: call it once a page shows its result, where most of the markup is.
 */
export async function expectNoSeriousAccessibilityIssues(page: Page, context: string): Promise<void> {
  // A toast or panel still fading in has, for that moment, the contrast of a half-transparent colour:
  // axe measures what is on screen, so it waits until every running CSS animation and transition ends.
  // A toast that starts to fade out after that wait (its timer ran out) would still be caught half-way:
  // with reduced motion (as a user may set it) sonner's toasts jump straight to their end state.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(describeViolation), `accessibility of ${context}`).toEqual([]);
}
