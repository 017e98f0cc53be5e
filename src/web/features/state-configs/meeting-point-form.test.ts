import { describe, expect, it } from 'vitest';
import {
  EMPTY_MEETING_POINT_FORM,
  meetingPointFormProblems,
  meetingPointFormValues,
  toCreateMeetingPointInput,
  toUpdateMeetingPointInput,
  type MeetingPointView,
} from './meeting-point-form.ts';
import { formPosition } from './typed-position.ts';

const station: MeetingPointView = {
  id: 'm1',
  state: 'CO',
  label: 'Union Station',
  address: '1701 Wynkoop St',
  description: '',
  restrictedLessonTypes: ['RoadTest'],
  latitude: 39.75,
  longitude: -105,
};

describe('meeting point form', () => {
  it('needs a label and an address, and coordinates in pairs', () => {
    expect(meetingPointFormProblems(EMPTY_MEETING_POINT_FORM)).toEqual({
      label: 'is required',
      address: 'is required',
    });
    expect(meetingPointFormProblems({ ...meetingPointFormValues(station), longitude: '' })).toEqual(
      { longitude: 'give both latitude and longitude, or neither' },
    );
    expect(
      meetingPointFormProblems({ ...meetingPointFormValues(station), latitude: '91' }),
    ).toEqual({ latitude: 'must be a number between -90 and 90' });
  });

  it('creates with the page state and clears coordinates when both are emptied', () => {
    expect(
      toCreateMeetingPointInput('CO', { ...meetingPointFormValues(station), label: ' Gate ' }),
    ).toEqual({
      state: 'CO',
      label: 'Gate',
      address: '1701 Wynkoop St',
      description: '',
      restrictedLessonTypes: ['RoadTest'],
      latitude: 39.75,
      longitude: -105,
    });
    expect(
      toUpdateMeetingPointInput(station, {
        ...meetingPointFormValues(station),
        latitude: '',
        longitude: '',
      }),
    ).toMatchObject({ id: 'm1', clearCoordinates: true });
  });

  it('puts the pin where the fields say, and nowhere when they are empty or wrong', () => {
    expect(formPosition({ latitude: '39.7527', longitude: '-105.0001' })).toEqual({
      latitude: 39.7527,
      longitude: -105.0001,
    });
    expect(formPosition({ latitude: '', longitude: '' })).toBeNull();
    expect(formPosition({ latitude: '39.7', longitude: '' })).toBeNull();
    expect(formPosition({ latitude: '95', longitude: '-105' })).toBeNull();
  });
});
