// The Operations screens for an Admin: API telemetry shows the calls just made as a chart and a
// table; a feature flag switched on the Feature flags screen shows and hides the staff notice on
// the back-office home; a failed job is listed with its error and retried; a held SMS is resent
// from the outbox. Axe (WCAG 2.2 AA) and screenshots at 1280 and 390 px on every screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schoolDay } from '../../src/domain/school-day.ts';
import { defineJob } from '../../src/server/jobs/job-queue.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { eventually, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
let cookie: string;
let importRuns = 0;

/** Fails its first run and succeeds when retried: what a person retries from the Jobs screen. */
const importJob = defineJob({
  name: 'e2e-import-roster',
  payload: z.object({ file: z.string() }),
  retry: { limit: 0, delaySeconds: 1 },
  handler: () => {
    importRuns += 1;
    return importRuns === 1
      ? Promise.reject(new Error('roster.csv is locked by another import'))
      : Promise.resolve();
  },
});

beforeAll(async () => {
  // Workers start after the e2e job is registered.
  server = await startAdminServer({ RUN_WORKERS: 'false' });
  server.platform.jobs.register(importJob, server.platform);
  await server.platform.jobs.startWorkers();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  const { context } = await openPage(browser);
  cookie = await signInContext(server, context, admin);
  await context.close();
  const notice = await graphql(
    server,
    {
      query: `mutation ($input: CreateFeatureFlagInput!) { createFeatureFlag(input: $input) { key } }`,
      variables: {
        input: { key: 'adminHome.notice', type: 'string', value: 'The office is closed Monday.' },
      },
    },
    cookie,
  );
  expect(notice.errors).toBeUndefined();
  await server.platform.outbox.queue({
    channel: 'sms',
    to: '+15550104477',
    subject: 'Lesson reminder',
    text: 'Your driving lesson is tomorrow at 9:00am.',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const snackbar = (page: Page, text: string | RegExp) =>
  page.getByTestId('snackbars').getByText(text);

async function checkPage(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await saveScreenshot(page, `${name}-${width}`);
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

describe('operations for an Admin', () => {
  it('shows the API calls of today as a chart and a table', async () => {
    // Some operations first (an Admin's own, which staff may send), then the counts reach the
    // table (the timer would in 5 s).
    for (let i = 0; i < 3; i += 1)
      await graphql(server, { query: 'query Ping { featureFlags { key } }' }, cookie);
    await server.platform.telemetry.flush();
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page
        .getByRole('navigation', { name: 'Back-office' })
        .getByRole('link', { name: 'API telemetry' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'API telemetry' }).waitFor();
      await page.getByTestId('api-calls-chart').locator('svg').first().waitFor();
      await page.getByText('The same numbers as a table').click();
      const table = page.getByRole('table', { name: 'Calls per day' });
      const rows = table.getByRole('row');
      expect(await rows.count()).toBe(31); // header + 30 days
      const todayCells = await rows.last().getByRole('cell').allInnerTexts();
      expect(Number(todayCells[1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(3);
      await page
        .getByRole('table', { name: 'Most called operations' })
        .getByRole('row')
        .filter({ hasText: 'Ping' })
        .waitFor();
      expect(await page.getByRole('textbox', { name: 'To' }).inputValue()).toBe(
        schoolDay(new Date()),
      );
    } finally {
      await context.close();
    }
  });

  it('switches a flag and the back-office home follows it', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
      expect(await page.getByTestId('staff-notice').count()).toBe(0);
      const nav = page.getByRole('navigation', { name: 'Back-office' });
      await nav.getByRole('link', { name: 'Feature flags' }).click();
      await page.getByRole('heading', { level: 1, name: 'Feature flags' }).waitFor();

      await page.getByRole('button', { name: 'New flag' }).click();
      const dialog = page.getByRole('dialog', { name: 'New feature flag' });
      await dialog.getByRole('textbox', { name: 'Key' }).fill('adminHome.showNotice');
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Show the notice to staff');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await snackbar(page, 'adminHome.showNotice was created.').waitFor();

      const toggle = page.getByRole('switch', { name: 'adminHome.showNotice on' });
      await toggle.waitFor();
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click();
      await snackbar(page, 'adminHome.showNotice is on.').waitFor();
      await nav.getByRole('link', { name: 'Home' }).click();
      await page.getByTestId('staff-notice').getByText('The office is closed Monday.').waitFor();

      // A string flag's value is checked in the dialog as on the server.
      await nav.getByRole('link', { name: 'Feature flags' }).click();
      await page.getByRole('button', { name: 'Edit adminHome.notice' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit adminHome.notice' });
      await edit.getByRole('textbox', { name: 'Value' }).fill('Closed Monday and Tuesday.');
      await edit.getByRole('button', { name: 'Save' }).click();
      await snackbar(page, 'adminHome.notice was saved.').waitFor();

      await page.getByRole('switch', { name: 'adminHome.showNotice on' }).click();
      await snackbar(page, 'adminHome.showNotice is off.').waitFor();
      await nav.getByRole('link', { name: 'Home' }).click();
      await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
      expect(await page.getByTestId('staff-notice').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lists a failed job with its error and retries it', async () => {
    const id = await server.platform.jobs.enqueue(importJob, { file: 'roster.csv' });
    await eventually(async () => {
      expect((await server.platform.jobs.getJob(importJob.name, id))?.state).toBe('failed');
    }, 10_000);
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/jobs`);
      await page.getByRole('tab', { name: 'Failed', selected: true }).waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'e2e-import-roster' });
      await card.getByText('roster.csv is locked by another import').first().waitFor();
      await card.getByText('{"file":"roster.csv"}').waitFor();
      await card.getByRole('button', { name: /^Retry e2e-import-roster/ }).click();
      await snackbar(page, 'e2e-import-roster was queued again.').waitFor();
      await card.waitFor({ state: 'detached' });
      await eventually(async () => {
        expect((await server.platform.jobs.getJob(importJob.name, id))?.state).toBe('completed');
      }, 10_000);
      await page.getByRole('tab', { name: 'Completed' }).click();
      await page
        .getByRole('listitem')
        .filter({ hasText: 'e2e-import-roster' })
        .waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  });

  it('reads a held SMS and resends it', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/outbox?channel=sms`);
      await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor();
      await page.getByRole('status').getByText('Showing 1–1 of 1 message.').waitFor();
      const row = page.getByRole('row').filter({ hasText: '+15550104477' });
      await row.getByText('Held', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'View Lesson reminder to +15550104477' }).click();
      const dialog = page.getByRole('dialog', { name: 'Lesson reminder' });
      await dialog.getByText('Your driving lesson is tomorrow at 9:00am.').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await row.getByRole('button', { name: 'Resend Lesson reminder to +15550104477' }).click();
      await snackbar(page, 'A copy of “Lesson reminder” was queued for +15550104477.').waitFor();
      await page.getByRole('status').getByText('Showing 1–2 of 2 messages.').waitFor();
      await page.getByText('SMS · resent copy').waitFor();
    } finally {
      await context.close();
    }
  });
});

const SCREENS = [
  {
    path: '/admin/api-telemetry',
    name: 'api-telemetry',
    ready: (page: Page) => page.getByTestId('api-calls-chart').locator('svg').first(),
  },
  {
    path: '/admin/feature-flags',
    name: 'feature-flags',
    ready: (page: Page) => page.getByText('adminHome.notice').first(),
  },
  {
    path: '/admin/jobs?state=completed',
    name: 'jobs',
    ready: (page: Page) => page.getByRole('status').getByText(/Showing|No /),
  },
  {
    path: '/admin/outbox',
    name: 'outbox',
    ready: (page: Page) => page.getByRole('status').getByText(/Showing/),
  },
];

for (const viewport of Object.values(VIEWPORTS)) {
  it(`has no WCAG 2.2 AA violations on the Operations screens at ${viewport.width} px`, async () => {
    const { context, page } = await openPage(browser, viewport);
    try {
      await signInContext(server, context, admin);
      for (const screen of SCREENS) {
        await page.goto(`${server.url}${screen.path}`);
        await screen.ready(page).waitFor();
        await checkPage(page, screen.name, viewport.width);
      }
    } finally {
      await context.close();
    }
  });
}
