// The regions map: MapLibre GL over the offline basemap (states and counties, src/web/ui/maps),
// each region filled by its price-per-minute colour with an outline, and the region being drawn
// as a line with its corners. It opens fitted to the regions in view (one state's, or all), and
// fits again when the page's state filter changes. Loaded lazily by the regions page (it is
// large), and only in the browser: the back-office renders on the client.
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
} from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import type { Position } from '../../../domain/geo/geometry.ts';
import { boundsOf, US_BOUNDS } from '../../../domain/geo/map-view.ts';
import { addBasemap, baseStyle, viewText } from '../../ui/maps/basemap.ts';
import { useMapTileUrl } from '../../ui/maps/map-settings.ts';
import { priceColour, priceRange } from './region-colours.ts';
import type { RegionFeatureCollection } from './regions-geojson.ts';

// The bundled library cannot find its worker next to itself; Vite hands us the file's address.
setWorkerUrl(workerUrl);

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

const regionBounds = (regions: RegionFeatureCollection) =>
  boundsOf(regions.features.map((feature) => feature.geometry));

export default function RegionsMap(props: {
  regions: RegionFeatureCollection;
  corners: readonly Position[];
  drawing: boolean;
  onMapClick: (longitude: number, latitude: number) => void;
  label: string;
  /** What is in view (a state code, or '' for all): the map fits its regions when it changes. */
  focus: string;
}) {
  const tileUrl = useMapTileUrl();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [basemap, setBasemap] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [view, setView] = useState('');
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
        style: baseStyle(tileUrl),
        bounds: regionBounds(props.regions) ?? US_BOUNDS,
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
      setView(viewText(map));
      addBasemap(map, { beforeLayerId: 'region-fill', tiles: tileUrl !== null }).then(
        () => setBasemap('ready'),
        () => setBasemap('failed'),
      );
    });
    map.on('moveend', () => setView(viewText(map)));
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

  // A new state in view: fit its regions (the first view was fitted when the map was made).
  const fittedFocus = useRef(props.focus);
  useEffect(() => {
    if (!ready || fittedFocus.current === props.focus) return;
    fittedFocus.current = props.focus;
    mapRef.current?.fitBounds(regionBounds(props.regions) ?? US_BOUNDS, {
      padding: 40,
      duration: 0,
    });
  }, [ready, props.focus, props.regions]);

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
      data-basemap={basemap}
      data-view={view}
      style={{ width: '100%', height: '100%' }}
    />
  );
}
