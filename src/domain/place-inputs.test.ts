import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bothOrNeither,
  coordinatesProblem,
  meetingPointFields,
  parkingHubFields,
  problemsOf,
  stateConfigFields,
  superRegionFields,
  typedNumber,
} from './place-inputs.ts';

describe('place input rules', () => {
  it('reads blank optional text as none and says what a field expects', () => {
    const superRegion = z.object(superRegionFields);
    expect(
      superRegion.parse({
        name: ' Denver Metro ',
        state: 'co',
        googleBusinessPageUrl: ' ',
        slackChannelId: '',
      }),
    ).toEqual({
      name: 'Denver Metro',
      state: 'CO',
      googleBusinessPageUrl: null,
      slackChannelId: null,
    });
    expect(
      problemsOf(superRegion, {
        name: '',
        state: 'XX',
        googleBusinessPageUrl: 'http://example.com',
        slackChannelId: '#denver',
      }),
    ).toEqual({
      name: 'is required',
      state: 'must be a US state',
      googleBusinessPageUrl: 'must be an https:// address',
      slackChannelId: 'must be a Slack channel id such as C024BE91L',
    });
  });

  it('checks typed numbers with the same rule as sent numbers', () => {
    const typed = z.object({
      latitude: typedNumber(parkingHubFields.latitude),
      window: typedNumber(stateConfigFields.lateCancellationWindowHours),
      optional: typedNumber(meetingPointFields.longitude, null),
    });
    expect(typed.parse({ latitude: ' 39.75 ', window: '24', optional: ' ' })).toEqual({
      latitude: 39.75,
      window: 24,
      optional: null,
    });
    expect(problemsOf(typed, { latitude: 'north', window: '1.5', optional: '200' })).toEqual({
      latitude: 'must be a number between -90 and 90',
      window: 'must be whole hours from 0 to 336',
      optional: 'must be a number between -180 and 180',
    });
    expect(
      problemsOf(z.object(parkingHubFields).pick({ superRegionId: true }), { superRegionId: '' }),
    ).toEqual({ superRegionId: 'is required' });
  });

  it('wants both coordinates of a meeting point or neither, the problem on the longitude', () => {
    const position = z
      .object({ latitude: meetingPointFields.latitude, longitude: meetingPointFields.longitude })
      .refine(bothOrNeither, coordinatesProblem);
    expect(position.safeParse({ latitude: null, longitude: null }).success).toBe(true);
    expect(problemsOf(position, { latitude: 39.75, longitude: null })).toEqual({
      longitude: 'give both latitude and longitude, or neither',
    });
  });
});
