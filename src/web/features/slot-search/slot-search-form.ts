// The staff slot-search form: what was typed, read into a picker search or field errors.
import { normaliseZipCode } from '../../../domain/zip-code.ts';
import type { SlotPickerPickup } from './slot-picker-format.ts';

export type PickupKind = 'zip' | 'meetingPoint' | 'coordinates';

export interface SlotSearchForm {
  kind: PickupKind;
  zipCode: string;
  state: string;
  meetingPointId: string;
  latitude: string;
  longitude: string;
  lessonTypeId: string;
  from: string;
}

export interface SlotSearch {
  pickup: SlotPickerPickup;
  lessonTypeId: string;
  from: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function coordinate(text: string, limit: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** The search the form asks for, or the errors of its fields (then `search` is null). */
export function readSlotSearchForm(form: SlotSearchForm): {
  search: SlotSearch | null;
  errors: Partial<Record<keyof SlotSearchForm, string>>;
} {
  const errors: Partial<Record<keyof SlotSearchForm, string>> = {};
  let pickup: SlotPickerPickup | null = null;
  if (form.kind === 'zip') {
    const zipCode = normaliseZipCode(form.zipCode);
    // The search knows ZIP centres by their five digits.
    if (zipCode) pickup = { zipCode: zipCode.slice(0, 5) };
    else errors.zipCode = 'Enter a 5-digit ZIP code.';
  } else if (form.kind === 'meetingPoint') {
    if (form.meetingPointId) pickup = { meetingPointId: form.meetingPointId };
    else errors.meetingPointId = 'Choose a meeting point.';
  } else {
    const latitude = coordinate(form.latitude, 90);
    const longitude = coordinate(form.longitude, 180);
    if (latitude === null) errors.latitude = 'Enter a latitude between −90 and 90.';
    if (longitude === null) errors.longitude = 'Enter a longitude between −180 and 180.';
    if (latitude !== null && longitude !== null) pickup = { latitude, longitude };
  }
  if (!form.lessonTypeId) errors.lessonTypeId = 'Choose a lesson type.';
  if (!ISO_DATE.test(form.from)) errors.from = 'Enter a date.';
  if (pickup === null || Object.keys(errors).length > 0) return { search: null, errors };
  return { search: { pickup, lessonTypeId: form.lessonTypeId, from: form.from }, errors };
}
