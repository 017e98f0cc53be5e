import { describe, expect, it } from 'vitest';
import { readSlotSearchForm, type SlotSearchForm } from './slot-search-form.ts';

const FORM: SlotSearchForm = {
  kind: 'zip',
  zipCode: '90012',
  state: 'CA',
  meetingPointId: '',
  latitude: '',
  longitude: '',
  lessonTypeId: 't1',
  from: '2026-12-01',
};

describe('readSlotSearchForm', () => {
  it('reads each kind of pickup', () => {
    expect(readSlotSearchForm({ ...FORM, zipCode: ' 90012-1234 ' }).search).toEqual({
      pickup: { zipCode: '90012' },
      lessonTypeId: 't1',
      from: '2026-12-01',
    });
    expect(
      readSlotSearchForm({ ...FORM, kind: 'meetingPoint', meetingPointId: 'p1' }).search?.pickup,
    ).toEqual({ meetingPointId: 'p1' });
    expect(
      readSlotSearchForm({ ...FORM, kind: 'coordinates', latitude: '34.05', longitude: '-118.25' })
        .search?.pickup,
    ).toEqual({ latitude: 34.05, longitude: -118.25 });
  });

  it('names every field at fault and asks for nothing', () => {
    expect(readSlotSearchForm({ ...FORM, zipCode: '9001', lessonTypeId: '', from: '' })).toEqual({
      search: null,
      errors: {
        zipCode: 'Enter a 5-digit ZIP code.',
        lessonTypeId: 'Choose a lesson type.',
        from: 'Enter a date.',
      },
    });
    expect(readSlotSearchForm({ ...FORM, kind: 'meetingPoint' }).errors).toEqual({
      meetingPointId: 'Choose a meeting point.',
    });
    expect(
      readSlotSearchForm({ ...FORM, kind: 'coordinates', latitude: '91', longitude: 'east' })
        .errors,
    ).toEqual({
      latitude: 'Enter a latitude between −90 and 90.',
      longitude: 'Enter a longitude between −180 and 180.',
    });
  });
});
