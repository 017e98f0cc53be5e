// A small map with one pin: where a place (a meeting point, a student's home) is. Staff drag the
// pin, or click the map, to correct the position; the form's latitude and longitude fields follow
// (and remain the keyboard way to set it). Drawn over the offline basemap; loaded lazily, in the
// browser only.
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../../domain/geo/geometry.ts';
import { US_BOUNDS, type MapBounds } from '../../../domain/geo/map-view.ts';
import { addBasemap, baseStyle, viewText } from './basemap.ts';
import { useMapTileUrl } from './map-settings.ts';

setWorkerUrl(workerUrl);

/** The zoom the map opens at around a pin: about 20 miles across in the dialog. */
const PIN_ZOOM = 10;

/** Degrees kept on a moved pin: 5 decimals is about a metre, finer than a pin can be placed. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export default function PinMap(props: {
  position: GeoPoint | null;
  /** Where to look when there is no pin yet (e.g. the state's bounds). */
  fallback?: MapBounds;
  onMove: (position: GeoPoint) => void;
  label: string;
}) {
  const tileUrl = useMapTileUrl();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const moveRef = useRef(props.onMove);
  moveRef.current = props.onMove;
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState(false);
  const [basemap, setBasemap] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [view, setView] = useState('');

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: baseStyle(tileUrl),
        // Around a pin: a town's width, so the county borders around it place it; without one,
        // the fallback (or the country) to click in.
        ...(props.position
          ? { center: [props.position.longitude, props.position.latitude], zoom: PIN_ZOOM }
          : { bounds: props.fallback ?? US_BOUNDS, fitBoundsOptions: { padding: 20 } }),
        attributionControl: false,
        doubleClickZoom: false,
      });
    } catch {
      setFailure(true);
      return;
    }
    mapRef.current = map;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const place = (position: GeoPoint) =>
      moveRef.current({ latitude: round(position.latitude), longitude: round(position.longitude) });
    map.on('load', () => {
      setReady(true);
      setView(viewText(map));
      // Nothing of ours is drawn as a layer (the pin is an element): the basemap goes on top.
      addBasemap(map, { tiles: tileUrl !== null }).then(
        () => setBasemap('ready'),
        () => setBasemap('failed'),
      );
    });
    map.on('moveend', () => setView(viewText(map)));
    map.on('click', (event) => place({ longitude: event.lngLat.lng, latitude: event.lngLat.lat }));
    const marker = new Marker({ draggable: true, color: '#d81b60' });
    marker.on('dragend', () => {
      const at = marker.getLngLat();
      place({ longitude: at.lng, latitude: at.lat });
    });
    markerRef.current = marker;
    return () => {
      marker.remove();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // Made once; the effect below keeps the pin on the form's position.
  }, []);

  const latitude = props.position?.latitude;
  const longitude = props.position?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    const marker = markerRef.current;
    if (!ready || !map || !marker) return;
    if (latitude === undefined || longitude === undefined) {
      marker.remove();
      return;
    }
    marker.setLngLat([longitude, latitude]).addTo(map);
    const element = marker.getElement();
    element.setAttribute('aria-label', 'Pin of this place: drag it to move it');
    element.dataset.position = `${latitude},${longitude}`;
    // Keep the pin in view when the fields moved it far away.
    if (!map.getBounds().contains([longitude, latitude])) {
      map.jumpTo({ center: [longitude, latitude] });
    }
  }, [ready, latitude, longitude]);

  if (failure) {
    return (
      <p role="alert">
        The map cannot be shown in this browser (it needs WebGL). Type the latitude and longitude
        instead.
      </p>
    );
  }
  return (
    <div
      ref={container}
      role="region"
      aria-label={props.label}
      data-map-ready={ready ? 'true' : 'false'}
      data-basemap={basemap}
      data-view={view}
      style={{ width: '100%', height: '100%' }}
    />
  );
}
