// The map settings the server hands the web app (root loader → shell settings): only the optional
// raster tile URL today. Read from the root route's data so no map fetches settings of its own.
import { useRouteLoaderData } from 'react-router';

interface RootData {
  shell?: { mapTileUrl?: string | null };
}

/** MAP_TILE_URL, or null when the maps draw the offline basemap alone. */
export function useMapTileUrl(): string | null {
  const root = useRouteLoaderData<() => RootData>('root');
  return root?.shell?.mapTileUrl ?? null;
}
