// A link of a guide step or an article: pages of this site go through the router, other sites and
// telephone numbers are plain links (other sites open in the same tab, like every link here).
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function GuideLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} rel={href.startsWith('https:') ? 'noopener' : undefined}>
      {children}
    </Link>
  );
}
