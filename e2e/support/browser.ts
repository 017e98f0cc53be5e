// Chromium for end-to-end tests, from Debian's packages, driven by playwright-core; Playwright's
// own browser download is not used. The old headless shell (`chromium-headless-shell`) is the
// same engine without the desktop browser around it and spends about a quarter less CPU on the
// same tests, so it is preferred when installed; the full browser (`chromium`) works too.
// CHROMIUM_PATH overrides the binary for machines that keep it elsewhere.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export interface PageOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
}

/** A page in a fresh context (AxeBuilder needs a page that belongs to a context we created). */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: {
      width: options.width ?? VIEWPORTS.desktop.width,
      height: options.height ?? VIEWPORTS.desktop.height,
    },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
  });
  const page = await context.newPage();
  return { context, page };
}
