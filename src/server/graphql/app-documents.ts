// The web app's own GraphQL documents as an allow-list (docs/architecture.md "The app's
// documents"). `npm run generate` writes the fingerprint of every operation the app can send to
// src/web/gql/app-documents.json; in production the server answers those to everyone and a
// document of anyone's own making ("free-form") only to signed-in staff, for their tools
// (GRAPHQL_FREE_FORM). A student or a visitor can thus run exactly what the screens run.
//
// The fingerprint is the SHA-256 of the printed document without `__typename` fields: Apollo
// Client adds `__typename` to every selection before it sends a document, and the field tells
// nothing a screen does not already know, so the document sent and the one written match.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Kind, print, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { can } from '../../domain/permissions.ts';
import type { GraphqlContext } from './context.ts';
import { AppError, toGraphqlError } from './errors.ts';
import { perDocument } from './per-document.ts';

export function documentFingerprint(document: DocumentNode): string {
  const withoutTypename = visit(document, {
    [Kind.FIELD]: (node) => (node.name.value === '__typename' && !node.alias ? null : undefined),
  });
  return createHash('sha256').update(print(withoutTypename)).digest('hex');
}

/** Who may send a document that is not one of the app's own. */
export type FreeFormDocuments = 'anyone' | 'staff' | 'nobody';

/** Fingerprint → operation name, as `npm run generate` wrote them. */
export function readAppDocuments(): ReadonlyMap<string, string> {
  const file = new URL('../../web/gql/app-documents.json', import.meta.url);
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

const APP_ONLY = 'This server answers the RoadReady app’s own operations only.';
// Like the introspection policy: signed out, NOT_SIGNED_IN (staff may sign in); else FORBIDDEN.
const SIGN_IN_FIRST = new AppError(
  'NOT_SIGNED_IN',
  `${APP_ONLY} Operations of your own are for signed-in staff: please sign in.`,
);
const STAFF_ONLY = new AppError(
  'FORBIDDEN',
  `${APP_ONLY} Operations of your own are for signed-in staff.`,
);
const NOBODY = new AppError('FORBIDDEN', `${APP_ONLY} (GRAPHQL_FREE_FORM=nobody)`);

// Checked at execution, where the viewer is known; each document text is fingerprinted once.
export function useAppDocuments(
  freeForm: FreeFormDocuments,
  appDocuments: ReadonlyMap<string, string> = readAppDocuments(),
): Plugin<GraphqlContext> {
  const isAppDocument = perDocument((document) => appDocuments.has(documentFingerprint(document)));
  /** The refusal for this document and viewer, or null when it may run. */
  const refusal = (document: DocumentNode, context: GraphqlContext) => {
    if (freeForm === 'anyone' || isAppDocument(document)) return null;
    if (freeForm === 'nobody') return { errors: [toGraphqlError(NOBODY)] };
    const roles = context.viewer?.roles ?? null;
    if (can(roles, 'schema.introspect')) return null;
    return { errors: [toGraphqlError(roles === null ? SIGN_IN_FIRST : STAFF_ONLY)] };
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args.document as DocumentNode, args.contextValue);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args.document as DocumentNode, args.contextValue);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
