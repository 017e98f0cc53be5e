// Regenerates the committed artefacts that derive from code: schema.graphql, docs/permissions.md,
// the web app's typed GraphQL documents (src/web/gql) and the database migration. With --check it
// changes nothing and fails when any is stale.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { generate as generateDocuments } from '@graphql-codegen/cli';
import { graphqlSync, printSchema, type DocumentNode } from 'graphql';
import codegenConfig, { GQL_OUTPUT_DIRECTORY } from '../codegen.ts';
import { documentsOfGraphqlModule } from './inline-graphql-documents.ts';
import { documentFingerprint } from '../src/server/graphql/app-documents.ts';
import { renderPermissionsDoc } from '../src/server/graphql/permissions-doc.ts';
import { buildSchema } from '../src/server/graphql/schema.ts';
import {
  possibleTypesFromSchemaQuery,
  SCHEMA_QUERY,
  type SchemaQueryData,
} from '../src/web/lib/possible-types.ts';

const check = process.argv.includes('--check');

/**
 * The allow-list of the app's operations (src/server/graphql/app-documents.ts): each operation's
 * fingerprint and name, by name.
 */
function appDocumentsJson(graphqlModule: string): string {
  const operations = [...documentsOfGraphqlModule(graphqlModule)]
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, json]) => {
      const document = JSON.parse(json) as DocumentNode;
      return [documentFingerprint(document), name.slice(0, -'Document'.length)] as const;
    })
    .sort((a, b) => a[1].localeCompare(b[1]));
  return `${JSON.stringify(Object.fromEntries(operations), null, 2)}\n`;
}
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

// Typed documents (codegen.ts reads the schema.graphql written above) and the possible types of
// the web app's cache. Generated into a scratch directory, then compared with the committed
// folder file by file, so files that codegen no longer writes count as stale too.
const gqlScratch = mkdtempSync(join(tmpdir(), 'roadready-gql-'));
try {
  const generated = new Map<string, string>();
  const outputs = (await generateDocuments(
    {
      ...codegenConfig,
      generates: { [`${gqlScratch}/`]: codegenConfig.generates[GQL_OUTPUT_DIRECTORY]! },
    },
    true,
  )) as { filename: string }[];
  for (const output of outputs) {
    generated.set(relative(gqlScratch, output.filename), readFileSync(output.filename, 'utf8'));
  }
  const introspection = graphqlSync({ schema, source: SCHEMA_QUERY });
  if (introspection.errors?.length) throw new Error(introspection.errors[0]!.message);
  const possibleTypes = possibleTypesFromSchemaQuery(
    introspection.data as unknown as SchemaQueryData,
  );
  generated.set('possible-types.json', `${JSON.stringify(possibleTypes, null, 2)}\n`);
  generated.set('app-documents.json', appDocumentsJson(generated.get('graphql.ts') ?? ''));

  if (!check) mkdirSync(GQL_OUTPUT_DIRECTORY, { recursive: true });
  for (const [name, content] of generated) emit(join(GQL_OUTPUT_DIRECTORY, name), content);
  const committed = existsSync(GQL_OUTPUT_DIRECTORY) ? readdirSync(GQL_OUTPUT_DIRECTORY) : [];
  for (const name of committed) {
    if (generated.has(name)) continue;
    const path = join(GQL_OUTPUT_DIRECTORY, name);
    if (check) stale.push(`${path} (no longer generated)`);
    else {
      rmSync(path, { recursive: true, force: true });
      console.log(`removed ${path}`);
    }
  }
} finally {
  rmSync(gqlScratch, { recursive: true, force: true });
}

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
