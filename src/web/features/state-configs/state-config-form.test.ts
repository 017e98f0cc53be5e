import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATE_CONFIG_FORM,
  stateConfigFormProblems,
  stateConfigFormValues,
  toCreateStateConfigInput,
  toUpdateStateConfigInput,
  type StateConfigView,
} from './state-config-form.ts';

const texas: StateConfigView = {
  id: 'c1',
  state: 'TX',
  longName: 'Texas',
  hasHomePickup: true,
  hasMeetingPoints: false,
  hasFixedLocations: false,
  isShareableByDefault: true,
  cmsId: null,
  lateCancellationWindowHours: 24,
  lateCancellationFeeCents: 3550,
};

describe('state config form', () => {
  it('starts with the 48-hour window and no fee', () => {
    expect(EMPTY_STATE_CONFIG_FORM.lateCancellationWindowHours).toBe('48');
    expect(stateConfigFormProblems(EMPTY_STATE_CONFIG_FORM)).toEqual({
      state: 'must be a US state',
      longName: 'is required',
    });
  });

  it('sends the fee in cents and the state in capitals', () => {
    const values = {
      ...EMPTY_STATE_CONFIG_FORM,
      state: 'ca',
      longName: ' California ',
      lateCancellationFee: '$25.5',
    };
    expect(stateConfigFormProblems(values)).toEqual({});
    expect(toCreateStateConfigInput(values)).toMatchObject({
      state: 'CA',
      longName: 'California',
      lateCancellationWindowHours: 48,
      lateCancellationFeeCents: 2550,
    });
  });

  it('edits a config round trip, and refuses a bad window or fee', () => {
    const values = stateConfigFormValues(texas);
    expect(values.lateCancellationFee).toBe('35.50');
    expect(toUpdateStateConfigInput(texas, values)).toMatchObject({
      id: 'c1',
      cmsId: '',
      lateCancellationFeeCents: 3550,
      lateCancellationWindowHours: 24,
    });
    expect(
      stateConfigFormProblems({
        ...values,
        lateCancellationWindowHours: '1.5',
        lateCancellationFee: '-3',
      }),
    ).toEqual({
      lateCancellationWindowHours: 'must be whole hours from 0 to 336',
      lateCancellationFeeCents: 'The amount cannot be negative.',
    });
  });
});
