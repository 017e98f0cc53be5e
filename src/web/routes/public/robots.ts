// GET /robots.txt: crawlers read the public site and find the sitemap.
import { robotsTxt } from '../../../domain/site/sitemap.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(publicSettingsContext);
  return new Response(robotsTxt(publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'max-age=3600' },
  });
}
