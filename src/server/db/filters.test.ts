/**
 * Malformed filters are refused, naming the field, for every record type: the test walks the API's
 * own filter inputs, so a record type or field added later is covered.
 */
import {
  getNamedType,
  isInputObjectType,
  isListType,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../graphql/schema';
import { insertClient } from '../../../tests/support/client-factory';
import { signedInForEachTest } from '../../../tests/support/signed-in';
import { useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();
const [superAdmin] = signedInForEachTest(app, ['SuperAdmins']);

/** Every count query with its filter input: countClients(filter: ModelClientFilterInput). */
const COUNTS = Object.values(schema.getQueryType()!.getFields()).flatMap((query) => {
  const filter = query.args.find((arg) => arg.name === 'filter');
  const input = filter && getNamedType(filter.type);
  return query.name.startsWith('count') && input && isInputObjectType(input)
    ? [{ query: query.name, input: input as GraphQLInputObjectType }]
    : [];
});

/** Fields of a filter input that take `between`, with the type of its values. */
function betweenFields(input: GraphQLInputObjectType): { field: string; valueType: string }[] {
  return Object.values(input.getFields()).flatMap((field) => {
    const operators = getNamedType(field.type);
    if (!isInputObjectType(operators)) return [];
    const between = operators.getFields().between;
    if (!between || !isListType(between.type)) return [];
    return [
      { field: field.name, valueType: (getNamedType(between.type) as GraphQLNamedType).name },
    ];
  });
}

const THREE: Record<string, unknown[]> = {
  Int: [1, 2, 3],
  Float: [1, 2, 3],
  String: ['2026-01-01', '2026-02-01', '2026-03-01'],
  DateTime: ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'],
};

async function refusal(query: string, inputName: string, filter: Record<string, unknown>) {
  const result = await superAdmin.run(
    `query($filter: ${inputName}) { ${query}(filter: $filter) }`,
    { filter },
  );
  return {
    code: result.errors?.[0]?.extensions?.code,
    fieldErrors: result.errors?.[0]?.extensions?.fieldErrors as Record<string, string> | undefined,
  };
}

describe('a malformed filter is refused, naming its field', () => {
  it('finds the filters of every record type', () => {
    expect(COUNTS.map((count) => count.query)).toEqual(
      expect.arrayContaining(['countClients', 'countVolunteers', 'countSchedules', 'countAdmins']),
    );
    expect(COUNTS.every((count) => betweenFields(count.input).length > 0)).toBe(true);
  });

  it.each(COUNTS.map((count) => [count.query, count] as const))(
    '%s: between with other than two values, or the higher first',
    async (_name, { query, input }) => {
      for (const { field, valueType } of betweenFields(input)) {
        const values = THREE[valueType]!;
        for (const between of [values, [], values.slice(0, 1), [values[1], values[0]]]) {
          const refused = await refusal(query, input.name, { [field]: { between } });
          expect(refused.code, `${field} ${JSON.stringify(between)}`).toBe('VALIDATION_FAILED');
          expect(refused.fieldErrors?.[`filter.${field}`], field).toMatch(
            new RegExp(`^Filter on ${field}: between needs`),
          );
        }
      }
    },
  );

  it('refuses an id or a date that is not one, and still counts what a good filter selects', async () => {
    await insertClient(app.database.db, { age: 30 });
    await insertClient(app.database.db, { age: 50 });
    const count = (filter: Record<string, unknown>) =>
      superAdmin.run<{ countClients: number }>(
        'query($filter: ModelClientFilterInput) { countClients(filter: $filter) }',
        { filter },
      );
    expect((await count({ age: { between: [25, 35] } })).data?.countClients).toBe(1);
    expect(
      await refusal('countClients', 'ModelClientFilterInput', { facilityId: { eq: 'x' } }),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'filter.facilityId': 'Filter on facilityId: "x" is not an id' },
    });
    expect(
      await refusal('countClients', 'ModelClientFilterInput', {
        releaseDate: { ge: '2026-13-45' },
      }),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        'filter.releaseDate': 'Filter on releaseDate: "2026-13-45" is not a date (YYYY-MM-DD)',
      },
    });
    // A day that does not exist: Date.parse takes 2026-02-30 as 2 March, the database refuses it.
    for (const filter of [{ eq: '2026-02-30' }, { between: ['2026-02-01', '2026-02-30'] }])
      expect(
        await refusal('countClients', 'ModelClientFilterInput', { releaseDate: filter }),
      ).toEqual({
        code: 'VALIDATION_FAILED',
        fieldErrors: {
          'filter.releaseDate': 'Filter on releaseDate: "2026-02-30" is not a date (YYYY-MM-DD)',
        },
      });
  });
});
