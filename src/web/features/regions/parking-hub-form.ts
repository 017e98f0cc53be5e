// The parking hub dialog's form: name, address, position and super region.
import { z } from 'zod';
import { parkingHubFields, problemsOf, typedNumber } from '../../../domain/place-inputs.ts';
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

/** The server's rules (src/domain/place-inputs.ts), the position read from what was typed. */
export const parkingHubFormSchema = z.object({
  ...parkingHubFields,
  latitude: typedNumber(parkingHubFields.latitude),
  longitude: typedNumber(parkingHubFields.longitude),
});

export const parkingHubFormProblems = (values: ParkingHubFormValues) =>
  problemsOf(parkingHubFormSchema, values);

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
