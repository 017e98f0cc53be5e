// Products through GraphQL: Admin writes, staff read, a sold product is archived instead of deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { recordPurchaseAction } from '../ledger/ledger.service.ts';
import { createStudents, inDays } from '../ledger/testing/ledger-fixtures.ts';

const CREATE = `mutation C($input: CreateProductInput!) { createProduct(input: $input) { id name type isArchived wasSold components { product { id name } quantity } } }`;
const UPDATE = `mutation U($input: UpdateProductInput!) { updateProduct(input: $input) { id name type } }`;
const DELETE = `mutation D($id: ID!) { deleteProduct(id: $id) { id archived } }`;
const LIST = `query P($filter: ProductFilter) { products(filter: $filter) { totalCount edges { node { id name isArchived } } } }`;

let server: TestServer;
let admin: string;
let trainee: string;
let instructor: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@products.test',
      password: 'a-long-test-password',
      name: 'Ada',
      roles: ['Admin'],
    })
  ).cookie;
  trainee = (
    await signUpAndSignIn(server, {
      email: 'tom@products.test',
      password: 'a-long-test-password',
      name: 'Tom',
      roles: ['Trainee'],
    })
  ).cookie;
  instructor = (
    await signUpAndSignIn(server, {
      email: 'ivy@products.test',
      password: 'a-long-test-password',
      name: 'Ivy',
      roles: ['Instructor'],
    })
  ).cookie;
});

afterAll(async () => {
  await server?.stop();
});

const create = async (input: Record<string, unknown>, cookie = admin) =>
  graphql(server, { query: CREATE, variables: { input } }, cookie);

describe('who reads prices', () => {
  it('answers an Instructor FORBIDDEN for products, price schemes and fragments (no money)', async () => {
    for (const query of [
      LIST,
      '{ priceSchemes { id } }',
      '{ priceSchemeFragments { totalCount } }',
    ]) {
      expect(errorCode(await graphql(server, { query }, instructor)), query).toBe('FORBIDDEN');
      expect((await graphql(server, { query }, trainee)).errors, query).toBeUndefined();
    }
  });
});

describe('products', () => {
  it('creates a package of products; staff read it, only Admin writes', async () => {
    const minutes = (await create({ name: 'Driving minutes', type: 'drivingMinute' })).data![
      'createProduct'
    ];
    const pkg = await create({
      name: 'Starter',
      type: 'package',
      components: [{ productId: minutes.id, quantity: 120 }],
    });
    expect(pkg.data!['createProduct']).toMatchObject({
      type: 'package',
      wasSold: false,
      components: [{ product: { name: 'Driving minutes' }, quantity: 120 }],
    });
    expect(errorCode(await create({ name: 'X', type: 'fee' }, trainee))).toBe('FORBIDDEN');
    const list = await graphql(server, { query: LIST }, trainee);
    expect(list.data!['products'].totalCount).toBe(2);
  });

  it('validates packages: components required, no package inside a package, none on other types', async () => {
    expect(errorCode(await create({ name: 'Empty', type: 'package' }))).toBe('VALIDATION_ERROR');
    const fee = (await create({ name: 'Fee', type: 'fee' })).data!['createProduct'];
    const outer = (
      await create({
        name: 'Outer',
        type: 'package',
        components: [{ productId: fee.id, quantity: 1 }],
      })
    ).data!['createProduct'];
    expect(
      errorCode(
        await create({
          name: 'Nested',
          type: 'package',
          components: [{ productId: outer.id, quantity: 1 }],
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(
      errorCode(
        await create({
          name: 'Odd',
          type: 'fee',
          components: [{ productId: fee.id, quantity: 1 }],
        }),
      ),
    ).toBe('VALIDATION_ERROR');
    // A product inside a live package cannot be deleted.
    expect(
      errorCode(await graphql(server, { query: DELETE, variables: { id: fee.id } }, admin)),
    ).toBe('CONFLICT');
  });

  it('deletes a product never sold and archives one that was; a sold product keeps its type', async () => {
    const unsold = (await create({ name: 'Unsold pickup', type: 'homePickup' })).data![
      'createProduct'
    ];
    expect(
      (await graphql(server, { query: DELETE, variables: { id: unsold.id } }, admin)).data![
        'deleteProduct'
      ],
    ).toEqual({ id: unsold.id, archived: false });

    const sold = (await create({ name: 'Course', type: 'course' })).data!['createProduct'];
    const [student] = (await createStudents(server.platform.db.db, ['Buyer'])) as [string];
    await recordPurchaseAction(
      server.platform,
      { id: null, name: 'Test' },
      {
        idempotencyKey: 'k',
        studentId: student,
        items: [{ productId: sold.id, quantity: 1 }],
        paymentMethod: 'cash',
        amountCents: 100,
        expiresAt: inDays(30),
      },
    );
    expect(
      errorCode(
        await graphql(
          server,
          { query: UPDATE, variables: { input: { id: sold.id, type: 'fee' } } },
          admin,
        ),
      ),
    ).toBe('CONFLICT');
    expect(
      (
        await graphql(
          server,
          { query: UPDATE, variables: { input: { id: sold.id, name: 'Online course' } } },
          admin,
        )
      ).data!['updateProduct'].name,
    ).toBe('Online course');
    expect(
      (await graphql(server, { query: DELETE, variables: { id: sold.id } }, admin)).data![
        'deleteProduct'
      ],
    ).toEqual({ id: sold.id, archived: true });
    const all = await graphql(
      server,
      { query: LIST, variables: { filter: { includeArchived: true } } },
      admin,
    );
    expect(
      all.data!['products'].edges.map(
        (edge: { node: { name: string; isArchived: boolean } }) => edge.node,
      ),
    ).toContainEqual(expect.objectContaining({ name: 'Online course', isArchived: true }));
    const live = await graphql(server, { query: LIST }, admin);
    expect(
      live.data!['products'].edges.some(
        (edge: { node: { id: string } }) => edge.node.id === sold.id,
      ),
    ).toBe(false);
  });
});
