// The coverage map: MapLibre GL over the offline basemap (states and counties, as the regions
// map), each region filled by how many instructors serve it. Clicking a region selects it; the
// page lists its instructors. Fitted to the regions of the state filter. Loaded lazily, in the
// browser only.
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import { boundsOf as boundsOfShapes, US_BOUNDS } from '../../../domain/geo/map-view.ts';
import { pointInPolygon } from '../../../domain/geo/point-in-polygon.ts';
import { addBasemap, baseStyle, viewText } from '../../ui/maps/basemap.ts';
import { useMapTileUrl } from '../../ui/maps/map-settings.ts';
import { coverageColour, type CoverageCollection } from './coverage-geojson.ts';

setWorkerUrl(workerUrl);

function coloured(coverage: CoverageCollection, selected: string | null): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: coverage.features.map((feature) => ({
      ...feature,
      properties: {
        ...feature.properties,
        colour: coverageColour(feature.properties.instructorCount),
        selected: feature.properties.regionId === selected,
      },
    })),
  } as unknown as FeatureCollection;
}

const boundsOf = (coverage: CoverageCollection) =>
  boundsOfShapes(coverage.features.map((feature) => feature.geometry));

export default function CoverageMap(props: {
  coverage: CoverageCollection;
  selected: string | null;
  onSelect: (regionId: string | null) => void;
  label: string;
}) {
  const tileUrl = useMapTileUrl();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [basemap, setBasemap] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [view, setView] = useState('');
  const selectRef = useRef(props.onSelect);
  selectRef.current = props.onSelect;
  const coverageRef = useRef(props.coverage);
  coverageRef.current = props.coverage;

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: baseStyle(tileUrl),
        bounds: boundsOf(props.coverage) ?? US_BOUNDS,
        fitBoundsOptions: { padding: 30 },
        attributionControl: false,
      });
    } catch {
      setFailure('The map cannot be shown in this browser (it needs WebGL). The list below has every region.');
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      map.addSource('coverage', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      map.addLayer({
        id: 'coverage-fill',
        type: 'fill',
        source: 'coverage',
        paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.7 },
      });
      map.addLayer({
        id: 'coverage-outline',
        type: 'line',
        source: 'coverage',
        paint: {
          'line-color': ['case', ['get', 'selected'], '#0d47a1', '#1f3a4d'],
          'line-width': ['case', ['get', 'selected'], 3.5, 1.2],
        },
      });
      setReady(true);
      setView(viewText(map));
      addBasemap(map, { beforeLayerId: 'coverage-fill', tiles: tileUrl !== null }).then(
        () => setBasemap('ready'),
        () => setBasemap('failed'),
      );
    });
    map.on('moveend', () => setView(viewText(map)));
    map.on('click', (event) => {
      // Hit-tested on the shapes themselves, not on what the GPU drew: same answer everywhere.
      const point = { longitude: event.lngLat.lng, latitude: event.lngLat.lat };
      const hit = coverageRef.current.features.find((feature) =>
        pointInPolygon(point, feature.geometry),
      );
      selectRef.current(hit?.properties.regionId ?? null);
    });
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !mapRef.current) return;
    void mapRef.current.getSource<GeoJSONSource>('coverage')?.setData(coloured(props.coverage, props.selected));
  }, [ready, props.coverage, props.selected]);

  useEffect(() => {
    // A new state filter: show its regions.
    const bounds = boundsOf(props.coverage);
    if (ready && bounds) mapRef.current?.fitBounds(bounds, { padding: 30, duration: 0 });
  }, [ready, props.coverage]);

  if (failure) return <p role="alert">{failure}</p>;
  return (
    <div
      ref={container}
      role="region"
      aria-label={props.label}
      data-map-ready={ready ? 'true' : 'false'}
      data-region-count={props.coverage.features.length}
      data-basemap={basemap}
      data-view={view}
      style={{ width: '100%', height: '100%' }}
    />
  );
}
