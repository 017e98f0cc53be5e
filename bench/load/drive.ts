// The benchmark's side of a load run: signs the demo Admin in, reads what the mix's requests are
// made of through the API (so it works on PostgreSQL and on embedded PGlite alike), and has the
// load client process (driver.ts) send them.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../../src/server/db/seed.ts';
import { signIn } from '../../src/server/testing/auth-client.ts';
import { graphql } from '../../src/server/testing/graphql-client.ts';
import type { DriverJob, DriverOrder } from './driver.ts';
import { MIX, ratesFor, type MixContext } from './mix.ts';
import type { OperationRecord } from './summary.ts';

const DRIVER = fileURLToPath(new URL('./driver.ts', import.meta.url));
const STAFF_EMAIL = 'admin@roadready.demo';
/** Inside the demo region "San Francisco". */
const PICKUP = { lat: 37.77, lng: -122.42 };

interface Target {
  url: string;
  origin: string;
}

export async function signInStaff(target: Target): Promise<string> {
  const answer = await signIn(target, STAFF_EMAIL, DEMO_PASSWORD);
  if (!answer.cookie) throw new Error(`Could not sign in: ${JSON.stringify(answer.body)}`);
  return answer.cookie;
}

async function ask<T>(target: Target, cookie: string, query: string, variables = {}): Promise<T> {
  const response = await graphql(target, { query, variables }, cookie);
  if (response.errors?.length || !response.data) {
    throw new Error(`GraphQL error: ${JSON.stringify(response.errors ?? response.status)}`);
  }
  return response.data as T;
}

/**
 * The quotes of the mix need a price scheme at the pickup: the demo data links every super region
 * to one, but a school's own data may not yet, so each super region without one gets the first.
 */
async function priceEverySuperRegion(target: Target, cookie: string): Promise<void> {
  const data = await ask<{
    regionSchemes: { superRegion: { id: string }; priceScheme: { id: string } | null }[];
    priceSchemes: { id: string }[];
  }>(
    target,
    cookie,
    `{ regionSchemes { superRegion { id } priceScheme { id } } priceSchemes { id } }`,
  );
  const scheme = data.priceSchemes[0];
  if (!scheme) return;
  for (const row of data.regionSchemes.filter((candidate) => !candidate.priceScheme)) {
    await ask(
      target,
      cookie,
      `mutation ($superRegionId: ID!, $priceSchemeId: ID) {
        updateRegionScheme(superRegionId: $superRegionId, priceSchemeId: $priceSchemeId) { id }
      }`,
      { superRegionId: row.superRegion.id, priceSchemeId: scheme.id },
    );
  }
}

/** Students to buy for, a driving-minutes product the demo price scheme sells, a lesson type. */
export async function mixContext(target: Target, cookie: string): Promise<MixContext> {
  await priceEverySuperRegion(target, cookie);
  const data = await ask<{
    students: { edges: { node: { id: string } }[] };
    products: { edges: { node: { id: string; type: string; isArchived: boolean } }[] };
    lessonTypes: { id: string }[];
  }>(
    target,
    cookie,
    `{
      students(pageQuery: { first: 40 }) { edges { node { id } } }
      products(pageQuery: { first: 100 }) { edges { node { id type isArchived } } }
      lessonTypes { id }
    }`,
  );
  const minutes = data.products.edges
    .map((edge) => edge.node)
    .filter((product) => product.type === 'drivingMinute' && !product.isArchived);
  let drivingProductId: string | undefined;
  for (const product of minutes) {
    const { quote } = await ask<{ quote: { status: string } }>(
      target,
      cookie,
      `query ($input: QuoteInput!) { quote(input: $input) { status } }`,
      { input: { productId: product.id, pickup: { latitude: PICKUP.lat, longitude: PICKUP.lng } } },
    );
    if (quote.status === 'priced') drivingProductId = product.id;
  }
  const lessonTypeId = data.lessonTypes[0]?.id;
  if (!drivingProductId || !lessonTypeId) {
    throw new Error('The database has no priced driving-minutes product or no lesson type.');
  }
  return {
    cookie,
    buyerIds: data.students.edges.map((edge) => edge.node.id),
    drivingProductId,
    lessonTypeId,
    pickup: PICKUP,
  };
}

/** The whole mix at `overallRate` requests per second for `seconds`. */
export function mixJobs(overallRate: number): DriverJob[] {
  const rates = ratesFor(MIX, overallRate);
  return MIX.map((operation) => {
    const rate = rates.get(operation.name)!;
    // Enough connections that a slow answer does not hold the next request back.
    return {
      name: operation.name,
      rate,
      connections: Math.max(2, Math.ceil(rate / 5)),
      mixOperation: operation.name,
    };
  });
}

/** Runs the load client process with this order and returns what it recorded. */
export function drive(order: DriverOrder): Promise<OperationRecord[]> {
  const child = fork(DRIVER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let records: OperationRecord[] | undefined;
    child.once('message', (message) => (records = message as OperationRecord[]));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (records) resolve(records);
      else reject(new Error(`The load client exited with code ${code} without results.`));
    });
    child.send(order);
  });
}
