// The DMV practice test through GraphQL: a random subset of the asked size drawn from the active
// questions of one state, graded on the server; unknown states and bad input are clear errors;
// only ClassroomManager and Admin edit the bank, with validation that writes nothing on failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_STATES } from '../../../domain/us-states.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { upsertUsStates } from '../states/states.repository.ts';
import { QUESTION_BANKS } from './question-bank/index.ts';
import { ensurePracticeQuestionBank } from './practice-tests.seed.ts';

const DRAW = `query D($state: String!, $count: Int) { practiceTest(state: $state, questionCount: $count) { state questions { id prompt choices } } }`;
const GRADE = `mutation G($state: String!, $answers: [PracticeAnswerInput!]!) { gradePracticeTest(state: $state, answers: $answers) { numCorrect totalQuestions percent passed questions { id chosenIndex correctIndex isCorrect explanation source } } }`;
const LIST = `query L($state: String!, $all: Boolean) { practiceQuestions(state: $state, includeInactive: $all) { id prompt correctIndex isActive usStateId kind } }`;
const CREATE = `mutation C($state: String!, $input: PracticeQuestionInput!) { createPracticeQuestion(state: $state, input: $input) { id } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdatePracticeQuestionInput!) { updatePracticeQuestion(id: $id, input: $input) { id prompt correctIndex } }`;
const DEACTIVATE = `mutation X($id: ID!) { deactivatePracticeQuestion(id: $id) { id isActive } }`;
const PASSWORD = 'practice-tests-test-password';

let server: TestServer;
let classroom: string;
let trainee: string;

beforeAll(async () => {
  server = await startTestServer();
  await upsertUsStates(server.platform.db.db, US_STATES);
  expect(await ensurePracticeQuestionBank(server.platform.db)).toEqual(
    Object.fromEntries(
      Object.entries(QUESTION_BANKS).map(([state, questions]) => [state, questions.length]),
    ),
  );
  const account = (email: string, roles: string[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email, roles: roles as never });
  classroom = (await account('marcus@school.test', ['ClassroomManager'])).cookie;
  trainee = (await account('tyler@school.test', ['Trainee'])).cookie;
});

afterAll(async () => {
  await server?.stop();
});

const fieldsOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  ((answer.errors?.[0]?.extensions?.['fields'] ?? []) as { path: string }[]).map((f) => f.path);

