import { describe, expect, it } from 'vitest';
import { formValuesOf, instructorInputOf, type InstructorFormSource } from './instructor-form.ts';

const everything = { all: true, pay: true, accounts: true };
const manager = { all: true, pay: false, accounts: false };
const ownProfile = { all: false, pay: false, accounts: false };

const source: InstructorFormSource = {
  name: 'Maria G.',
  title: 'Senior instructor',
  about: 'Ten years on the road.',
  summary: 'Calm and clear.',
  languages: ['English', 'Spanish'],
  region: { id: 'r1' },
  serviceRegions: [{ id: 'r1' }, { id: 'r2' }],
  timeZone: 'America/Los_Angeles',
  usStateId: 'CA',
  privateInfo: {
    firstName: 'María',
    lastName: 'García',
    status: 'Active',
    email: 'maria@example.com',
    phoneNumber: '+14155552671',
    baseLatitude: 37.77,
    baseLongitude: -122.42,
    maxBaseTravelMinutes: 30,
    maxBetweenTravelMinutes: null,
    teachingPay: 3250,
    nonTeachingPay: 1800,
  },
  adminInfo: {
    userId: 'u1',
    regionalManager: { id: 'm1' },
    assignedBadges: ['operator'],
  },
};

describe('instructorInputOf', () => {
  it('sends back what was loaded, pay in cents, for an Admin', () => {
    const result = instructorInputOf(formValuesOf(source), everything);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.profile).toMatchObject({
      languages: ['English', 'Spanish'],
      regionId: 'r1',
      serviceRegionIds: ['r1', 'r2'],
    });
    expect(result.input.privateInfo).toMatchObject({
      teachingPay: 3250,
      nonTeachingPay: 1800,
      baseLatitude: 37.77,
      baseLongitude: -122.42,
      maxBaseTravelMinutes: 30,
      maxBetweenTravelMinutes: null,
    });
    expect(result.input.adminInfo).toMatchObject({
      userId: 'u1',
      regionalManagerId: 'm1',
      badges: ['operator'],
    });
  });

  it('leaves pay and the account link out for a regional manager', () => {
    const result = instructorInputOf(formValuesOf(source), manager);
    if (!result.ok) throw new Error('expected an input');
    expect(result.input.privateInfo).not.toHaveProperty('teachingPay');
    expect(result.input.privateInfo).not.toHaveProperty('nonTeachingPay');
    expect(result.input.adminInfo).not.toHaveProperty('userId');
  });

  it('sends only the public words for an instructor editing their own profile', () => {
    const result = instructorInputOf(formValuesOf(source), ownProfile);
    if (!result.ok) throw new Error('expected an input');
    expect(result.input).toEqual({
      profile: {
        name: 'Maria G.',
        title: 'Senior instructor',
        about: 'Ten years on the road.',
        summary: 'Calm and clear.',
        languages: ['English', 'Spanish'],
      },
    });
  });

  it('uses the ZIP only when no coordinates are typed', () => {
    const values = {
      ...formValuesOf(source),
      baseLatitude: '',
      baseLongitude: '',
      baseZip: '94103',
    };
    const result = instructorInputOf(values, manager);
    if (!result.ok) throw new Error('expected an input');
    expect(result.input.privateInfo).toMatchObject({ baseZip: '94103' });
    expect(result.input.privateInfo).not.toHaveProperty('baseLatitude');
  });

  it('names each field typed wrong and sends nothing', () => {
    const values = {
      ...formValuesOf(source),
      baseLatitude: 'north',
      maxBaseTravelMinutes: '12.5',
      teachingPay: '32.505',
    };
    expect(instructorInputOf(values, everything)).toEqual({
      ok: false,
      problems: {
        'privateInfo.baseLatitude': 'must be a number',
        'privateInfo.maxBaseTravelMinutes': 'must be a whole number of minutes',
        'privateInfo.teachingPay': 'Use at most two decimals (cents).',
      },
    });
  });
});
