/**
 * What a GraphQL request costs, checked before it runs (decision 060): roughly the number of
 * values its answer can hold. Every field costs 1; a list of records multiplies what each of its
 * items costs by the page size it asks for (`limit`, 100 when left out); a list nested in a
 * record (an audit entry's changes) by 10; an export costs what reading its whole list a page at a
 * time costs. A request over COST_LIMIT is refused with a message naming its cost and the limit.
 *
 * The costs are declared on the fields (`complexity`, @pothos/plugin-complexity) and added up by
 * that plugin's validation rule, for the request's own variables: a limit passed as a variable
 * counts like one written in the query.
 */
import { GraphQLError, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { createComplexityRule } from '@pothos/plugin-complexity';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { LARGE_REQUEST_COST, LargeRequestLimit } from './large-request-limit';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../db/paging';

/** The most one request may cost: a page of 1,000 audit entries with their changes fits. */
const COST_LIMIT = 50_000;

/** For a connection's `items`: the list field above it already multiplies by its page size. */
export const ONE_PER_ITEM = { field: 1, multiplier: 1 };

/** A list of records: its items' cost times the page it asks for (paging.ts bounds the limit). */
export function pagedListCost(args: { limit?: number | null }) {
  const limit = args.limit ?? DEFAULT_PAGE_SIZE;
  const pageSize = Number.isInteger(limit) ? Math.min(Math.max(limit, 1), MAX_PAGE_SIZE) : 1;
  return { field: 1, multiplier: pageSize };
}

/** An export reads every page of its list: at least one full page, every column of it. */
export function exportCost(columnCount: number) {
  return { field: MAX_PAGE_SIZE * columnCount, multiplier: 1 };
}

const formatted = (value: number) => value.toLocaleString('en-US');

function costRefusal(cost: number): GraphQLError {
  return new GraphQLError(
    `This request asks for too much at once: it costs ${formatted(cost)} and the limit is ${formatted(COST_LIMIT)}. Ask for fewer records (a smaller limit) or fewer fields.`,
    { extensions: { code: 'VALIDATION_FAILED' } },
  );
}

/** The request's cost for these variables; `null` when its variables do not fit (left to execution). */
export function requestCost(input: {
  schema: GraphQLSchema;
  document: DocumentNode;
  variableValues?: Record<string, unknown> | null;
  operationName?: string | null;
  context: object;
}): number | null {
  let cost: number | null = null;
  validate(input.schema, input.document, [
    createComplexityRule({
      context: input.context,
      variableValues: input.variableValues ?? {},
      operationName: input.operationName,
      onResult: (result) => {
        cost = result.complexity;
      },
    }),
  ]);
  return cost;
}

/**
 * Refuses, before anything runs, a query or mutation that costs more than COST_LIMIT, and a large
 * one of an account that has made its share of them this minute (large-request-limit.ts).
 */
export function requestCostPlugin(): Plugin {
  const largeRequests = new LargeRequestLimit();
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext;
      const cost = requestCost({
        schema: args.schema,
        document: args.document,
        variableValues: args.variableValues,
        operationName: args.operationName,
        context,
      });
      if (cost === null) return;
      if (cost > COST_LIMIT) {
        setResultAndStopExecution({ data: null, errors: [costRefusal(cost)] });
        return;
      }
      // Signed out, a request is refused by its fields' permissions before it reads anything.
      if (cost <= LARGE_REQUEST_COST || !context.viewer) return;
      const refused = await largeRequests.admit(context.db, context.viewer.userId);
      if (refused) setResultAndStopExecution({ data: null, errors: [refused] });
    },
  };
}
