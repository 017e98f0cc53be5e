// Demo instructors for a first start: four in California and Washington, the first one the
// account of the demo Instructor user, and one in each other public state (state-instructors.seed.ts),
// all in the demo regions of their states (regions.seed.ts, created here with their super regions
// and price schemes). Also a few reference links.
import type { Executor } from '../../db/client.ts';
import { seedDemoRegions } from '../regions/regions.seed.ts';
import { instructorsRepository } from './instructors.repository.ts';
import { instructorReferences } from './instructors.tables.ts';
import { stateInstructorRows } from './state-instructors.seed.ts';

export interface DemoInstructorAccounts {
  /** Account ids by email (the demo users). */
  userIds: ReadonlyMap<string, string>;
}

export async function seedDemoInstructors(
  db: Executor,
  accounts: DemoInstructorAccounts,
): Promise<void> {
  const regionIds = await seedDemoRegions(db);
  const user = (email: string) => accounts.userIds.get(email) ?? null;
  const manager = user('regional@roadready.demo');
  const pacific = 'America/Los_Angeles';
  await instructorsRepository.insertUnaudited(db, [
    {
      userId: user('instructor@roadready.demo'),
      name: 'Priya R.',
      title: 'Lead instructor',
      summary: 'Teens and nervous first-timers; freeway and parking practice.',
      about: 'Ten years behind the passenger brake. Calm, clear and patient.',
      languages: ['English', 'Tamil'],
      regionId: regionIds.get('San Francisco')!,
      serviceRegionIds: [regionIds.get('San Francisco')!, regionIds.get('East Bay')!],
      timeZone: pacific,
      usStateId: 'CA',
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'instructor@roadready.demo',
      phoneNumber: '+14155550142',
      licenseNumber: 'CA-DI-20931',
      licenseExpirationDate: '2027-06-30',
      baseAddress: '1 Market St, San Francisco, CA 94105',
      baseLatitude: 37.7941,
      baseLongitude: -122.3951,
      maxBaseTravelMinutes: 40,
      maxBetweenTravelMinutes: 25,
      teachingPayCents: 3_600,
      nonTeachingPayCents: 2_000,
      payrollFirstName: 'Priya',
      payrollLastName: 'Raman',
      payrollTitle: 'Driving instructor II',
      regionalManagerId: manager,
      assignedBadges: ['otherLanguage', 'trainingSpecialist'],
      activatedAt: new Date('2024-02-01T17:00:00Z'),
    },
    {
      userId: user('aisha.patel@roadready.demo'),
      name: 'Aisha P.',
      title: 'Instructor',
      summary: 'Adult learners and road-test preparation.',
      languages: ['English', 'Hindi'],
      regionId: regionIds.get('East Bay')!,
      serviceRegionIds: [regionIds.get('East Bay')!],
      timeZone: pacific,
      usStateId: 'CA',
      firstName: 'Aisha',
      lastName: 'Patel',
      email: 'aisha.patel@roadready.demo',
      phoneNumber: '+15105550177',
      baseAddress: 'Oakland, CA 94612',
      baseLatitude: 37.8044,
      baseLongitude: -122.2712,
      maxBaseTravelMinutes: 35,
      teachingPayCents: 3_300,
      nonTeachingPayCents: 1_900,
      regionalManagerId: manager,
      assignedBadges: ['otherLanguage'],
      activatedAt: new Date('2024-09-15T17:00:00Z'),
    },
    {
      userId: user('sofia.lindqvist@roadready.demo'),
      name: 'Sofia L.',
      title: 'Instructor',
      summary: 'Hills, rain and city driving in Seattle.',
      languages: ['English', 'Swedish'],
      regionId: regionIds.get('Seattle')!,
      serviceRegionIds: [regionIds.get('Seattle')!],
      timeZone: pacific,
      usStateId: 'WA',
      firstName: 'Sofia',
      lastName: 'Lindqvist',
      email: 'sofia.lindqvist@roadready.demo',
      phoneNumber: '+12065550123',
      baseAddress: 'Capitol Hill, Seattle, WA 98102',
      baseLatitude: 47.6253,
      baseLongitude: -122.3222,
      maxBaseTravelMinutes: 30,
      teachingPayCents: 3_400,
      nonTeachingPayCents: 2_000,
      regionalManagerId: manager,
      activatedAt: new Date('2025-03-03T17:00:00Z'),
    },
    ...stateInstructorRows(regionIds, user, manager),
    {
      name: 'Tomás H.',
      title: 'Instructor',
      summary: 'On leave this season.',
      languages: ['English', 'Spanish'],
      regionId: regionIds.get('San Francisco')!,
      serviceRegionIds: [regionIds.get('San Francisco')!],
      timeZone: pacific,
      usStateId: 'CA',
      firstName: 'Tomás',
      lastName: 'Herrera',
      email: 'tomas.herrera@roadready.demo',
      status: 'Inactive',
      regionalManagerId: manager,
    },
  ]);
  await db.insert(instructorReferences).values([
    {
      category: 'State rules',
      label: 'California Driver Handbook',
      subLabel: 'DMV, current edition',
      url: 'https://www.dmv.ca.gov/portal/handbook/california-driver-handbook/',
      sortOrder: 1,
    },
    {
      category: 'State rules',
      label: 'Washington Driver Guide',
      subLabel: 'Department of Licensing',
      url: 'https://dol.wa.gov/driver-licenses-and-permits/driver-guide',
      sortOrder: 2,
    },
    {
      category: 'Teaching',
      label: 'Teen driving',
      subLabel: 'NHTSA: risks and what parents can do',
      url: 'https://www.nhtsa.gov/road-safety/teen-driving',
      sortOrder: 1,
    },
  ]);
}
