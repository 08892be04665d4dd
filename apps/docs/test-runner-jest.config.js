import { getJestConfig } from '@storybook/test-runner';

// Debian's Chromium instead of a downloaded browser (no network here); flags from the team brief.
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A story whose play test waits for the grid on a busy 2-core machine (every lane at once) needs more than 30 s.
  testTimeout: 90000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      // Skeletons stand still and spinners turn slower when the user asks for less motion: a busy machine spends
      // its time on the stories, not on repainting a shimmer (docs/decisions/test-suite-time.md, "Sixth look").
      contextOptions: { reducedMotion: 'reduce' },
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-smooth-scrolling',
        ],
      },
    },
  },
};
