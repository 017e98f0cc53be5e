// The regions map: MapLibre GL on a blank style (a plain background, no tile server and no
// glyphs), each region filled by its price-per-minute colour with an outline, and the region
// being drawn as a line with its corners. Loaded lazily by the regions page (it is large), and
// only in the browser: the back-office renders on the client.
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
  type StyleSpecification,
} from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import type { Position } from '../../../domain/geo/geometry.ts';
import { priceColour, priceRange } from './region-colours.ts';
import type { RegionFeatureCollection } from './regions-geojson.ts';

// The bundled library cannot find its worker next to itself; Vite hands us the file's address.
setWorkerUrl(workerUrl);

const BLANK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2f5' } }],
};

/** The continental US, shown when there is no region yet. */
const US_BOUNDS: [[number, number], [number, number]] = [
  [-125, 24],
  [-66, 50],
];

type SourceData = FeatureCollection;

const EMPTY: SourceData = { type: 'FeatureCollection', features: [] };

function coloured(regions: RegionFeatureCollection): SourceData {
  const range = priceRange(
    regions.features.map((feature) => feature.properties.pricePerMinuteCents),
  );
  return {
    type: 'FeatureCollection',
    features: regions.features.map((feature) => ({
      ...feature,
      properties: {
        ...feature.properties,
        colour: priceColour(feature.properties.pricePerMinuteCents, range),
      },
    })),
    // Our geometry types are read-only and the library's are not; it does not change them.
  } as unknown as SourceData;
}

function draftFeatures(corners: readonly Position[]): SourceData {
  const points = corners.map((corner) => ({
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'Point' as const, coordinates: [...corner] },
  }));
  const outline =
    corners.length >= 2
      ? [
          {
            type: 'Feature' as const,
            properties: {},
            geometry: {
              type: 'LineString' as const,
              coordinates: [...corners, ...(corners.length >= 3 ? [corners[0]!] : [])].map((c) => [
                ...c,
              ]),
            },
          },
        ]
      : [];
  return { type: 'FeatureCollection', features: [...outline, ...points] };
}

function boundsOf(regions: RegionFeatureCollection): [[number, number], [number, number]] | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const feature of regions.features) {
    const polygons =
      feature.geometry.type === 'Polygon'
        ? [feature.geometry.coordinates]
        : feature.geometry.coordinates;
    for (const [longitude, latitude] of polygons.flatMap((polygon) => polygon[0] ?? [])) {
      west = Math.min(west, longitude);
      east = Math.max(east, longitude);
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
    }
  }
  return Number.isFinite(west)
    ? [
        [west, south],
        [east, north],
      ]
    : null;
}

export default function RegionsMap(props: {
  regions: RegionFeatureCollection;
  corners: readonly Position[];
  drawing: boolean;
  onMapClick: (longitude: number, latitude: number) => void;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const clickRef = useRef(props.onMapClick);
  clickRef.current = props.onMapClick;
  const drawingRef = useRef(props.drawing);
  drawingRef.current = props.drawing;

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: BLANK_STYLE,
        bounds: boundsOf(props.regions) ?? US_BOUNDS,
        fitBoundsOptions: { padding: 40 },
        attributionControl: false,
        doubleClickZoom: false,
      });
    } catch {
      setFailure(
        'The map cannot be shown in this browser (it needs WebGL). The table below lists every region.',
      );
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      map.addSource('regions', { type: 'geojson', data: EMPTY });
      map.addSource('draft', { type: 'geojson', data: EMPTY });
      map.addLayer({
        id: 'region-fill',
        type: 'fill',
        source: 'regions',
        paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.6 },
      });
      map.addLayer({
        id: 'region-outline',
        type: 'line',
        source: 'regions',
        paint: { 'line-color': '#1f3a4d', 'line-width': 1.5 },
      });
      map.addLayer({
        id: 'draft-line',
        type: 'line',
        source: 'draft',
        paint: { 'line-color': '#d81b60', 'line-width': 2.5, 'line-dasharray': [2, 1] },
      });
      map.addLayer({
        id: 'draft-corners',
        type: 'circle',
        source: 'draft',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-radius': 5,
          'circle-color': '#d81b60',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      });
      setReady(true);
    });
    map.on('click', (event) => {
      if (drawingRef.current) clickRef.current(event.lngLat.lng, event.lngLat.lat);
    });
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // The map is made once (its first bounds from the first regions); the effects below keep
    // its data in step.
  }, []);

  useEffect(() => {
    if (!ready) return;
    void mapRef.current?.getSource<GeoJSONSource>('regions')?.setData(coloured(props.regions));
  }, [ready, props.regions]);

  useEffect(() => {
    if (!ready) return;
    void mapRef.current?.getSource<GeoJSONSource>('draft')?.setData(draftFeatures(props.corners));
  }, [ready, props.corners]);

  useEffect(() => {
    const canvas = mapRef.current?.getCanvas();
    if (canvas) canvas.style.cursor = props.drawing ? 'crosshair' : '';
  }, [ready, props.drawing]);

  if (failure) return <p role="alert">{failure}</p>;
  return (
    <div
      ref={container}
      role="region"
      aria-label={props.label}
      data-map-ready={ready ? 'true' : 'false'}
      data-region-count={props.regions.features.length}
      style={{ width: '100%', height: '100%' }}
    />
  );
}
