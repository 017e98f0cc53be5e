import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineDocuments, readGeneratedDocuments } from './inline-graphql-documents.ts';

const read = (file: string) =>
  readFileSync(new URL(`../src/web/gql/${file}`, import.meta.url), 'utf8');
const documents = readGeneratedDocuments(read('gql.ts'), read('graphql.ts'));

describe('inlineDocuments', () => {
  it('knows every document of the generated map', () => {
    const entries = read('gql.ts').match(/^\s+"(?:[^"\\]|\\.)*": types\.\w+,$/gm) ?? [];
    expect(entries.length).toBeGreaterThan(100);
    expect(documents.size).toBe(entries.length);
  });

  it('replaces a call, variables included, with the parsed document', () => {
    const source = [...documents.keys()].find((text) => text.includes('$'))!;
    const code = `import { graphql } from '../../gql/index.ts';\nconst Q = graphql(\`${source}\`);\n`;
    const inlined = inlineDocuments(code, documents)!;
    expect(inlined).not.toContain('graphql(');
    const literal = /const Q = \((.*)\);/.exec(inlined)![1]!;
    expect(JSON.parse(literal)).toMatchObject({ kind: 'Document' });
  });

  it('leaves code without calls alone, and names a document the generated files miss', () => {
    expect(inlineDocuments('const x = 1;', documents)).toBeNull();
    expect(() =>
      inlineDocuments('graphql(`\n  query NotGenerated {\n    me { id }\n  }\n`)', documents),
    ).toThrow(/NotGenerated is not in src\/web\/gql: run npm run generate/);
  });
});
