// Vitest global setup of the database suites: makes the run's migrated template database once
// (test-template.ts) and hands its whereabouts to every test file through `inject('testTemplate')`.
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from './test-database.ts';
import { preparePgliteTemplate, preparePostgresTemplate } from './test-template.ts';

export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = testDatabaseUrl();
  const template = serverUrl
    ? await preparePostgresTemplate(serverUrl)
    : await preparePgliteTemplate();
  project.provide('testTemplate', template);
}
