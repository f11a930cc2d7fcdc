import { readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The page's frame, the same on every page: what a failure shows is below it. */
const FRAME = /^- (banner|contentinfo|link "Skip to main content")\b/;
const MOST_LINES = 60;

/**
 * What the page showed when a test failed: the page snapshot of its error context, without the
 * header and footer, printed after the run's summary. CI keeps only the end of the output, not
 * the test-results folder; without this, a failure there is a locator and nothing of the page.
 */
export default class FailurePageReporter implements Reporter {
  private readonly pages: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    const shown = pageSnapshot(readFileSync(context.path, 'utf8'));
    if (shown) this.pages.push(`What the page showed when "${test.title}" failed:\n${shown}`);
  }

  onEnd(_result: FullResult): void {
    for (const page of this.pages) console.log(`\n${page}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

/** The snapshot's lines outside the frame, at most MOST_LINES. */
export function pageSnapshot(errorContext: string): string {
  const yaml = /```yaml\n([\s\S]*?)\n```/.exec(errorContext)?.[1];
  if (!yaml) return '';
  let inFrame = false;
  const lines = yaml.split('\n').filter((line) => {
    if (!line.startsWith(' ')) inFrame = FRAME.test(line);
    return !inFrame;
  });
  const more = lines.length - MOST_LINES;
  return [...lines.slice(0, MOST_LINES), ...(more > 0 ? [`  … ${more} more lines`] : [])]
    .map((line) => `  ${line}`)
    .join('\n');
}
