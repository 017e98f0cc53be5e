// fast-check arbitraries for the variables of a root field, read from its argument types: mostly
// well-shaped values with hostile leaves (unicode, huge, empty and control-character strings,
// negative and out-of-range numbers, wrong enum values, long lists), sometimes a value of the wrong
// type, a missing required field or an extra one.
import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\r\n\t\u0007\u001b[31m', '\u202e\ufeff\ud83d'),
  fc.constantFrom("'; drop table students; --", '<script>alert(1)</script>', '%s%n{0}${x}'),
  fc.nat({ max: 200_000 }).map((length) => 'x'.repeat(length)),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, -0, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const wrongType = fc.oneof(
  fc.constantFrom(null, true, 'NaN', 'Infinity', '1e999', [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

const SCALARS: Record<string, fc.Arbitrary<unknown>> = {
  ID: fc.oneof(fc.uuid(), hostileString),
  String: hostileString,
  Int: hostileNumber,
  Float: hostileNumber,
  Boolean: fc.boolean(),
  DateTime: fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom('0000-00-00T00:00:00Z', '2026-02-30T25:61:00Z', '275760-09-13T00:00:01Z'),
    hostileString,
  ),
  GeoJSON: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record({
      type: fc.constantFrom('Point', 'Polygon', 'MultiPolygon', 'Nope'),
      coordinates: fc.array(fc.array(hostileNumber, { maxLength: 3 }), { maxLength: 5 }),
    }),
  ),
};

function scalarArbitrary(name: string): fc.Arbitrary<unknown> {
  const arbitrary = SCALARS[name];
  if (!arbitrary) throw new Error(`No fuzzing arbitrary for the scalar ${name}: add it to SCALARS`);
  return arbitrary;
}

/** Values for one input type; `depth` keeps recursive input types finite. */
export function inputArbitrary(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wellShaped = shapedArbitrary(type, depth);
  return fc.oneof({ arbitrary: wellShaped, weight: 9 }, { arbitrary: wrongType, weight: 1 });
}

function shapedArbitrary(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return shapedArbitrary(type.ofType, depth);
  if (isListType(type)) {
    const item = inputArbitrary(type.ofType, depth + 1);
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: 4 }), weight: 4 },
      { arbitrary: fc.array(fc.constant(null), { maxLength: 2 }), weight: 1 },
      // Many items: one value repeated (a small one, so the body stays under the size limit).
      {
        arbitrary: fc
          .tuple(item, fc.integer({ min: 100, max: 2_000 }))
          .map(([value, length]) =>
            Array.from({ length }, () => (JSON.stringify(value ?? null).length > 200 ? 1 : value)),
          ),
        weight: 1,
      },
    );
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((value) => value.name);
    return fc.oneof(
      { arbitrary: fc.constantFrom(...names), weight: 4 },
      { arbitrary: fc.constantFrom('NOT_A_VALUE', names[0]!.toLowerCase(), ''), weight: 1 },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) model[field.name] = inputArbitrary(field.type, depth + 1);
    // Required fields are usually present, optional ones half the time; now and then one is
    // dropped or an unknown one added.
    const required = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
    return fc
      .tuple(
        fc.record(model, { requiredKeys: required }),
        fc.option(fc.constantFrom(...fields.map((field) => field.name)), { freq: 8 }),
        fc.option(fc.constant({ unexpectedField: 1 }), { freq: 8 }),
      )
      .map(([value, dropped, extra]) => {
        const result: Record<string, unknown> = { ...value, ...extra };
        if (dropped !== null) delete result[dropped];
        return result;
      });
  }
  if (isScalarType(type)) return scalarArbitrary(type.name);
  throw new Error(`Unexpected input type ${String(type)}`);
}

/** The variables of a field's one-field operation (see operationDocument). */
export function variablesArbitrary(
  field: GraphQLField<unknown, unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const arg of field.args) model[arg.name] = inputArbitrary(arg.type);
  const required = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name);
  return fc.record(model, { requiredKeys: required });
}
