// The demo school's driving skills, in the order instructors rate them after a lesson.
import type { Executor } from '../../db/client.ts';
import { drivingSkills } from './driving-skills.tables.ts';

export const DEMO_DRIVING_SKILLS: readonly string[] = [
  'Mirrors and blind spots',
  'Lane changes',
  'Intersections',
  'Left turns',
  'Right turns',
  'Speed control',
  'Following distance',
  'Parallel parking',
  'Backing',
  'Freeway merging',
  'Hazard awareness',
  'Pedestrians and cyclists',
];

/** Adds the demo skills; a skill already there (same label) is left as it is. */
export async function seedDemoDrivingSkills(db: Executor): Promise<void> {
  await db
    .insert(drivingSkills)
    .values(DEMO_DRIVING_SKILLS.map((label, sortOrder) => ({ label, sortOrder })))
    .onConflictDoNothing();
}