describe('practice tests', () => {
  it('draws a random set of the asked size from the active questions of that state only', async () => {
    const bank = await graphql(
      server,
      { query: LIST, variables: { state: 'ca', all: true } },
      trainee,
    );
    expect(bank.errors).toBeUndefined();
    const caIds = new Set(bank.data!['practiceQuestions'].map((q: { id: string }) => q.id));
    expect(caIds.size).toBe(QUESTION_BANKS.CA!.length);

    const drawn = await graphql(server, { query: DRAW, variables: { state: 'ca', count: 20 } });
    expect(drawn.errors).toBeUndefined();
    const test = drawn.data!['practiceTest'];
    expect(test.state).toBe('CA');
    expect(test.questions).toHaveLength(20);
    const ids = test.questions.map((q: { id: string }) => q.id);
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(caIds.has(id)).toBe(true);
    // The drawn test carries no answers.
    expect(JSON.stringify(test)).not.toMatch(/correct|explanation/i);

    // A deactivated question is never drawn, even when the whole bank is asked for.
    const [first] = [...caIds] as string[];
    const off = await graphql(server, { query: DEACTIVATE, variables: { id: first } }, classroom);
    expect(off.data!['deactivatePracticeQuestion']).toEqual({ id: first, isActive: false });
    const all = await graphql(server, { query: DRAW, variables: { state: 'CA', count: 50 } });
    const allIds = all.data!['practiceTest'].questions.map((q: { id: string }) => q.id);
    expect(allIds).toHaveLength(caIds.size - 1);
    expect(allIds).not.toContain(first);
  });

  it('grades answers on the server with the right answer and explanation of each question', async () => {
    const list = await graphql(server, { query: LIST, variables: { state: 'TX' } }, trainee);
    const [a, b, c] = list.data!['practiceQuestions'] as { id: string; correctIndex: number }[];
    const graded = await graphql(server, {
      query: GRADE,
      variables: {
        state: 'tx',
        answers: [
          { questionId: a!.id, choiceIndex: a!.correctIndex },
          { questionId: b!.id, choiceIndex: (b!.correctIndex + 1) % 3 },
          { questionId: c!.id, choiceIndex: null },
        ],
      },
    });
    expect(graded.errors).toBeUndefined();
    const result = graded.data!['gradePracticeTest'];
    expect(result).toMatchObject({ numCorrect: 1, totalQuestions: 3, percent: 33, passed: false });
    expect(result.questions.map((q: { isCorrect: boolean }) => q.isCorrect)).toEqual([
      true,
      false,
      false,
    ]);
    expect(result.questions[2].chosenIndex).toBeNull();
    for (const question of result.questions) {
      expect(question.explanation).not.toBe('');
      expect(question.source).toMatch(/Texas Driver Handbook/);
    }

    // A California question cannot be graded as a Texas one.
    const ca = await graphql(server, { query: LIST, variables: { state: 'CA' } }, trainee);
    const wrongState = await graphql(server, {
      query: GRADE,
      variables: {
        state: 'TX',
        answers: [{ questionId: ca.data!['practiceQuestions'][0].id, choiceIndex: 0 }],
      },
    });
    expect(errorCode(wrongState)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(wrongState)).toEqual(['answers.0.questionId']);
  });

  it('draws a fixed set the same way every time, from the active questions of the state', async () => {
    const SET = `query S($state: String!, $set: Int) { practiceTest(state: $state, set: $set) { questions { id } } }`;
    const ids = async (set: number) => {
      const answer = await graphql(server, { query: SET, variables: { state: 'ca', set } });
      expect(answer.errors).toBeUndefined();
      return answer.data!['practiceTest'].questions.map((q: { id: string }) => q.id) as string[];
    };
    const first = await ids(5);
    expect(first).toHaveLength(20);
    expect(new Set(first).size).toBe(20);
    expect(await ids(5)).toEqual(first);
    expect(await ids(6)).not.toEqual(first);
    for (const set of [0, 13]) {
      const bad = await graphql(server, { query: SET, variables: { state: 'ca', set } });
      expect(errorCode(bad)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(bad)).toEqual(['set']);
    }
  });

  it('answers an unknown state, a malformed state and a bad count with clear errors', async () => {
    const unknown = await graphql(server, { query: DRAW, variables: { state: 'NY' } });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0]!.message).toMatch(/NY/);
    const malformed = await graphql(server, { query: DRAW, variables: { state: 'Texas' } });
    expect(errorCode(malformed)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(malformed)).toEqual(['state']);
    for (const count of [0, 51]) {
      const bad = await graphql(server, { query: DRAW, variables: { state: 'CA', count } });
      expect(fieldsOf(bad)).toEqual(['questionCount']);
    }
  });

  it('lets a ClassroomManager add and change questions with validation, and not a Trainee', async () => {
    const input = {
      prompt: 'A solid yellow line on your side of the center line means:',
      choices: ['You may pass', 'Do not pass', 'Bike lane'],
      correctIndex: 1,
      explanation: 'You may not cross it to pass.',
      source: 'Texas Driver Handbook: Pavement Markings',
    };
    const denied = await graphql(
      server,
      { query: CREATE, variables: { state: 'TX', input } },
      trainee,
    );
    expect(errorCode(denied)).toBe('FORBIDDEN');

    const before = (
      await graphql(server, { query: LIST, variables: { state: 'TX', all: true } }, trainee)
    ).data!['practiceQuestions'].length;
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...input, choices: ['Only one'], correctIndex: 0 }, 'input.choices'],
      [{ ...input, correctIndex: 3 }, 'input.correctIndex'],
      [{ ...input, prompt: '   ' }, 'input.prompt'],
      [{ ...input, explanation: '' }, 'input.explanation'],
    ];
    for (const [bad, path] of invalid) {
      const answer = await graphql(
        server,
        { query: CREATE, variables: { state: 'TX', input: bad } },
        classroom,
      );
      expect(errorCode(answer), path).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer)).toContain(path);
    }
    const after = (
      await graphql(server, { query: LIST, variables: { state: 'TX', all: true } }, trainee)
    ).data!['practiceQuestions'].length;
    expect(after).toBe(before);

    const created = await graphql(
      server,
      { query: CREATE, variables: { state: 'TX', input } },
      classroom,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!['createPracticeQuestion'].id;
    const outOfRange = await graphql(
      server,
      { query: UPDATE, variables: { id, input: { correctIndex: 3 } } },
      classroom,
    );
    // An answer index past the three choices: refused.
    expect(errorCode(outOfRange)).toBe('VALIDATION_ERROR');
    const updated = await graphql(
      server,
      {
        query: UPDATE,
        variables: { id, input: { choices: ['Do not pass', 'Pass'], correctIndex: 0 } },
      },
      classroom,
    );
    expect(updated.data!['updatePracticeQuestion']).toEqual({
      id,
      prompt: input.prompt,
      correctIndex: 0,
    });
  });
});
