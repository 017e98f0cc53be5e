// Price schemes and fragments through GraphQL: Admin writes, staff read, fragments change the
// effective prices in name order, the preview saves nothing, a referenced scheme is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { effectivePriceOf } from './pricing.service.ts';

const CREATE_PRODUCT = `mutation P($input: CreateProductInput!) { createProduct(input: $input) { id } }`;
const SCHEME_FIELDS = `id name canonicalPrice products { product { id name } price } effectivePrices { product { name } basePrice price steps { fragmentName before after } }`;
const CREATE_SCHEME = `mutation C($input: CreatePriceSchemeInput!) { createPriceScheme(input: $input) { ${SCHEME_FIELDS} } }`;
const UPDATE_SCHEME = `mutation U($input: UpdatePriceSchemeInput!) { updatePriceScheme(input: $input) { ${SCHEME_FIELDS} } }`;
const DELETE_SCHEME = `mutation D($id: ID!) { deletePriceScheme(id: $id) { id } }`;
const SCHEME = `query S($id: ID!) { priceScheme(id: $id) { ${SCHEME_FIELDS} } }`;
const SCHEMES = `query { priceSchemes { id name } }`;
const CREATE_FRAGMENT = `mutation F($input: CreatePriceSchemeFragmentInput!) { createPriceSchemeFragment(input: $input) { id name priceSchemes { id } productPrices { product { id } priceAlgorithm { kind amountCents percentBasisPoints rounding roundingDigit } } } }`;
const UPDATE_FRAGMENT = `mutation G($input: UpdatePriceSchemeFragmentInput!) { updatePriceSchemeFragment(input: $input) { id name } }`;
const DELETE_FRAGMENT = `mutation H($id: ID!) { deletePriceSchemeFragment(id: $id) { id } }`;
const FRAGMENTS = `query L($pageQuery: PageQuery) { priceSchemeFragments(pageQuery: $pageQuery) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { name } } } }`;
const PREVIEW = `query V($input: PriceSchemeFragmentPreviewInput!) { previewPriceSchemeFragment(input: $input) { priceScheme { name } prices { product { name } currentPrice previewPrice } } }`;

let server: TestServer;
let admin: string;
let trainee: string;
let lesson: string;
let roadTest: string;

const as =
  (cookie: string) =>
  (query: string, variables: Record<string, unknown> = {}) =>
    graphql(server, { query, variables }, cookie);

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@pricing.test',
      password: 'a-long-test-password',
      name: 'Ada',
      roles: ['Admin'],
    })
  ).cookie;
  trainee = (
    await signUpAndSignIn(server, {
      email: 'tom@pricing.test',
      password: 'a-long-test-password',
      name: 'Tom',
      roles: ['Trainee'],
    })
  ).cookie;
  const product = async (name: string, type: string) =>
    (await as(admin)(CREATE_PRODUCT, { input: { name, type } })).data!['createProduct']
      .id as string;
  lesson = await product('2-hour lesson', 'course');
  roadTest = await product('Road test', 'fee');
});

afterAll(async () => {
  await server?.stop();
});

const percentOff = (productId: string, percentBasisPoints: number) => ({
  productId,
  priceAlgorithm: { kind: 'percentDiscount', percentBasisPoints, rounding: 'nearest' },
});

describe('price schemes', () => {
  it('creates a scheme with product prices; staff read it, only Admin writes', async () => {
    const created = await as(admin)(CREATE_SCHEME, {
      input: {
        name: 'Bay Area standard',
        canonicalPrice: 9900,
        products: [
          { productId: roadTest, price: 22500 },
          { productId: lesson, price: 19900 },
        ],
      },
    });
    const scheme = created.data!['createPriceScheme'];
    expect(scheme).toMatchObject({
      name: 'Bay Area standard',
      canonicalPrice: 9900,
      products: [
        { product: { name: '2-hour lesson' }, price: 19900 },
        { product: { name: 'Road test' }, price: 22500 },
      ],
    });
    expect((await as(trainee)(SCHEME, { id: scheme.id })).data!['priceScheme'].name).toBe(
      'Bay Area standard',
    );
    expect(
      errorCode(await as(trainee)(CREATE_SCHEME, { input: { name: 'X', canonicalPrice: 1 } })),
    ).toBe('FORBIDDEN');
    expect(errorCode(await as(admin)(SCHEME, { id: crypto.randomUUID() }))).toBe('NOT_FOUND');
  });

  it('refuses bad prices and names the field', async () => {
    const bad = await as(admin)(CREATE_SCHEME, {
      input: {
        name: ' ',
        canonicalPrice: -1,
        products: [
          { productId: lesson, price: 100 },
          { productId: lesson, price: 200 },
        ],
      },
    });
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(bad.errors![0]!.extensions!.fields!.map((f) => f.path).sort()).toEqual([
      'input.canonicalPrice',
      'input.name',
      'input.products.1.productId',
    ]);
    const unknown = await as(admin)(CREATE_SCHEME, {
      input: {
        name: 'Y',
        canonicalPrice: 0,
        products: [{ productId: crypto.randomUUID(), price: 1 }],
      },
    });
    expect(unknown.errors![0]!.extensions!.fields).toEqual([
      { path: 'input.products.0.productId', message: 'no such product' },
    ]);
    const names = (await as(admin)(SCHEMES)).data!['priceSchemes'].map(
      (s: { name: string }) => s.name,
    );
    expect(names).not.toContain('Y');
  });
});

