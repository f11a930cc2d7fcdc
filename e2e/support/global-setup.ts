import { chromium, type FullConfig } from '@playwright/test';
import { featuresTurnedBackOn } from '../../tooling/chromium.cjs';

/**
 * Stops the run before any test when our `--disable-features` would turn one of Playwright's
 * back on (tooling/chromium.cjs repeats its list; an upgrade may add to it).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  // Chromium tells its command line only to an automated browser.
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--enable-automation'],
  });
  try {
    const session = await browser.newBrowserCDPSession();
    const { arguments: commandLine } = await session.send('Browser.getBrowserCommandLine');
    const missing = featuresTurnedBackOn(commandLine);
    if (missing.length > 0) {
      throw new Error(
        `tooling/chromium.cjs lacks ${missing.join(', ')} in PLAYWRIGHT_DISABLED: ` +
          'this Playwright disables them; add them.',
      );
    }
  } finally {
    await browser.close();
  }
}
