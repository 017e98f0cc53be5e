// Who is signed in, for the public header (src/server/auth/README.md "Signed in on public
// pages"): read only when the request carries a session cookie, so a signed-out visitor's page,
// the one the page cache shares, costs no extra query. An expired or revoked session reads as
// signed out.
import { graphql } from '../../gql/index.ts';
import { isPublicDataError, type PublicData } from '../../lib/public-data.ts';
import type { StaffRole } from '../../../domain/roles.ts';
import { carriesSessionCookie } from '../../../domain/session-cookie.ts';

export interface SiteViewer {
  name: string;
  /** Their staff roles (none for students and parents): where sign-in sends them. */
  roles: StaffRole[];
  /** Where the header's account link goes: the back office for staff, else the portal. */
  home: { to: '/admin' | '/portal'; label: string };
}

const SiteViewerQuery = graphql(`
  query SiteViewer {
    me {
      name
      roles
    }
  }
`);

export async function readSiteViewer(
  request: Request,
  publicData: PublicData,
): Promise<SiteViewer | null> {
  if (!carriesSessionCookie(request.headers.get('cookie'))) return null;
  try {
    const { me } = await publicData.executeAsVisitor(SiteViewerQuery, {});
    return {
      name: me.name,
      roles: me.roles,
      home:
        me.roles.length > 0
          ? { to: '/admin', label: 'Back office' }
          : { to: '/portal', label: 'My portal' },
    };
  } catch (error) {
    if (isPublicDataError(error, ['NOT_SIGNED_IN', 'FORBIDDEN'])) return null;
    throw error;
  }
}