describe('fragments and effective prices', () => {
  it('applies fragments in name order to the schemes they name; the preview saves nothing', async () => {
    const scheme = (
      await as(admin)(CREATE_SCHEME, {
        input: {
          name: 'Valley',
          canonicalPrice: 8900,
          products: [{ productId: lesson, price: 19900 }],
        },
      })
    ).data!['createPriceScheme'];
    const other = (
      await as(admin)(CREATE_SCHEME, {
        input: {
          name: 'Other',
          canonicalPrice: 8900,
          products: [{ productId: lesson, price: 10000 }],
        },
      })
    ).data!['createPriceScheme'];
    const weekend = await as(admin)(CREATE_FRAGMENT, {
      input: {
        name: 'Weekend',
        priceSchemeIds: [scheme.id],
        productPrices: [
          {
            productId: lesson,
            priceAlgorithm: {
              kind: 'dollarDiscount',
              amountCents: 1500,
              rounding: 'digit',
              roundingDigit: 9,
            },
          },
        ],
      },
    });
    expect(weekend.data!['createPriceSchemeFragment'].productPrices[0].priceAlgorithm).toEqual({
      kind: 'dollarDiscount',
      amountCents: 1500,
      percentBasisPoints: null,
      rounding: 'digit',
      roundingDigit: 9,
    });
    await as(admin)(CREATE_FRAGMENT, {
      input: {
        name: 'Spring sale',
        priceSchemeIds: [scheme.id],
        productPrices: [percentOff(lesson, 1000)],
      },
    });
    const read = (await as(trainee)(SCHEME, { id: scheme.id })).data!['priceScheme'];
    expect(read.effectivePrices).toEqual([
      {
        product: { name: '2-hour lesson' },
        basePrice: 19900,
        price: 16900,
        steps: [
          { fragmentName: 'Spring sale', before: 19900, after: 17910 },
          { fragmentName: 'Weekend', before: 17910, after: 16900 },
        ],
      },
    ]);
    expect(await effectivePriceOf(server.platform.db.db, scheme.id, lesson)).toMatchObject({
      priceCents: 16900,
    });
    expect(await effectivePriceOf(server.platform.db.db, scheme.id, roadTest)).toBeNull();

    const preview = await as(trainee)(PREVIEW, {
      input: {
        name: 'Zz extra',
        priceSchemeIds: [scheme.id, other.id],
        productPrices: [percentOff(lesson, 5000)],
      },
    });
    expect(preview.data!['previewPriceSchemeFragment']).toEqual([
      {
        priceScheme: { name: 'Valley' },
        prices: [{ product: { name: '2-hour lesson' }, currentPrice: 16900, previewPrice: 8450 }],
      },
      {
        priceScheme: { name: 'Other' },
        prices: [{ product: { name: '2-hour lesson' }, currentPrice: 10000, previewPrice: 5000 }],
      },
    ]);
    // Editing Weekend in the preview replaces the stored one.
    const edit = await as(admin)(PREVIEW, {
      input: {
        id: weekend.data!['createPriceSchemeFragment'].id,
        name: 'Weekend',
        priceSchemeIds: [scheme.id],
        productPrices: [],
      },
    });
    expect(edit.data!['previewPriceSchemeFragment'][0].prices[0]).toMatchObject({
      currentPrice: 16900,
      previewPrice: 17910,
    });
    expect(
      (await as(admin)(SCHEME, { id: scheme.id })).data!['priceScheme'].effectivePrices[0].price,
    ).toBe(16900);

    // Renaming changes the order: "A weekend" now comes before "Spring sale".
    await as(admin)(UPDATE_FRAGMENT, {
      input: { id: weekend.data!['createPriceSchemeFragment'].id, name: 'A weekend' },
    });
    expect(
      (await as(admin)(SCHEME, { id: scheme.id })).data!['priceScheme'].effectivePrices[0].price,
    ).toBe(17010);

    // A new scheme price changes the base; deleting the fragments leaves the scheme's own price.
    const updated = await as(admin)(UPDATE_SCHEME, {
      input: { id: scheme.id, products: [{ productId: lesson, price: 20000 }] },
    });
    expect(updated.data!['updatePriceScheme'].effectivePrices[0].basePrice).toBe(20000);
    await as(admin)(DELETE_FRAGMENT, { id: weekend.data!['createPriceSchemeFragment'].id });
    expect(
      (await as(admin)(SCHEME, { id: scheme.id })).data!['priceScheme'].effectivePrices[0].price,
    ).toBe(18000);
  });

  it('refuses an algorithm with parameters its kind does not use, and digit rounding without a digit', async () => {
    const bad = await as(admin)(CREATE_FRAGMENT, {
      input: {
        name: 'Bad',
        productPrices: [
          {
            productId: lesson,
            priceAlgorithm: { kind: 'percentDiscount', amountCents: 100, rounding: 'digit' },
          },
        ],
      },
    });
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(bad.errors![0]!.extensions!.fields!.map((f) => f.path).sort()).toEqual([
      'input.productPrices.0.priceAlgorithm.amountCents',
      'input.productPrices.0.priceAlgorithm.percentBasisPoints',
      'input.productPrices.0.priceAlgorithm.roundingDigit',
    ]);
    const noScheme = await as(admin)(CREATE_FRAGMENT, {
      input: { name: 'Lost', priceSchemeIds: [crypto.randomUUID()] },
    });
    expect(noScheme.errors![0]!.extensions!.fields).toEqual([
      { path: 'input.priceSchemeIds.0', message: 'no such price scheme' },
    ]);
  });

  it('pages fragments sorted by name ascending', async () => {
    for (const name of ['b third', 'B second', 'A first']) {
      await as(admin)(CREATE_FRAGMENT, { input: { name } });
    }
    const all = (await as(trainee)(FRAGMENTS)).data!['priceSchemeFragments'];
    const names = all.edges.map((edge: { node: { name: string } }) => edge.node.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names.slice(0, 2)).toEqual(['A first', 'B second']);
    const first = (await as(trainee)(FRAGMENTS, { pageQuery: { first: 1 } })).data![
      'priceSchemeFragments'
    ];
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (
      await as(trainee)(FRAGMENTS, { pageQuery: { first: 1, after: first.pageInfo.endCursor } })
    ).data!['priceSchemeFragments'];
    expect(second.edges[0].node.name).toBe('B second');
  });
});

