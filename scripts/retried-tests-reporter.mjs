// A Vitest reporter that writes which tests passed only on a retry to the file named by
// RETRIED_TESTS_FILE, so `npm test` can name them in its closing lines: Vitest's JSON report drops the
// retry count, and its default reporter shows it only for slow tests. Nothing is retried by default
// (vitest.config.ts: retry 0); only a test that sets its own `retry`, with its reason, can show here.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class RetriedTestsReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') {
      this.retried.push(`${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`);
    }
  }

  onTestRunEnd() {
    const file = process.env.RETRIED_TESTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.retried));
  }
}
