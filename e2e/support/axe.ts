/**
 * axe-core in the journeys (issue 35, ADR 0057): WCAG 2.0/2.1/2.2 A and AA rules plus `label-content-name-mismatch`,
 * injected once per document and run in the page. A serious or critical violation fails a journey; one caught
 * mid-paint counts only when a second run, half a second later, finds it again.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const failingImpacts = new Set(['serious', 'critical']);
/** WCAG 2.5.3 label in name: axe ships this rule as experimental (off by default); it is on here. */
const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};
/** axe-core, the copy `@axe-core/playwright` brings. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe in the page, injected once per document. (`AxeBuilder` injects it again for every run and, by default,
 * opens a blank page to merge the frames' results; the app has no frames, and a run this way takes half the time.)
 */
async function runAxe(page: Page, rules?: string[]): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = rules
    ? { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] }
    : runOptions;
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    options,
  );
}

/**
 * Elements a rule cannot apply to, each with its reason (never a rule switched off everywhere): `target` is matched
 * against axe's selector of the element.
 */
const notApplicable: { rule: string; target: RegExp; reason: string }[] = [];

/** axe's violations on the page as it is, less the elements a rule cannot apply to (`notApplicable`). */
async function auditOnce(page: Page, rules?: string[]): Promise<Result[]> {
  const results = await runAxe(page, rules);
  return results.violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) => !notApplicable.some((n) => n.rule === violation.id && n.target.test(node.target.join(' '))),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/** Two animation frames: a resize's media queries and React's re-render have landed. */
export const settleLayout = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const failing = (violations: Result[]) => violations.some((v) => failingImpacts.has(v.impact ?? ''));

/**
 * Every violation on the page now, whatever its impact; a serious one is looked at twice (see above). `rules` runs
 * only those rules instead of every WCAG rule (the dark scheme's second look is for colour contrast).
 */
export async function violationsOf(page: Page, rules?: string[]): Promise<Result[]> {
  await settleLayout(page);
  const violations = await auditOnce(page, rules);
  if (!failing(violations)) return violations;
  await page.waitForTimeout(500);
  await settleLayout(page);
  return auditOnce(page, rules);
}

/** The elements of a violation, as axe names them (the first three). */
export const targetsOf = (violation: Result) => violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);

/** Fails when the page, in the state it is in, has a serious or critical violation; names each one's elements. */
export async function expectAccessible(page: Page, state: string) {
  const serious = (await violationsOf(page)).filter((v) => failingImpacts.has(v.impact ?? ''));
  expect(
    serious.map((v) => `${v.id}: ${v.help} — ${targetsOf(v).join(' | ')} — ${v.nodes[0]?.html.slice(0, 200)}`),
    `${state}: no serious or critical axe violation`,
  ).toEqual([]);
}