describe('deleting a price scheme', () => {
  it('deletes an unused scheme with its prices, and refuses with CONFLICT while a restrict reference holds it', async () => {
    const make = async (name: string) =>
      (
        await as(admin)(CREATE_SCHEME, {
          input: { name, canonicalPrice: 0, products: [{ productId: lesson, price: 100 }] },
        })
      ).data!['createPriceScheme'].id as string;
    const unused = await make('Unused');
    expect((await as(admin)(DELETE_SCHEME, { id: unused })).data!['deletePriceScheme']).toEqual({
      id: unused,
    });
    expect(errorCode(await as(admin)(SCHEME, { id: unused }))).toBe('NOT_FOUND');

    // Region schemes point at price schemes with a restrict key; a table of the same shape stands in.
    const used = await make('Used');
    await server.platform.db.exec(
      `create table region_schemes_probe (price_scheme_id uuid not null references price_schemes(id) on delete restrict);
       insert into region_schemes_probe values ('${used}');`,
    );
    const refused = await as(admin)(DELETE_SCHEME, { id: used });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toMatch(/region scheme/);
    expect((await as(admin)(SCHEME, { id: used })).data!['priceScheme'].products).toHaveLength(1);
    expect(errorCode(await as(trainee)(DELETE_SCHEME, { id: used }))).toBe('FORBIDDEN');
  });
});
