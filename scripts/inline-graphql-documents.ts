// A build step for the web app: every `graphql(`…`)` call of a screen becomes the finished
// document itself (the parsed operation codegen already wrote to src/web/gql/graphql.ts). Without
// it, each call looks its document up in the client preset's map of every document of the app
// (src/web/gql/gql.ts), and that map, about 40 kB gzipped, is loaded by the first page that asks
// for any document. With it, a page's chunk carries only the documents its screens use, and the
// map is no longer part of the browser build (docs/benchmarks.md "Page weight").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Each document's source text, as written in `graphql(...)`, → the JSON of its parsed form. */
export type DocumentsBySource = ReadonlyMap<string, string>;

/** Each document export of codegen's graphql.ts (`XDocument`, `YFragmentDoc`) → its JSON. */
export function documentsOfGraphqlModule(graphqlSource: string): Map<string, string> {
  const jsonByExport = new Map<string, string>();
  for (const line of graphqlSource.split('\n')) {
    const match = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
    if (match) jsonByExport.set(match[1]!, match[2]!);
  }
  return jsonByExport;
}

/**
 * Reads the client preset's output: gql.ts maps source texts to export names
 * (`"\n  query X {…}\n": types.XDocument,`) and graphql.ts holds each export's JSON on one line.
 */
export function readGeneratedDocuments(
  gqlSource: string,
  graphqlSource: string,
): DocumentsBySource {
  const jsonByExport = documentsOfGraphqlModule(graphqlSource);
  const documents = new Map<string, string>();
  const runtimeMap = gqlSource.slice(gqlSource.indexOf('const documents'));
  for (const match of runtimeMap.matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const json = jsonByExport.get(match[2]!);
    if (json) documents.set(JSON.parse(match[1]!) as string, json);
  }
  return documents;
}

// A template literal without interpolation (`$` of GraphQL variables is fine, `${` is not).
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/**
 * `code` with each `graphql(`…`)` replaced by its document; null when there is none. A source text
 * the generated files do not know means they are stale: an error that says so.
 */
export function inlineDocuments(code: string, documents: DocumentsBySource): string | null {
  if (!code.includes('graphql(')) return null;
  let changed = false;
  const result = code.replace(CALL, (_call, source: string) => {
    const json = documents.get(source);
    if (!json) {
      const name = /(?:query|mutation|subscription|fragment)\s+(\w+)/.exec(source)?.[1];
      throw new Error(
        `The GraphQL document ${name ?? source.trim().slice(0, 40)} is not in src/web/gql: run npm run generate.`,
      );
    }
    changed = true;
    return `(${json})`;
  });
  return changed ? result : null;
}

export function inlineGraphqlDocuments(webSource: string): Plugin {
  const generatedDirectory = path.join(webSource, 'gql') + path.sep;
  let documents: DocumentsBySource | undefined;
  return {
    name: 'roadready:inline-graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = readGeneratedDocuments(
        readFileSync(path.join(generatedDirectory, 'gql.ts'), 'utf8'),
        readFileSync(path.join(generatedDirectory, 'graphql.ts'), 'utf8'),
      );
    },
    transform(code, id) {
      // The generated modules only declare things: once no call is left, nothing keeps them.
      if (id.startsWith(generatedDirectory)) return { code, map: null, moduleSideEffects: false };
      if (!documents || !id.startsWith(webSource)) return null;
      if (!/\.tsx?$/.test(id)) return null;
      const inlined = inlineDocuments(code, documents);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
