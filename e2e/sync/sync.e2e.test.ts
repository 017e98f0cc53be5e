// The sync pages for a SyncCheckAdmin: import a small legacy file (one malformed line reported),
// start a check and see it to the end with its conflicts, watch a check's progress bar move live,
// filter conflicts by kind and open one with its day-by-day breakdown. Axe (WCAG 2.2 AA) on each
// page at desktop and phone widths; screenshots in test-results/.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncQuantities, type SyncQuantities } from '../../src/domain/sync/sync-quantities.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { readLedger } from '../../src/server/modules/ledger/ledger.service.ts';
import { createStudents } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import { runSyncCheck } from '../../src/server/modules/sync/sync-check-runner.ts';
import { syncRepository } from '../../src/server/modules/sync/sync.repository.ts';
import { buildVariedLedger } from '../../src/server/modules/sync/testing/varied-ledger.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { eventually, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  waitForPath,
  type TestAccount,
} from '../admin/admin-server.ts';

let server: TestServer;
let browser: Browser;
let syncAdmin: TestAccount;
let studentIds: string[];
const ours = new Map<string, SyncQuantities>();

const HEADER = 'student_id,day,driving_minutes,observation_minutes,funds_cents,expired_minutes';
const row = (id: string, q: SyncQuantities, day = '') =>
  [id, day, q.drivingMinute, q.observationMinute, q.fundsCents, q.expiredMinutes].join(',');

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  syncAdmin = await createDemoAccount(server, 'synccheck@roadready.demo');
  ({ studentIds } = await buildVariedLedger(server.platform, [
    'Ava Brooks',
    'Ben Ortiz',
    'Cleo Nguyen',
    'Dan Miller',
  ]));
  for (const id of studentIds) {
    ours.set(id, syncQuantities((await readLedger(server.platform, id)).state));
  }
  // Students the legacy system never had: ignored, but they give the progress bar some way to go.
  await createStudents(
    server.platform.db.db,
    Array.from({ length: 3_000 }, (_, index) => `Walk-in ${index}`),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(width: number = VIEWPORTS.desktop.width) {
  const { context, page } = await openPage(browser, { width });
  await signInContext(server, context, syncAdmin);
  return { context, page };
}

async function expectAccessible(page: Page, name: string) {
  expect(await findAxeViolations(page)).toEqual([]);
  await saveScreenshot(page, `sync-${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.waitForTimeout(300);
  expect(await findAxeViolations(page)).toEqual([]);
  await saveScreenshot(page, `sync-${name}-mobile`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('sync pages for a SyncCheckAdmin', () => {
  it('imports a legacy file, reporting the malformed line, then runs a check to its end', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${server.url}/admin/sync`);
    await page.getByRole('heading', { name: 'Sync status', level: 1 }).waitFor();
    await page.getByText('No sync check has run yet.').waitFor();

    const [a, b, c, d] = studentIds as [string, string, string, string];
    const q = (id: string) => ours.get(id)!;
    const csv = [
      HEADER,
      row(a, { ...q(a), drivingMinute: q(a).drivingMinute + 30 }),
      row(a, { ...q(a), drivingMinute: 360 }, '2026-01-02'),
      row(b, { ...q(b), fundsCents: q(b).fundsCents - 2_500 }),
      row(c, { ...q(c), expiredMinutes: q(c).expiredMinutes + 15 }),
      `${d},,sixty,0,0,0`,
    ].join('\n');
    await page
      .getByLabel('Legacy balances file')
      .setInputFiles({ name: 'legacy.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('legacy.csv').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Imported the balances of 3 students and 1 days of log.').waitFor();
    const rejected = page.getByRole('table', { name: 'Rejected records' });
    await expect(rejected.getByRole('row').nth(1).textContent()).resolves.toBe(
      '6drivingMinutes (driving_minutes): must be a whole number',
    );
    await expectAccessible(page, 'status');

    await page.getByRole('button', { name: 'Start sync check' }).click();
    await eventually(() => {
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/sync\/checks\//);
      return Promise.resolve();
    }, 10_000);
    // 3,004 students: on a machine running other suites beside this one it can take a minute.
    await page.getByText('Completed', { exact: true }).waitFor({ timeout: 75_000 });
    await page.getByText(/3,004 of 3,004 students \(100%\)/).waitFor();
    const table = page.getByRole('table', { name: 'Conflicts' });
    await expect(table.getByRole('row').count()).resolves.toBe(4);
    await table.getByText('Product balance: driving minutes').waitFor();
    await table.getByText('Funds balance').waitFor();
    await table.getByText('Expired minutes').waitFor();

    await page.getByRole('combobox', { name: 'Conflict kind' }).click();
    await page.getByRole('option', { name: 'Funds balance' }).click();
    await eventually(async () => expect(await table.getByRole('row').count()).toBe(2));
    await table.getByRole('link', { name: 'Ben Ortiz' }).waitFor();
    await expectAccessible(page, 'check');
    await context.close();
  }, 90_000);

  it('shows a running check move live to its end', async () => {
    const check = (await syncRepository.insertCheck(server.platform.db.db, {
      startedById: null,
      startedByName: 'Grace Kim',
    }))!;
    const { context, page } = await signedInPage();
    await page.goto(`${server.url}/admin/sync/checks/${check.id}`);
    await page.getByText('Running', { exact: true }).waitFor();
    // Let the page's subscription connect, then run the check in small batches.
    await page.waitForTimeout(1_000);
    const seen = new Set<string>();
    const watching = (async () => {
      for (let i = 0; i < 600 && !seen.has('100'); i += 1) {
        const value = await page
          .getByRole('progressbar', { name: 'Students compared' })
          .getAttribute('aria-valuenow');
        if (value) seen.add(value);
        await page.waitForTimeout(25);
      }
    })();
    await runSyncCheck(server.platform, check.id, { batchSize: 100 });
    await watching;
    await page.getByText('Completed', { exact: true }).waitFor();
    const intermediate = [...seen].map(Number).filter((value) => value > 0 && value < 100);
    expect(intermediate.length).toBeGreaterThan(1);
    expect(seen.has('100')).toBe(true);
    await context.close();
  }, 90_000);

  it('opens a conflict with our and the legacy value and the diverging day', async () => {
    const { context, page } = await signedInPage();
    const last = await syncRepository.lastCompletedCheck(server.platform.db.db);
    await page.goto(`${server.url}/admin/sync/checks/${last!.id}?kind=studentProductBalance`);
    await page.getByRole('link', { name: 'Ava Brooks' }).click();
    await eventually(() => {
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/sync\/conflicts\//);
      return Promise.resolve();
    });
    await page.getByRole('heading', { name: 'Sync conflict', level: 1 }).waitFor();
    const a = ours.get(studentIds[0]!)!;
    await page
      .getByText(`${a.drivingMinute.toLocaleString('en-US')} min`, { exact: true })
      .first()
      .waitFor();
    await page
      .getByText(`${(a.drivingMinute + 30).toLocaleString('en-US')} min`, { exact: true })
      .first()
      .waitFor();
    const diverging = page.getByRole('row').filter({ hasText: '(first difference)' });
    await expect(diverging.count()).resolves.toBe(1);
    await expect(
      diverging.evaluate((element) => getComputedStyle(element).backgroundColor),
    ).resolves.toBe('rgb(253, 184, 192)');
    await expectAccessible(page, 'conflict');
    await context.close();
  }, 60_000);
});

// Reached from the drawer.
it('lists Sync status under Operations', async () => {
  const { context, page } = await signedInPage();
  await page.goto(`${server.url}/admin`);
  await page
    .getByRole('link', { name: /Sync status/ })
    .first()
    .click();
  await waitForPath(page, '/admin/sync');
  await context.close();
});
