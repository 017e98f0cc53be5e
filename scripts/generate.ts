// Regenerates the committed artefacts that derive from code: schema.graphql, docs/permissions.md
// and the database migration. With --check it changes nothing and fails when any is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { renderPermissionsDoc } from '../src/server/graphql/permissions-doc.ts';
import { buildSchema } from '../src/server/graphql/schema.ts';

const check = process.argv.includes('--check');
const stale: string[] = [];

function emit(path: string, content: string) {
  let current: string | null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = null;
  }
  if (current === content) return;
  if (check) stale.push(path);
  else {
    writeFileSync(path, content);
    console.log(`wrote ${path}`);
  }
}

const schema = buildSchema();
emit('schema.graphql', `${printSchema(schema)}\n`);
emit('docs/permissions.md', renderPermissionsDoc(schema));

// Migrations: generating against a copy of drizzle/ must find nothing new to write.
const scratch = mkdtempSync(join(tmpdir(), 'roadready-migrations-'));
try {
  cpSync('drizzle', scratch, { recursive: true });
  const before = readdirSync(scratch).length;
  execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/server/db/schema.ts',
      `--out=${scratch}`,
    ],
    { stdio: 'pipe' },
  );
  if (readdirSync(scratch).length !== before) {
    stale.push('drizzle/ (tables changed without a migration: run npm run db:generate)');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (stale.length) {
  console.error(
    `Generated files are stale; run \`npm run generate\` and commit:\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
if (check) console.log('generated files are up to date');
