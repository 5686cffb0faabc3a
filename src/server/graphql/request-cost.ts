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
import {
  GraphQLError,
  Kind,
  validate,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { createComplexityRule } from '@pothos/plugin-complexity';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { LARGE_REQUEST_COST, LargeRequestLimit } from './large-request-limit';
import { HEAVY_REQUEST_COST, HeavyRequests } from './heavy-requests';
import { IgnoredWaits } from './ignored-waits';
import { inHeavyLane } from '../db/heavy-lane';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../db/paging';
import { IMPORT_LIMITS } from '../../shared/csv/import-values';

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

/** What a report or the trends cost for each day of their period (decision 087). */
export const REPORT_DAY_COST = 25;
/** The longest period a report may cover (report-range.ts): five years. */
const LONGEST_REPORT_DAYS = 5 * 366;
/** What an import, or its dry run, costs for each row of its file (decision 087). */
export const IMPORT_ROW_COST = 80;
/** An import's header and its most rows (IMPORT_LIMITS): more is refused before it runs. */
const MAX_IMPORT_LINES = IMPORT_LIMITS.rows + 1;

/**
 * A report over `from`–`to`: its queries read every record of the period, whatever figures are
 * asked for, so it costs its days, and its fields nothing more. A period it cannot read counts as
 * the longest (the resolver refuses it anyway).
 */
export function reportCost(args: { from?: unknown; to?: unknown }) {
  const day = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? Date.parse(`${value}T00:00:00Z`)
      : Number.NaN;
  const days = (day(args.to) - day(args.from)) / 86_400_000 + 1;
  const counted =
    Number.isFinite(days) && days >= 1 ? Math.min(days, LONGEST_REPORT_DAYS) : LONGEST_REPORT_DAYS;
  return { field: Math.ceil(counted) * REPORT_DAY_COST, multiplier: 0 };
}

/** The overview's trends: a report over the last twelve months. */
export const TRENDS_COST = { field: 365 * REPORT_DAY_COST, multiplier: 0 };

/**
 * An import or its dry run runs every row of its file through its service: it costs its rows
 * (the lines of the file, at most the import's limit and its header), and its answer nothing more.
 */
export function importCost(args: { csv?: unknown }) {
  const text = typeof args.csv === 'string' ? args.csv.trimEnd() : '';
  let lines = text === '' ? 0 : 1;
  for (let at = text.indexOf('\n'); at !== -1 && lines <= MAX_IMPORT_LINES;) {
    lines += 1;
    at = text.indexOf('\n', at + 1);
  }
  return { field: Math.min(lines, MAX_IMPORT_LINES) * IMPORT_ROW_COST, multiplier: 0 };
}

/**
 * Fields that may be asked for once in a request: each is the most one request should do (a report,
 * the trends, an import, an export), and aliases would multiply it. Marked on the field with
 * `extensions: ONCE_PER_REQUEST`.
 */
export const ONCE_PER_REQUEST = { oncePerRequest: true } as const;

const onceFieldsOf = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

function onceFields(schema: GraphQLSchema): ReadonlySet<string> {
  let names = onceFieldsOf.get(schema);
  if (!names) {
    const found = new Set<string>();
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.values(root?.getFields() ?? {}))
        if (field.extensions?.oncePerRequest) found.add(field.name);
    }
    names = found;
    onceFieldsOf.set(schema, names);
  }
  return names;
}

/** The first field of ONCE_PER_REQUEST asked for more than once in `document`, with its count. */
function repeatedOnceField(schema: GraphQLSchema, document: DocumentNode) {
  const names = onceFields(schema);
  const counts = new Map<string, number>();
  visit(document, {
    [Kind.FIELD](node) {
      const name = node.name.value;
      if (names.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
    },
  });
  for (const [name, count] of counts) if (count > 1) return { name, count };
  return null;
}

function repeatedRefusal(repeated: { name: string; count: number }): GraphQLError {
  return new GraphQLError(
    `A request may ask for ${repeated.name} only once (this one asks ${repeated.count} times): a report, the trends, an import or an export is the most one request does. Send them one after another.`,
    { extensions: { code: 'VALIDATION_FAILED' } },
  );
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

/** The Cookie header of the request behind a context: the key the door knows it by. */
function sessionKeyOf(contextValue: unknown): string | undefined {
  const req = (contextValue as { req?: { headers?: { cookie?: unknown } } }).req;
  const cookie = req?.headers?.cookie;
  return typeof cookie === 'string' && cookie !== '' ? cookie : undefined;
}

/** The heavy requests admitted and running, each with what to call when it has finished. */
const admitted = new WeakMap<object, () => void>();

/**
 * Refuses, before anything runs, a query or mutation that costs more than COST_LIMIT or asks for
 * a once-per-request field twice, a large one of an account that has made its share of them this
 * minute (large-request-limit.ts), and a heavy one of an account with one running and others
 * waiting or that has used its share of the time (heavy-requests.ts); a heavy one otherwise
 * waits for its account's previous one to finish.
 */
export function requestCostPlugin(ignoredWaits: IgnoredWaits = new IgnoredWaits()): Plugin {
  const largeRequests = new LargeRequestLimit();
  const heavyRequests = new HeavyRequests();
  /** Refuses the request, and notes the wait it names against the sign-in (ignored-waits.ts). */
  const refuseHeavy = (
    refusal: GraphQLError,
    sessionKey: string | undefined,
    stop: (result: ExecutionResult) => void,
  ) => {
    const seconds = refusal.extensions.retryAfterSeconds;
    if (typeof seconds === 'number') ignoredWaits.refused(sessionKey, seconds);
    stop({ data: null, errors: [refusal] });
  };
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext;
      const repeated = repeatedOnceField(args.schema, args.document);
      if (repeated) {
        setResultAndStopExecution({ data: null, errors: [repeatedRefusal(repeated)] });
        return;
      }
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
      if (cost <= HEAVY_REQUEST_COST || !context.viewer) return;
      const sessionKey = sessionKeyOf(args.contextValue);
      ignoredWaits.arrived(sessionKey);
      if (cost > LARGE_REQUEST_COST) {
        const refused = await largeRequests.admit(context.db, context.viewer.userId);
        if (refused) {
          refuseHeavy(refused, sessionKey, setResultAndStopExecution);
          return;
        }
      }
      const admission = await heavyRequests.admit(context.viewer.userId);
      if (admission instanceof GraphQLError) {
        refuseHeavy(admission, sessionKey, setResultAndStopExecution);
        return;
      }
      admitted.set(args.contextValue as object, admission);
      // Should a later plugin answer instead of executing, the turn is passed on all the same.
      return { onExecuteDone: admission };
    },
  };
}

/**
 * Runs an admitted heavy request in the heavy lane and passes its account's turn on when it has
 * finished. Registered after every plugin that replaces how a request is executed (compiled
 * execution), so that it wraps the execution that runs.
 */
export function heavyLanePlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const finished = admitted.get(args.contextValue as object);
      if (!finished) return;
      setExecuteFn((executeArgs) =>
        inHeavyLane(async () => {
          try {
            return await executeFn(executeArgs);
          } finally {
            finished();
          }
        }),
      );
    },
  };
}
