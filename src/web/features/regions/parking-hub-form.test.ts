import { describe, expect, it } from 'vitest';
import {
  EMPTY_PARKING_HUB_FORM,
  parkingHubFormProblems,
  parkingHubFormValues,
  toUpdateParkingHubInput,
} from './parking-hub-form.ts';

const SUPER_REGION_ID = '5b0c6f1e-2d3a-4c5b-9e8f-7a6b5c4d3e2f';

describe('parking hub form', () => {
  it('needs every field, with the position in range', () => {
    expect(
      parkingHubFormProblems({ ...EMPTY_PARKING_HUB_FORM, latitude: '95', longitude: 'east' }),
    ).toEqual({
      name: 'is required',
      address: 'is required',
      latitude: 'must be a number between -90 and 90',
      longitude: 'must be a number between -180 and 180',
      superRegionId: 'is required',
    });
  });

  it('sends numbers for the position', () => {
    const hub = {
      id: 'h1',
      name: 'Lot',
      address: '1 Main St',
      latitude: 40.45,
      longitude: -79.98,
      superRegion: { id: SUPER_REGION_ID, name: 'Pittsburgh', state: 'PA' },
    };
    const values = { ...parkingHubFormValues(hub), latitude: ' 40.5 ' };
    expect(parkingHubFormProblems(values)).toEqual({});
    expect(toUpdateParkingHubInput(hub, values)).toEqual({
      id: 'h1',
      name: 'Lot',
      address: '1 Main St',
      latitude: 40.5,
      longitude: -79.98,
      superRegionId: SUPER_REGION_ID,
    });
  });
});
