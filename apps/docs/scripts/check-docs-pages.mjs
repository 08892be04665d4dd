// Opens every MDX docs page of a served static Storybook in Chromium and runs axe on it, the way the
// test-runner checks every story: a page that fails to render, throws, or has an axe violation fails.
// Usage: node scripts/check-docs-pages.mjs <storybook url>   (test-storybook-ci.mjs calls checkDocsPages)
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The same rule set as the stories (.storybook/test-runner.ts). */
const AXE_OPTIONS = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  // A docs page is rendered inside Storybook's iframe without the manager's landmarks.
  rules: { region: { enabled: false } },
};

export const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** MDX pages of the build (autodocs pages only repeat stories the test-runner already checks). */
export async function mdxPages(baseUrl) {
  const response = await fetch(new URL('index.json', baseUrl));
  if (!response.ok) throw new Error(`index.json: HTTP ${response.status}`);
  const index = await response.json();
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'docs' && entry.importPath.endsWith('.mdx'))
    .map((entry) => ({ id: entry.id, title: entry.title, file: entry.importPath }));
}

export async function checkPage(context, baseUrl, entry) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  page.on('console', (message) => {
    // The static server has no favicon.ico (Storybook ships an SVG one); every other error counts.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      problems.push(`console error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  try {
    const url = new URL(`iframe.html?viewMode=docs&id=${encodeURIComponent(entry.id)}`, baseUrl);
    await page.goto(url.href, { waitUntil: 'load' });
    // Storybook marks the body when a docs page cannot render; otherwise the MDX content appears.
    await page.waitForFunction(
      () =>
        document.body.classList.contains('sb-show-errordisplay') ||
        document.querySelector('#storybook-docs .sbdocs-content h1, #storybook-docs .sbdocs-content h2'),
      undefined,
      { timeout: 30_000 },
    );
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      const text = await page.locator('#error-message, .sb-errordisplay').first().innerText();
      problems.push(`the page did not render: ${text.trim().split('\n')[0]}`);
    } else {
      // Let embedded stories and token tables finish rendering.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.addScriptTag({ content: AXE_SOURCE });
      const result = await page.evaluate((options) => window.axe.run(document, options), AXE_OPTIONS);
      for (const violation of result.violations) {
        const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
        problems.push(`axe ${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(', ')}`);
      }
    }
  } catch (error) {
    problems.push(`could not check: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await page.close();
  }
  return problems;
}

/** Checks every MDX page; prints one line per page and the problems; resolves to the number of failures. */
export async function checkDocsPages(baseUrl) {
  const pages = await mdxPages(baseUrl);
  if (pages.length === 0) {
    console.error('docs pages: no MDX page found in index.json');
    return 1;
  }
  const browser = await chromium.launch(LAUNCH);
  let failed = 0;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Two pages at a time, like the test-runner's two workers.
    const queue = [...pages];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const problems = await checkPage(context, baseUrl, entry);
        const lines = [`${problems.length === 0 ? '  ✓' : '  ✕'} docs page ${entry.title} (${entry.file})`];
        for (const problem of problems) lines.push(`      ${problem}`);
        console.log(lines.join('\n'));
        if (problems.length > 0) failed++;
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
  }
  console.log(`docs pages: ${pages.length - failed} passed, ${failed} failed, ${pages.length} total`);
  return failed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: node scripts/check-docs-pages.mjs <storybook url>');
    process.exit(2);
  }
  process.exit((await checkDocsPages(url.endsWith('/') ? url : `${url}/`)) > 0 ? 1 : 0);
}
