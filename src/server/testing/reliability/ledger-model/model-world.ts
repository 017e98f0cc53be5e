// The school the stateful fuzzing runs in. Once per file: an Admin, the products (two kinds of
// driving minutes, observation minutes, a road-test unit and a package), the lesson types and a
// late-cancellation policy with a fee. Once per run: three students with empty ledgers and two
// instructors who work round the clock, so runs never share a ledger or a lesson.
import { randomUUID } from 'node:crypto';
import type { Platform } from '../../../platform.ts';
import { createProduct, createStudents } from '../../../modules/ledger/testing/ledger-fixtures.ts';
import {
  createInstructor,
  createLessonTypes,
  setLatePolicy,
} from '../../../modules/lessons/testing/lesson-fixtures.ts';
import type { Real } from './model-execute.ts';
import type { World } from './model-predict.ts';
import type { CatalogueEntry, LessonTypeKey } from './model-requests.ts';
import { emptyModel, type Model } from './model-state.ts';
import { step } from './model-step.ts';

export interface Products {
  driving: string;
  highway: string;
  observation: string;
  roadTest: string;
  teenPackage: string;
}

export interface School {
  platform: Platform;
  real: Omit<Real, 'studentIds'>;
  world: World;
  products: Products;
}

/** Inside the window a student's own cancellation forfeits the minutes and costs the fee. */
export const LATE_POLICY = { windowHours: 4, feeCents: 2500 };

export async function openSchool(platform: Platform): Promise<School> {
  const db = platform.db.db;
  const admin = await platform.auth.createUser({
    email: 'model-admin@reliability.test',
    password: 'model-admin-password-1',
    name: 'Model Admin',
    roles: ['Admin'],
  });
  const driving = await createProduct(db, 'Driving minutes', 'drivingMinute');
  const highway = await createProduct(db, 'Highway minutes', 'drivingMinute');
  const observation = await createProduct(db, 'Observation minutes', 'observationMinute');
  const roadTest = await createProduct(db, 'Road test with car', 'fee');
  const components = [
    { productId: highway, quantity: 90 },
    { productId: observation, quantity: 60 },
  ];
  const teenPackage = await createProduct(db, 'Teen package', 'package', components);
  const catalogue = new Map<string, CatalogueEntry>([
    [driving, { type: 'drivingMinute', components: [] }],
    [highway, { type: 'drivingMinute', components: [] }],
    [observation, { type: 'observationMinute', components: [] }],
    [roadTest, { type: 'fee', components: [] }],
    [teenPackage, { type: 'package', components }],
  ]);
  const lessonTypeIds: Record<LessonTypeKey, string> = await createLessonTypes(platform);
  await setLatePolicy(platform, 'TX', LATE_POLICY.windowHours, LATE_POLICY.feeCents);
  return {
    platform,
    real: {
      platform,
      author: { id: admin.id, name: 'Model Admin' },
      viewer: {
        userId: admin.id,
        sessionId: 'model-session',
        email: 'model-admin@reliability.test',
        name: 'Model Admin',
        roles: ['Admin'],
      },
      lessonTypeIds,
      instructorIds: [],
    },
    world: { catalogue, policy: LATE_POLICY },
    products: { driving, highway, observation, roadTest, teenPackage },
  };
}

/** One run's own students and instructors, and the clock its dates are counted from. */
export interface Run {
  school: School;
  real: Real;
  tag: string;
  startedAt: number;
  keys: number;
}

export async function newRun(school: School): Promise<{ model: Model; real: Run }> {
  const tag = randomUUID().slice(0, 8);
  const studentIds = await createStudents(school.platform.db.db, [
    `Ana ${tag}`,
    `Ben ${tag}`,
    `Cy ${tag}`,
  ]);
  const instructorIds = [
    await createInstructor(school.platform, { name: `Jo ${tag}` }),
    await createInstructor(school.platform, { name: `Max ${tag}` }),
  ];
  const model = emptyModel(studentIds);
  const run: Run = {
    school,
    real: { ...school.real, studentIds, instructorIds },
    tag,
    // Whole minutes: a booking's start is counted in minutes.
    startedAt: Math.ceil(Date.now() / 60_000) * 60_000,
    keys: 0,
  };
  // Each student starts with a lesson's worth of minutes, bought (and checked) as a step is:
  // otherwise most bookings of a short sequence would only meet NOT_ENOUGH_PRODUCT.
  for (const studentId of studentIds)
    await step(model, run, {
      op: 'purchase',
      key: `${tag}-opening-${studentId}`,
      expectedVersion: 0,
      studentId,
      items: [{ productId: school.products.driving, quantity: 240 }],
      amountCents: 24_000,
      expiresAt: run.startedAt + 30 * DAY,
      backdated: false,
    });
  return { model, real: run };
}

const DAY = 86_400_000;
