import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

// A story renders one component, not a page, so "all content inside landmarks" does not apply here; the
// app's own end-to-end tests check landmarks on real pages.
const BASE_RULES: Record<string, { enabled: boolean }> = { region: { enabled: false } };

/**
 * Every story is checked with axe after it rendered and its play function ran (so open dialogs and
 * popovers are checked too). A violation fails the story. A story may switch a single rule off through
 * `parameters.a11y.config.rules`, with the reason next to it.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    // The stories of a file render one after the other in the same preview document: axe is read into it once.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.['a11y'] as
      { disable?: boolean; config?: { rules?: Array<{ id: string; enabled: boolean }> } } | undefined;
    if (a11y?.disable) return;
    const rules = { ...BASE_RULES };
    for (const rule of a11y?.config?.rules ?? []) rules[rule.id] = { enabled: rule.enabled };
    await checkA11y(page, 'body', {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        rules,
      },
    });
  },
};

export default config;
