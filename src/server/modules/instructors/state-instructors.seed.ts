// One demo instructor in each public state beyond California and Washington, based in the city of
// that state's demo region (regions.seed.ts), so every state the site names has someone to book
// online. Two are the accounts of the demo instructor users of those states; the others have no
// sign-in, like staff a school adds before they get one.
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import type { SupportedStateCode } from '../../../domain/us-states.ts';
import type { instructors } from './instructors.tables.ts';

interface StateInstructor {
  state: SupportedStateCode;
  region: string;
  firstName: string;
  lastName: string;
  /** The demo user whose instructor profile this is, when there is one. */
  email?: string;
  phoneNumber: string;
  summary: string;
  languages: string[];
  baseAddress: string;
  baseLatitude: number;
  baseLongitude: number;
}

const STATE_INSTRUCTORS: readonly StateInstructor[] = [
  {
    state: 'CO',
    region: 'Denver',
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'jordan.reyes@roadready.demo',
    phoneNumber: '+13035550118',
    summary: 'Mountain roads, snow and first freeway merges.',
    languages: ['English', 'Spanish'],
    baseAddress: '1701 Wynkoop St, Denver, CO 80202',
    baseLatitude: 39.7527,
    baseLongitude: -105.0001,
  },
  {
    state: 'PA',
    region: 'Philadelphia',
    firstName: 'Ben',
    lastName: 'Novak',
    email: 'ben.novak@roadready.demo',
    phoneNumber: '+12155550164',
    summary: 'Narrow streets, parallel parking and the PennDOT road test.',
    languages: ['English'],
    baseAddress: '1400 John F Kennedy Blvd, Philadelphia, PA 19107',
    baseLatitude: 39.9526,
    baseLongitude: -75.1635,
  },
  {
    state: 'IL',
    region: 'Chicago',
    firstName: 'Marisol',
    lastName: 'Vega',
    phoneNumber: '+13125550131',
    summary: 'City traffic, expressways and calm first lessons.',
    languages: ['English', 'Spanish'],
    baseAddress: '50 W Washington St, Chicago, IL 60602',
    baseLatitude: 41.8837,
    baseLongitude: -87.6298,
  },
  {
    state: 'IN',
    region: 'Indianapolis',
    firstName: 'Derek',
    lastName: 'Owens',
    phoneNumber: '+13175550147',
    summary: 'Teens getting their hours in, and roundabouts.',
    languages: ['English'],
    baseAddress: '1 Monument Cir, Indianapolis, IN 46204',
    baseLatitude: 39.7684,
    baseLongitude: -86.1581,
  },
  {
    state: 'MD',
    region: 'Baltimore',
    firstName: 'Keisha',
    lastName: 'Grant',
    phoneNumber: '+14105550152',
    summary: 'Adult beginners and the MVA skills test.',
    languages: ['English'],
    baseAddress: '100 N Holliday St, Baltimore, MD 21202',
    baseLatitude: 39.2911,
    baseLongitude: -76.6106,
  },
  {
    state: 'MO',
    region: 'St. Louis',
    firstName: 'Hannah',
    lastName: 'Becker',
    phoneNumber: '+13145550126',
    summary: 'Highway driving and test-route practice.',
    languages: ['English', 'German'],
    baseAddress: '1200 Market St, St. Louis, MO 63103',
    baseLatitude: 38.627,
    baseLongitude: -90.1994,
  },
  {
    state: 'NV',
    region: 'Las Vegas',
    firstName: 'Rafael',
    lastName: 'Cruz',
    phoneNumber: '+17025550139',
    summary: 'Busy boulevards, night driving and the DMV drive test.',
    languages: ['English', 'Spanish'],
    baseAddress: '495 S Main St, Las Vegas, NV 89101',
    baseLatitude: 36.1673,
    baseLongitude: -115.1485,
  },
  {
    state: 'TX',
    region: 'Austin',
    firstName: 'Caleb',
    lastName: 'Moore',
    phoneNumber: '+15125550173',
    summary: 'The Texas 7 + 7 lessons and the DPS road test.',
    languages: ['English'],
    baseAddress: '301 W 2nd St, Austin, TX 78701',
    baseLatitude: 30.265,
    baseLongitude: -97.7467,
  },
  {
    state: 'WI',
    region: 'Milwaukee',
    firstName: 'Anna',
    lastName: 'Kowalski',
    phoneNumber: '+14145550185',
    summary: 'Winter driving and lakefront practice.',
    languages: ['English', 'Polish'],
    baseAddress: '200 E Wells St, Milwaukee, WI 53202',
    baseLatitude: 43.041,
    baseLongitude: -87.909,
  },
];

/** The rows of the state instructors, in the demo regions `regionIds` names. */
export function stateInstructorRows(
  regionIds: ReadonlyMap<string, string>,
  user: (email: string) => string | null,
  regionalManagerId: string | null,
): (typeof instructors.$inferInsert)[] {
  return STATE_INSTRUCTORS.filter((demo) => regionIds.has(demo.region)).map((demo) => {
    const regionId = regionIds.get(demo.region)!;
    return {
      userId: demo.email ? user(demo.email) : null,
      name: `${demo.firstName} ${demo.lastName.charAt(0)}.`,
      title: 'Instructor',
      summary: demo.summary,
      languages: demo.languages,
      regionId,
      serviceRegionIds: [regionId],
      timeZone: stateTimeZone(demo.state),
      usStateId: demo.state,
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email ?? `${demo.firstName}.${demo.lastName}@roadready.demo`.toLowerCase(),
      phoneNumber: demo.phoneNumber,
      baseAddress: demo.baseAddress,
      baseLatitude: demo.baseLatitude,
      baseLongitude: demo.baseLongitude,
      maxBaseTravelMinutes: 40,
      maxBetweenTravelMinutes: 25,
      teachingPayCents: 3_300,
      nonTeachingPayCents: 1_900,
      regionalManagerId,
      activatedAt: new Date('2025-06-02T15:00:00Z'),
    };
  });
}
