/** Runs axe-core (WCAG 2 A/AA rules: labels, contrast, names, landmarks) on the current page. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { pageStarted } from './browser';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The violations as short lines ("rule: help (selectors)"), empty when the page passes. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // The page as its scripts draw it, not a server's render they are about to replace.
  await pageStarted(page);
  // A notification still fading in has a see-through colour, which axe reads as low contrast
  // (one CI run failed on it): let running transitions and animations finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners run forever: wait only for animations that end.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  // Waiting is not enough: a notification can start fading out (its auto-close) while axe is
  // still running, and axe then reads its half-transparent text as low contrast (a CI run failed
  // on that). With transitions and animations switched off for the check, every element is in
  // its final state: fully shown, or hidden (opacity 0, which axe skips).
  const frozen = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  // The page's CSP forbids inline scripts, so the context running this must bypass CSP.
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only the violations are read: axe then skips building a selector for every element that
      // passed (its documented way to a faster run), which is most of its time on a long list.
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  await frozen.evaluate((style) => (style as Element).remove());
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
