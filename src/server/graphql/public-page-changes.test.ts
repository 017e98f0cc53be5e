import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { changesPublicPages } from './public-page-changes.ts';
import { buildSchema } from './schema.ts';

const schema = buildSchema();
const changes = (text: string, operationName?: string) =>
  changesPublicPages(schema, parse(text), operationName);

describe('mutations that change public pages', () => {
  it('are the marked ones, however they are written', () => {
    expect(changes(`mutation { createCourse(input: $input) { id } }`)).toBe(true);
    expect(changes(`mutation { deactivatePracticeQuestion(id: "x") { id } }`)).toBe(true);
    expect(
      changes(
        `mutation { ...F } fragment F on Mutation { updateCourse(id: "x", input: {}) { id } }`,
      ),
    ).toBe(true);
    expect(changes(`mutation { ... on Mutation { deleteCourseOffering(id: "x") { id } } }`)).toBe(
      true,
    );
  });

  it('leave out other mutations, queries and the operation not run', () => {
    expect(changes(`mutation { putNote(input: $input) { id } }`)).toBe(false);
    expect(changes(`query { courses(state: "tx") { id } }`)).toBe(false);
    const two = `query Read { courses(state: "tx") { id } } mutation Write { createCourse(input: $i) { id } }`;
    expect(changes(two, 'Read')).toBe(false);
    expect(changes(two, 'Write')).toBe(true);
  });
});
