import { describe, expect, it } from 'vitest';
import { coordinatesOfZip } from './zip-coordinates.ts';

describe('coordinatesOfZip', () => {
  it('places a ZIP (and a ZIP+4) at its centre, with its state', () => {
    const beverlyHills = coordinatesOfZip('90210');
    expect(beverlyHills?.state).toBe('CA');
    expect(beverlyHills?.latitude).toBeCloseTo(34.09, 1);
    expect(beverlyHills?.longitude).toBeCloseTo(-118.41, 1);
    expect(coordinatesOfZip(' 80202-1234 ')?.state).toBe('CO');
  });

  it('knows nothing of malformed or unused codes', () => {
    expect(coordinatesOfZip('K1A 0B1')).toBeNull();
    expect(coordinatesOfZip('1234')).toBeNull();
    expect(coordinatesOfZip('00000')).toBeNull();
  });
});
