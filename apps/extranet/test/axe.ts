import axeCore from 'axe-core';

/**
 * axe-core (WCAG 2.x A/AA and best practices) on a rendered component in jsdom; the rules jsdom cannot judge
 * (colour contrast needs layout) are left to the browser suite (e2e/browser.ts `axe`). Returns the violations as
 * "rule: target" lines, so a failing expectation names them.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axeCore.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
