// Instructors in a real browser: an Admin adds an instructor, finds them in the Active column,
// deactivates them and sees them in the Inactive column, then uploads a portrait and sees it.
// An Admin edits an instructor's private info, pay and service regions through the dialog (after a
// field error from the server lands under its field), reads them back on the detail page and finds
// the instructor with the region filter. Axe at desktop (1280) and phone (390) widths, with the
// dialog open too; screenshots of both. Timesheets: an Admin opens a past pay period, reads an
// instructor's lines, exports the period for payroll (the CSV downloaded and read) and approves
// it; axe at both widths.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundingBoxOf, type AreaGeometry } from '../../src/domain/geo/geometry.ts';
import { instructors } from '../../src/server/modules/instructors/instructors.tables.ts';
import { lessons } from '../../src/server/modules/lessons/lessons.tables.ts';
import {
  createInstructor,
  createLessonTypes,
} from '../../src/server/modules/lessons/testing/lesson-fixtures.ts';
import { regions, superRegions } from '../../src/server/modules/regions/regions.tables.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
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

// The smallest PNG (one transparent pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const SQUARE: AreaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [-122.3, 37.78],
      [-122.2, 37.78],
      [-122.2, 37.86],
      [-122.3, 37.86],
      [-122.3, 37.78],
    ],
  ],
};

let server: TestServer;
let browser: Browser;
let admin: TestAccount;
const regionIds: Record<string, string> = {};

