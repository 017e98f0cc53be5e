// Certificates in a real browser: a Classroom manager issues a certificate from the student's
// Certificates tab, mailed express, and sees its number there and on the back-office
// Certificates page with its place in the fulfilment queue. Axe at 1280 and 390 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATE_TYPES } from '../../src/server/modules/certificates/certificates.seed.ts';
import { certificateTypes } from '../../src/server/modules/certificates/certificates.tables.ts';
import { createStudents } from '../../src/server/modules/ledger/testing/ledger-fixtures.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { findAxeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { collectConsoleProblems, saveScreenshot } from '../support/page-checks.ts';
import {
  createDemoAccount,
  signInContext,
  startAdminServer,
  type TestAccount,
} from '../admin/admin-server.ts';

let server: TestServer;
let browser: Browser;
let classroom: TestAccount;
let studentId: string;

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  classroom = await createDemoAccount(server, 'classroom@roadready.demo');
  const db = server.platform.db.db;
  [studentId] = (await createStudents(db, ['Jamie Rivera'])) as [string];
  await db.insert(certificateTypes).values(DEMO_CERTIFICATE_TYPES.map((type) => ({ ...type })));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('certificates', () => {
  it('a Classroom manager issues a certificate from student details and finds it listed', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/students/${studentId}?tab=certificates`);
      await page.getByText('No certificate issued to this student yet.').waitFor();

      await page.getByRole('button', { name: 'Issue certificate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Issue a certificate to Jamie Rivera' });
      await dialog.getByRole('combobox', { name: 'Certificate type' }).click();
      await page.getByRole('option', { name: /Driver Education \(TX/ }).click();
      await dialog.getByRole('combobox', { name: 'Mail the printed certificate' }).click();
      await page.getByRole('option', { name: 'Express', exact: true }).click();
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Issue certificate' }).click();
      await page.getByText('Certificate DE-100000 issued to Jamie Rivera.').waitFor();

      const card = page.getByRole('listitem').filter({ hasText: 'DE-100000' });
      await card.getByText('Driver Education (TX)').waitFor();
      const pdf = card.getByRole('link', { name: 'Download PDF of certificate DE-100000' });
      expect(await pdf.getAttribute('href')).toMatch(/^\/api\/certificates\/[0-9a-f-]+\/pdf$/);
      await saveScreenshot(page, 'certificates-tab-1280');
      expect(await findAxeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/admin/certificates`);
      await page.getByRole('heading', { level: 1, name: 'Certificates' }).waitFor();
      const issued = page
        .getByRole('list', { name: 'Issued certificates' })
        .getByRole('listitem')
        .filter({ hasText: 'DE-100000' });
      await issued.getByRole('link', { name: 'Jamie Rivera' }).waitFor();
      const queue = page.getByRole('list', { name: 'Fulfilment queue' });
      await queue.getByText('DE-100000 · Express').waitFor();
      await saveScreenshot(page, 'certificates-1280');
      expect(await findAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads well at 390 px', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, context, classroom);
      await page.goto(`${server.url}/admin/certificates`);
      await page
        .getByRole('list', { name: 'Issued certificates' })
        .getByText('DE-100000')
        .waitFor();
      await page.getByRole('heading', { name: 'Certificate types' }).waitFor();
      await saveScreenshot(page, 'certificates-390');
      expect(await findAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
