import { describe, expect, it } from 'vitest';
import {
  btwCertificateTypesOf,
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
  behindTheWheelCertificateTypeId: null,
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
      lateCancellationFee: 'The amount cannot be negative.',
    });
  });

  it('offers the state’s own certificate types for behind the wheel, and sends none as empty', () => {
    const types = [
      { id: 't1', label: 'Driver Education', usStateId: 'TX' },
      { id: 'w1', label: 'Behind the wheel', usStateId: 'WA' },
      { id: 't2', label: 'Behind the wheel', usStateId: 'TX' },
    ];
    expect(btwCertificateTypesOf(types, 'tx').map((type) => type.id)).toEqual(['t2', 't1']);
    expect(btwCertificateTypesOf(types, '')).toEqual([]);

    const values = stateConfigFormValues(texas);
    expect(values.behindTheWheelCertificateTypeId).toBe('');
    // Editing: an empty choice clears the state's certificate; creating: none is sent as null.
    expect(toUpdateStateConfigInput(texas, values).behindTheWheelCertificateTypeId).toBe('');
    const chosen = { ...values, behindTheWheelCertificateTypeId: 't2' };
    expect(toUpdateStateConfigInput(texas, chosen).behindTheWheelCertificateTypeId).toBe('t2');
    expect(toCreateStateConfigInput(chosen).behindTheWheelCertificateTypeId).toBe('t2');
    expect(
      toCreateStateConfigInput({ ...EMPTY_STATE_CONFIG_FORM, state: 'WA', longName: 'Washington' })
        .behindTheWheelCertificateTypeId,
    ).toBeNull();
  });
});
