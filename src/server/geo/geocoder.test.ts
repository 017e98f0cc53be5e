import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  geocoderFor,
  geocoderRequestUrl,
  httpGeocoder,
  positionInAnswer,
  zipCentreGeocoder,
} from './geocoder.ts';

describe('the offline geocoder (ZIP centres)', () => {
  it('places an address at the centre of the ZIP it ends with', async () => {
    const place = await zipCentreGeocoder.locate('1701 Wynkoop St, Denver, CO 80202');
    expect(place!.latitude).toBeCloseTo(39.75, 1);
    expect(place!.longitude).toBeCloseTo(-104.99, 1);
  });

  it('prefers a ZIP given apart from the address, ZIP+4 included', async () => {
    const place = await zipCentreGeocoder.locate('100 Congress Ave', '78701-1234');
    expect(place!.latitude).toBeCloseTo(30.27, 1);
  });

  it('cannot place an address without a known ZIP', async () => {
    expect(await zipCentreGeocoder.locate('2 Elm St, Denver')).toBeNull();
    expect(await zipCentreGeocoder.locate('2 Elm St', '00000')).toBeNull();
  });
});

describe('the HTTP geocoder', () => {
  const answering = (status: number, body: unknown) => {
    const calls: string[] = [];
    const fetchImpl = ((url: string) => {
      calls.push(url);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  };

  it('fills the template with the encoded address and ZIP', () => {
    expect(
      geocoderRequestUrl(
        'https://geo.test/search?q={address}&zip={zip}',
        '1 Main St, Denver',
        '80202',
      ),
    ).toBe('https://geo.test/search?q=1%20Main%20St%2C%20Denver&zip=80202');
  });

  it('reads the common answer shapes and refuses the rest', () => {
    expect(positionInAnswer([{ lat: '39.7', lon: '-105.1' }])).toEqual({
      latitude: 39.7,
      longitude: -105.1,
    });
    expect(positionInAnswer({ latitude: 30, longitude: -97 })).toEqual({
      latitude: 30,
      longitude: -97,
    });
    expect(
      positionInAnswer({
        type: 'FeatureCollection',
        features: [{ geometry: { type: 'Point', coordinates: [-97, 30] } }],
      }),
    ).toEqual({ latitude: 30, longitude: -97 });
    expect(positionInAnswer([])).toBeNull();
    expect(positionInAnswer({ lat: 95, lon: 0 })).toBeNull();
    expect(positionInAnswer({ features: [] })).toBeNull();
  });

  it("uses the service's answer", async () => {
    const { calls, fetchImpl } = answering(200, [{ lat: '39.1', lon: '-104.1' }]);
    const geocoder = httpGeocoder('https://geo.test/?q={address}', zipCentreGeocoder, fetchImpl);
    expect(await geocoder.locate('1 Main St, Denver, CO 80202')).toEqual({
      latitude: 39.1,
      longitude: -104.1,
    });
    expect(calls).toEqual(['https://geo.test/?q=1%20Main%20St%2C%20Denver%2C%20CO%2080202']);
  });

  it('falls back to the ZIP centre when the service has no answer or fails', async () => {
    const empty = httpGeocoder(
      'https://geo.test/?q={address}',
      zipCentreGeocoder,
      answering(200, []).fetchImpl,
    );
    expect((await empty.locate('1 Main St, Denver, CO 80202'))!.latitude).toBeCloseTo(39.75, 1);
    const down = httpGeocoder('https://geo.test/?q={address}', zipCentreGeocoder, () =>
      Promise.reject(new Error('offline')),
    );
    expect((await down.locate('1 Main St, Denver, CO 80202'))!.latitude).toBeCloseTo(39.75, 1);
    expect(await down.locate('1 Main St, Denver')).toBeNull();
  });
});

describe('geocoderFor', () => {
  it('is offline unless a service is configured', () => {
    expect(geocoderFor(loadConfig({}))).toBe(zipCentreGeocoder);
    expect(
      geocoderFor(loadConfig({ GEOCODER_URL_TEMPLATE: 'https://geo.test/?q={address}' })),
    ).not.toBe(zipCentreGeocoder);
  });

  it('refuses a template with nowhere to put the address', () => {
    expect(() => loadConfig({ GEOCODER_URL_TEMPLATE: 'https://geo.test/search' })).toThrow(
      /GEOCODER_URL_TEMPLATE/,
    );
  });
});
