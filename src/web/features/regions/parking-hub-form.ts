// The parking hub dialog's form: name, address, position and super region.
import { parseNumber } from '../../../domain/parse-number.ts';
import type {
  CreateParkingHubInput,
  ParkingHubsQuery,
  UpdateParkingHubInput,
} from '../../gql/graphql.ts';

export type ParkingHubView = ParkingHubsQuery['parkingHubs'][number];

export interface ParkingHubFormValues {
  name: string;
  address: string;
  /** As typed. */
  latitude: string;
  longitude: string;
  superRegionId: string;
}

export const EMPTY_PARKING_HUB_FORM: ParkingHubFormValues = {
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  superRegionId: '',
};

export const parkingHubFormValues = (hub: ParkingHubView): ParkingHubFormValues => ({
  name: hub.name,
  address: hub.address,
  latitude: String(hub.latitude),
  longitude: String(hub.longitude),
  superRegionId: hub.superRegion.id,
});

const within = (text: string, limit: number) => {
  const value = parseNumber(text);
  return value !== null && Math.abs(value) <= limit ? value : null;
};

export function parkingHubFormProblems(values: ParkingHubFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = 'is required';
  if (!values.address.trim()) problems.address = 'is required';
  if (within(values.latitude, 90) === null)
    problems.latitude = 'must be a number between -90 and 90';
  if (within(values.longitude, 180) === null) {
    problems.longitude = 'must be a number between -180 and 180';
  }
  if (!values.superRegionId) problems.superRegionId = 'is required';
  return problems;
}

export const toCreateParkingHubInput = (values: ParkingHubFormValues): CreateParkingHubInput => ({
  name: values.name.trim(),
  address: values.address.trim(),
  latitude: within(values.latitude, 90) ?? 0,
  longitude: within(values.longitude, 180) ?? 0,
  superRegionId: values.superRegionId,
});

export const toUpdateParkingHubInput = (
  hub: ParkingHubView,
  values: ParkingHubFormValues,
): UpdateParkingHubInput => ({ id: hub.id, ...toCreateParkingHubInput(values) });
