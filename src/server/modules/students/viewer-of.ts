import type { Viewer } from '../../auth/auth.service.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import { notSignedIn } from '../../graphql/errors.ts';

/** The signed-in caller; every field of this module needs one (its permission already says so). */
export function viewerOf(context: GraphqlContext): Viewer {
  if (!context.viewer) throw notSignedIn();
  return context.viewer;
}
