// The offline basemap under every back-office map: US states (land) with state and county
// borders from the `us-atlas` package (Census cartographic boundaries, TopoJSON), turned into
// GeoJSON in the browser and drawn by MapLibre. The file is a static asset fetched when a map
// opens, never part of a script, so no page carries it unless it shows a map, and no tile server
// is needed. A raster tile URL (MAP_TILE_URL, public) is drawn underneath when configured.
import countiesUrl from 'us-atlas/counties-10m.json?url';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { FeatureCollection, MultiLineString } from 'geojson';

/** Colours of the basemap: water/outside, land, county and state borders. */
export const BASEMAP_COLOURS = {
  outside: '#dce7ef',
  land: '#f6f4ee',
  county: '#c3c9cf',
  state: '#7d8791',
} as const;

/** The county borders appear from this zoom on (a whole state in view); before, they are a blur. */
const COUNTY_MIN_ZOOM = 5;

/**
 * The map's style before any data: a background and, when configured, the raster tiles. The
 * basemap's own layers are added by addBasemap once its file is loaded.
 */
export function baseStyle(tileUrl: string | null): StyleSpecification {
  return {
    version: 8,
    sources: tileUrl
      ? {
          tiles: {
            type: 'raster',
            tiles: [tileUrl],
            tileSize: 256,
            maxzoom: 19,
          },
        }
      : {},
    layers: [
      {
        id: 'background',
        type: 'background',
        paint: { 'background-color': BASEMAP_COLOURS.outside },
      },
      ...(tileUrl ? [{ id: 'tiles', type: 'raster' as const, source: 'tiles' }] : []),
    ],
  };
}

interface Basemap {
  land: FeatureCollection;
  counties: MultiLineString;
  states: MultiLineString;
}

/** The TopoJSON of counties-10m.json: objects counties, states and nation. */
type UsAtlas = Parameters<typeof mesh>[0];
type MeshObject = Parameters<typeof mesh>[1];

let loading: Promise<Basemap> | null = null;

/** The basemap's shapes, fetched and converted once per page load, shared by every map. */
function basemap(): Promise<Basemap> {
  loading ??= fetch(countiesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`basemap: ${response.status}`);
      return response.json() as Promise<UsAtlas>;
    })
    .then((us) => ({
      // `states` is a GeometryCollection, so its features come back as a collection.
      land: feature(us, us.objects['states']!) as FeatureCollection,
      // Borders as meshes: each shared border drawn once, not twice (once per neighbour).
      counties: mesh(us, us.objects['counties'] as MeshObject, (a, b) => a !== b),
      states: mesh(us, us.objects['states'] as MeshObject, (a, b) => a !== b),
    }))
    .catch((error: unknown) => {
      loading = null; // a later map may try again
      throw error;
    });
  return loading;
}

/**
 * Adds the basemap's layers under `beforeLayerId` (the map's first data layer; on top when
 * absent, for a map whose own marks are elements, not layers). With raster
 * tiles the land is left clear so the tiles show through; the borders stay. Resolves once the
 * layers are in the style; rejects when the file cannot be loaded (the map still works).
 */
export async function addBasemap(
  map: MapLibreMap,
  options: { beforeLayerId?: string; tiles: boolean },
): Promise<void> {
  const shapes = await basemap();
  // The map may have been closed while the file loaded.
  if (!map.getStyle()) return;
  map.addSource('basemap-land', { type: 'geojson', data: shapes.land });
  map.addSource('basemap-counties', {
    type: 'geojson',
    data: { type: 'Feature', properties: {}, geometry: shapes.counties },
  });
  map.addSource('basemap-states', {
    type: 'geojson',
    data: { type: 'Feature', properties: {}, geometry: shapes.states },
  });
  map.addLayer(
    {
      id: 'basemap-land',
      type: 'fill',
      source: 'basemap-land',
      paint: { 'fill-color': BASEMAP_COLOURS.land, 'fill-opacity': options.tiles ? 0 : 1 },
    },
    options.beforeLayerId,
  );
  map.addLayer(
    {
      id: 'basemap-counties',
      type: 'line',
      source: 'basemap-counties',
      minzoom: COUNTY_MIN_ZOOM,
      paint: { 'line-color': BASEMAP_COLOURS.county, 'line-width': 0.6 },
    },
    options.beforeLayerId,
  );
  map.addLayer(
    {
      id: 'basemap-states',
      type: 'line',
      source: 'basemap-states',
      paint: { 'line-color': BASEMAP_COLOURS.state, 'line-width': 1.2 },
    },
    options.beforeLayerId,
  );
  // Resolve once it is drawn, not merely added: "ready" then means the land is on screen.
  await new Promise<void>((resolve) => map.once('idle', () => resolve()));
}

/**
 * What the map shows, as "west,south,east,north" in degrees (3 decimals): kept on the map's
 * element (data-view) so a test or a person inspecting the page can tell where it opened.
 */
export function viewText(map: MapLibreMap): string {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]
    .map((value) => value.toFixed(3))
    .join(',');
}
