import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page (WCAG 2.1 A/AA rules), once running animations have finished, and returns the
 * serious and critical violations, each with the selectors of the offending nodes, so a failing assertion
 * says what to fix.
 */
export const seriousAxeViolations = async (page: Page, context?: string): Promise<AxeViolation[]> => {
  // Evaluated through the DevTools protocol rather than added as an inline <script>: the site's
  // Content-Security-Policy (script-src 'self') rightly blocks inline script, and must not be loosened for tests.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are judged once they have settled: a dialog fading in has text at part opacity for a moment.
  await page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      .map((a) => a.finished.then(() => undefined, () => undefined));
    await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  const results = await page.evaluate(async (ctx) => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(ctx ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((v: { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, context);
  return (results as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
};
