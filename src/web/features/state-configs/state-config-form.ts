// The state config dialog's form: the SPEC fields plus the late-cancellation window (hours), the
// fee (typed in dollars, sent in cents) and the certificate type issued for the state's
// behind-the-wheel requirement (one of the state's own types, or none). Checked here for what the
// person can fix at once; the server checks again and its field messages land under the same
// fields.
import { z } from 'zod';
import {
  problemsOf,
  stateConfigFields,
  typedNumber,
  usStateCode,
} from '../../../domain/place-inputs.ts';
import type {
  CreateStateConfigInput,
  StateConfigsQuery,
  UpdateStateConfigInput,
} from '../../gql/graphql.ts';
import { centsToDollarsText, parseDollars } from '../ledger/dollars.ts';
import type { StateFlag } from './state-flags.ts';

export type StateConfigView = StateConfigsQuery['stateConfigs'][number];

export interface StateConfigFormValues extends Record<StateFlag, boolean> {
  state: string;
  longName: string;
  cmsId: string;
  /** As typed. */
  lateCancellationWindowHours: string;
  /** Dollars, as typed. */
  lateCancellationFee: string;
  /** A certificate type id of the state; '' for none. */
  behindTheWheelCertificateTypeId: string;
}

export const EMPTY_STATE_CONFIG_FORM: StateConfigFormValues = {
  state: '',
  longName: '',
  cmsId: '',
  hasHomePickup: false,
  hasMeetingPoints: false,
  hasFixedLocations: false,
  isShareableByDefault: false,
  lateCancellationWindowHours: '48',
  lateCancellationFee: '0.00',
  behindTheWheelCertificateTypeId: '',
};

export function stateConfigFormValues(config: StateConfigView): StateConfigFormValues {
  return {
    state: config.state,
    longName: config.longName,
    cmsId: config.cmsId ?? '',
    hasHomePickup: config.hasHomePickup,
    hasMeetingPoints: config.hasMeetingPoints,
    hasFixedLocations: config.hasFixedLocations,
    isShareableByDefault: config.isShareableByDefault,
    lateCancellationWindowHours: String(config.lateCancellationWindowHours),
    lateCancellationFee: centsToDollarsText(config.lateCancellationFeeCents),
    behindTheWheelCertificateTypeId: config.behindTheWheelCertificateTypeId ?? '',
  };
}

/** The certificate types the dialog offers for a state's behind-the-wheel certificate. */
export function btwCertificateTypesOf<T extends { usStateId: string; label: string }>(
  types: readonly T[],
  state: string,
): T[] {
  const code = state.trim().toUpperCase();
  return types
    .filter((type) => type.usStateId === code)
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The server's rules (src/domain/place-inputs.ts) on what was typed; the fee is typed in dollars. */
export const stateConfigFormSchema = z
  .object({
    ...stateConfigFields,
    state: usStateCode,
    lateCancellationWindowHours: typedNumber(stateConfigFields.lateCancellationWindowHours),
    lateCancellationFee: z
      .string()
      .transform((text, context) => {
        const fee = parseDollars(text);
        if (fee.ok) return fee.cents;
        context.addIssue({ code: 'custom', message: fee.message });
        return z.NEVER;
      })
      .pipe(stateConfigFields.lateCancellationFeeCents),
  })
  .omit({ lateCancellationFeeCents: true });

export const stateConfigFormProblems = (values: StateConfigFormValues) =>
  problemsOf(stateConfigFormSchema, values);

function common(values: StateConfigFormValues) {
  const fee = parseDollars(values.lateCancellationFee);
  return {
    longName: values.longName.trim(),
    cmsId: values.cmsId.trim(),
    hasHomePickup: values.hasHomePickup,
    hasMeetingPoints: values.hasMeetingPoints,
    hasFixedLocations: values.hasFixedLocations,
    isShareableByDefault: values.isShareableByDefault,
    lateCancellationWindowHours: Number(values.lateCancellationWindowHours.trim()),
    lateCancellationFeeCents: fee.ok ? fee.cents : 0,
  };
}

export const toCreateStateConfigInput = (
  values: StateConfigFormValues,
): CreateStateConfigInput => ({
  state: values.state.trim().toUpperCase(),
  ...common(values),
  behindTheWheelCertificateTypeId: values.behindTheWheelCertificateTypeId || null,
});

/** An empty type clears the state's behind-the-wheel certificate (the server's "none"). */
export const toUpdateStateConfigInput = (
  config: StateConfigView,
  values: StateConfigFormValues,
): UpdateStateConfigInput => ({
  id: config.id,
  ...common(values),
  behindTheWheelCertificateTypeId: values.behindTheWheelCertificateTypeId,
});