beforeAll(async () => {
  server = await startAdminServer();
  browser = await launchBrowser();
  admin = await createDemoAccount(server, 'admin@roadready.demo');
  await createDemoAccount(server, 'regional@roadready.demo');
  const db = server.platform.db.db;
  const [bay] = await db.insert(superRegions).values({ name: 'Bay Area', state: 'CA' }).returning();
  for (const name of ['Oakland', 'Berkeley', 'Fremont']) {
    const [row] = await db
      .insert(regions)
      .values({
        name,
        superRegionId: bay!.id,
        geometry: SQUARE,
        boundingBox: boundingBoxOf(SQUARE),
      })
      .returning();
    regionIds[name] = row!.id;
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('instructors', () => {
  // Seven screens and two uploads in one journey: two minutes on a busy CI machine.
  it(
    'an Admin adds an instructor, deactivates them and uploads a portrait',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await openPage(browser, VIEWPORTS.desktop);
      const problems = collectConsoleProblems(page);
      try {
        await signInContext(server, context, admin);
        await page.goto(`${server.url}/admin/instructors`);
        await page.getByRole('heading', { level: 1, name: 'Instructors' }).waitFor();

        await page.getByRole('button', { name: 'New instructor' }).click();
        const dialog = page.getByRole('dialog', { name: 'New instructor' });
        await dialog.getByLabel('Display name').fill('Maria G.');
        await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('María');
        await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('García');
        await dialog.getByLabel('Phone number').fill('(415) 555-2671');
        expect(await findAxeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Maria G. was added.').waitFor();
        await page.getByRole('heading', { level: 1, name: 'Maria G.' }).waitFor();

        await page.goto(`${server.url}/admin/instructors`);
        const active = page.getByRole('region', { name: 'Active', exact: true });
        const inactive = page.getByRole('region', { name: 'Inactive', exact: true });
        await active.getByRole('link', { name: 'Maria G.' }).waitFor();
        expect(await inactive.getByRole('link', { name: 'Maria G.' }).count()).toBe(0);
        await saveScreenshot(page, 'instructors-1280');
        expect(await findAxeViolations(page)).toEqual([]);

        await active.getByRole('link', { name: 'Maria G.' }).click();
        await page.getByRole('button', { name: 'Edit instructor' }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Maria G.' });
        await edit.getByLabel('Status').click();
        await page.getByRole('option', { name: 'Inactive' }).click();
        await edit.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Maria G. was saved.').waitFor();

        await page.getByLabel('Portrait image').setInputFiles({
          name: 'maria.png',
          mimeType: 'image/png',
          buffer: PNG,
        });
        await page.getByRole('img', { name: 'Preview of the new portrait' }).waitFor();
        await page.getByRole('button', { name: 'Upload portrait' }).click();
        await page.getByText('The portrait was saved.').waitFor();
        await page.getByRole('button', { name: 'Remove portrait' }).waitFor();
        await saveScreenshot(page, 'instructor-details-1280');
        expect(await findAxeViolations(page)).toEqual([]);

        await page.goto(`${server.url}/admin/instructors`);
        await inactive.getByRole('link', { name: 'Maria G.' }).waitFor();
        expect(await active.getByRole('link', { name: 'Maria G.' }).count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }

      const phone = await openPage(browser, VIEWPORTS.mobile);
      try {
        await signInContext(server, phone.context, admin);
        await phone.page.goto(`${server.url}/admin/instructors`);
        await phone.page.getByRole('tab', { name: 'Inactive' }).click();
        await phone.page.getByRole('link', { name: 'Maria G.' }).waitFor();
        await saveScreenshot(phone.page, 'instructors-390');
        expect(await findAxeViolations(phone.page)).toEqual([]);
        await phone.page.getByRole('link', { name: 'Maria G.' }).click();
        await phone.page.getByRole('heading', { level: 1, name: 'Maria G.' }).waitFor();
        await saveScreenshot(phone.page, 'instructor-details-390');
        expect(await findAxeViolations(phone.page)).toEqual([]);
      } finally {
        await phone.context.close();
      }
    },
  );

  it('an Admin edits private info, pay and service regions and reads them back', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      const cookie = await signInContext(server, context, admin);
      const added = await graphql(
        server,
        {
          query: 'mutation ($input: AddInstructorInput!) { addInstructor(input: $input) { id } }',
          variables: {
            input: {
              profile: { name: 'Sam P.', timeZone: 'America/Los_Angeles', usStateId: 'CA' },
              privateInfo: { firstName: 'Sam', lastName: 'Park', status: 'Active' },
            },
          },
        },
        cookie,
      );
      expect(added.errors).toBeUndefined();
      const id = (added.data!['addInstructor'] as { id: string }).id;

      await page.goto(`${server.url}/admin/instructors/${id}`);
      await page.getByRole('button', { name: 'Edit instructor' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Sam P.' });
      await edit.getByLabel('Phone number').fill('not a phone');
      await edit.getByLabel('Slack username').fill('sam.park');
      await edit.getByLabel('Licence number').fill('D1234567');
      await edit.getByLabel('Licence expires').fill('2027-05-31');
      await edit.getByLabel('Base address').fill('1 Broadway, Oakland');
      await edit.getByLabel('Base latitude').fill('37.8');
      await edit.getByLabel('Base longitude').fill('-122.27');
      await edit.getByLabel('Max travel from base (min)').fill('25');
      await edit.getByLabel('Max travel between lessons (min)').fill('15');
      await edit.getByLabel('Teaching pay ($/hour)', { exact: true }).fill('32.50');
      await edit.getByLabel('Non-teaching pay ($/hour)', { exact: true }).fill('18');
      await edit.getByRole('combobox', { name: 'Service regions' }).click();
      await page.getByRole('option', { name: 'Oakland (CA)' }).click();
      await page.getByRole('option', { name: 'Berkeley (CA)' }).click();
      await page.keyboard.press('Escape');
      await edit.getByLabel('Payroll title').fill('Lead instructor');
      await edit.getByRole('checkbox', { name: 'Operator' }).check();
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.getByText('Phone number is not a valid phone number.').waitFor();
      expect(await edit.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'instructor-dialog-1280');

      await edit.getByLabel('Phone number').fill('(510) 555-0134');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Sam P. was saved.').waitFor();
      await edit.waitFor({ state: 'detached' });

      const privateInfo = page.getByRole('region', { name: 'Private info' });
      for (const text of [
        '(510) 555-0134',
        'sam.park',
        'D1234567, expires 2027-05-31',
        '1 Broadway, Oakland',
        '37.8, -122.27',
        '25 min',
        '15 min',
        '$32.5/h',
        '$18/h',
      ]) {
        await privateInfo.getByText(text, { exact: true }).waitFor();
      }
      const profile = page.getByRole('region', { name: 'Profile' });
      await profile.getByText('Oakland, Berkeley', { exact: true }).waitFor();
      const adminInfo = page.getByRole('region', { name: 'Admin info' });
      await adminInfo.getByText('Lead instructor', { exact: true }).waitFor();
      await adminInfo.getByText('Operator', { exact: true }).waitFor();

      // The region filter finds an instructor by a service region, and only there.
      await page.goto(`${server.url}/admin/instructors`);
      const active = page.getByRole('region', { name: 'Active', exact: true });
      await active.getByRole('link', { name: 'Sam P.' }).waitFor();
      await page.getByRole('combobox', { name: 'Region', exact: true }).click();
      await page.getByRole('option', { name: 'Berkeley (CA)' }).click();
      await page.waitForURL(`**/admin/instructors?region=${regionIds['Berkeley']}`);
      await active.getByRole('link', { name: 'Sam P.' }).waitFor();
      await page.getByRole('combobox', { name: 'Region', exact: true }).click();
      await page.getByRole('option', { name: 'Fremont (CA)' }).click();
      await active.getByText('No instructors found.').waitFor();
      expect(await active.getByRole('link', { name: 'Sam P.' }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const phone = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, phone.context, admin);
      await phone.page.goto(`${server.url}/admin/instructors?q=Sam`);
      await phone.page.getByRole('link', { name: 'Sam P.' }).click();
      await phone.page.getByRole('button', { name: 'Edit instructor' }).click();
      const edit = phone.page.getByRole('dialog', { name: 'Edit Sam P.' });
      await edit.getByLabel('Slack username').waitFor();
      const box = await edit.boundingBox();
      expect(box?.width).toBe(390);
      expect(await findAxeViolations(phone.page)).toEqual([]);
      await saveScreenshot(phone.page, 'instructor-dialog-390');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
    } finally {
      await phone.context.close();
    }
  });

  it('an Admin reads a past period’s timesheets, exports them for payroll and approves the period', async () => {
    const db = server.platform.db.db;
    const tess = await createInstructor(server.platform, { name: 'Tess Driver' });
    await db
      .update(instructors)
      .set({ teachingPayCents: 3333, nonTeachingPayCents: 2000 })
      .where(eq(instructors.id, tess));
    const { Standard } = await createLessonTypes(server.platform);
    // Two 2-hour lessons in the pay period of March 1st–14th 2026; the second ran 15 min over.
    for (const [start, actual] of [
      ['2026-03-02T17:00:00Z', null],
      ['2026-03-09T17:00:00Z', 135],
    ] as const) {
      await db.insert(lessons).values({
        instructorId: tess,
        lessonTypeId: Standard,
        startTime: new Date(start),
        endTime: new Date(Date.parse(start) + 120 * 60_000),
        durationMinutes: 120,
        actualDurationMinutes: actual,
      });
    }
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    const problems = collectConsoleProblems(page);
    try {
      await signInContext(server, context, admin);
      await page.goto(`${server.url}/admin/timesheets?period=2026-03-01`);
      await page.getByRole('heading', { level: 1, name: 'Timesheets' }).waitFor();
      const card = page.getByRole('listitem').filter({ hasText: 'Tess Driver' });
      // 255 min at $33.33 an hour: 14,165.25 cents.
      await card.getByText('$141.65', { exact: true }).waitFor();
      await card.getByText(/Teaching 4 h 15 min · \$141\.65/).waitFor();
      await card.getByRole('button', { name: 'Lines of Tess Driver' }).click();
      const lines = page.getByRole('dialog', {
        name: /^Tess Driver · Mar 1, 2026 – Mar 14, 2026$/,
      });
      await lines.getByText('Monday, Mar 9 · Standard', { exact: true }).waitFor();
      await lines.getByText('Teaching · 2 h 15 min at $33.33/h').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await lines.getByRole('button', { name: 'Close' }).click();
      await lines.waitFor({ state: 'detached' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('timesheets-2026-03-01-to-2026-03-14.csv');
      const csv = readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(csv[0]).toMatch(/^Period start,Period end,Status,Instructor,Teaching minutes,/);
      expect(csv).toContain(
        '2026-03-01,2026-03-14,Open,Tess Driver,255,33.33,141.65,0,20.00,0.00,0.00,141.65',
      );
      expect(csv.at(-1)).toMatch(/^2026-03-01,2026-03-14,Open,Total,255,/);

      await page.getByRole('button', { name: 'Approve period' }).click();
      const confirm = page.getByRole('dialog', { name: 'Approve Mar 1, 2026 – Mar 14, 2026?' });
      await confirm.getByRole('button', { name: 'Approve' }).click();
      await page
        .getByText('The period Mar 1, 2026 – Mar 14, 2026 is approved and locked.')
        .waitFor();
      await page.getByText(/^Approved .* by Dana Whitaker: locked;/).waitFor();
      expect(await page.getByRole('button', { name: 'Approve period' }).count()).toBe(0);
      expect(await findAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'timesheets-1280');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }

    const phone = await openPage(browser, VIEWPORTS.mobile);
    try {
      await signInContext(server, phone.context, admin);
      await phone.page.goto(`${server.url}/admin/timesheets?period=2026-03-01`);
      await phone.page
        .getByRole('listitem')
        .filter({ hasText: 'Tess Driver' })
        .getByText('$141.65', { exact: true })
        .waitFor();
      expect(await findAxeViolations(phone.page)).toEqual([]);
      await saveScreenshot(phone.page, 'timesheets-390');
    } finally {
      await phone.context.close();
    }
  });
});
