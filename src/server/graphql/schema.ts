/** Builds the GraphQL schema. The only file that imports every module. */
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder';
import '../modules/facility/facility.graphql';

export const schema = builder.toSchema();

/** The schema as SDL, sorted so that the committed schema.graphql diffs cleanly. */
export function printSchemaSdl(): string {
  return printSchema(lexicographicSortSchema(schema));
}
