/**
 * Accessibility checks for the browser tests: axe-core (through `@axe-core/playwright`)
 * run on the page as it is now, every rule on including the experimental ones (such as
 * `label-content-name-mismatch`: the visible text must be part of the accessible name).
 * A failure lists each violation readably: rule, impact, help, and each offending
 * element with its selector, its HTML and axe's explanation.
 *
 * @example
 * ```ts
 * const page = await app.page('/gomoku');
 * await page.click('[data-testid="import"]');
 * await expectNoAxeViolations(page, 'gomoku import dialog');
 * ```
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Rules off by default in axe-core that we want on. */
const EXPERIMENTAL = [
  'css-orientation-lock',
  'focus-order-semantics',
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
] as const;

export interface AxeCheck {
  /** CSS selectors of parts to leave out (none expected: say why in the caller). */
  readonly exclude?: readonly string[];
}

/** Runs axe on `page` (all rules, including the experimental ones) and returns its results. */
export async function axeResults(page: Page, check: AxeCheck = {}): Promise<AxeResults> {
  let builder = new AxeBuilder({ page }).options({
    rules: Object.fromEntries(EXPERIMENTAL.map((id) => [id, { enabled: true }])),
  });
  for (const sel of check.exclude ?? []) builder = builder.exclude(sel);
  return builder.analyze();
}

/** The violations as readable text: one block per rule, one line group per element. */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => {
          const target = n.target.map((t) => (typeof t === 'string' ? t : JSON.stringify(t)));
          const why = (n.failureSummary ?? '').replace(/\n\s*/g, '\n      ');
          return `  - ${target.join(' ')}\n    ${n.html.slice(0, 300)}\n      ${why}`;
        })
        .join('\n');
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.nodes.length})\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Expects axe to find no violation on `page` as it is now; `context` names the page and
 * state in the failure message (and in the log of what was checked).
 */
export async function expectNoAxeViolations(
  page: Page,
  context: string,
  check: AxeCheck = {},
): Promise<void> {
  const { violations } = await axeResults(page, check);
  const report = `axe found ${violations.length} kind(s) of violation on ${context} (${page.url()}):\n\n${formatViolations(violations)}\n`;
  // Soft: a test that checks several states reports every one of them.
  expect.soft(violations.length, report).toBe(0);
}
