/**
 * Drizzle asks PGlite to leave dates, times and intervals as text, by passing the same nine
 * parsers with every query. PGlite merges a query's parsers into a copy of its whole table of
 * ~320 parsers each time it reads an answer: 0.15 ms per statement on this project's machines,
 * about as long as a small statement itself takes. So the client is given those parsers as its
 * own, and a query that passes only parsers the client has is sent without them.
 */

const asText = (value: string) => value;

/** Drizzle's per-query parsers (drizzle-orm/pglite/session.js): these types stay text. */
export const TEXT_PARSERS: Record<number, (value: string) => unknown> = {
  1114: asText, // timestamp
  1184: asText, // timestamptz
  1186: asText, // interval
  1082: asText, // date
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** Parsers by type OID. */
type Parsers = Record<number, unknown>;

interface QueryOptions {
  parsers?: Parsers;
  [option: string]: unknown;
}

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** What is used of a PGlite client (only client.ts imports the driver itself). */
interface PgliteClient {
  parsers: Parsers;
  query: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/**
 * The options without parsers, when each of them only keeps a type as text and the client does
 * so already. (PGlite may replace its array types' parsers, e.g. on refreshArrayTypes(): then a
 * query's own parsers are kept.)
 */
function withoutOwnParsers(client: Parsers, options: QueryOptions | undefined) {
  if (!options?.parsers) return options;
  for (const type of Object.keys(options.parsers)) {
    const known = TEXT_PARSERS[Number(type)];
    if (known === undefined || client[Number(type)] !== known) return options;
  }
  const { parsers: _theClientsAlready, ...rest } = options;
  return rest;
}

function dropOwnParsers(target: { query: Query }, parsers: Parsers): void {
  const query = target.query.bind(target);
  target.query = (text, params, options) =>
    query(text, params, withoutOwnParsers(parsers, options));
}

/**
 * Gives an opened client Drizzle's text parsers as its own; its queries and its transactions'
 * queries then skip the per-query merge.
 */
export function skippingOwnParsers(client: PgliteClient): void {
  Object.assign(client.parsers, TEXT_PARSERS);
  const parsers = client.parsers;
  dropOwnParsers(client as unknown as { query: Query }, parsers);
  const transaction = client.transaction.bind(client) as unknown as (
    work: (tx: { query: Query }) => Promise<unknown>,
  ) => Promise<unknown>;
  const inTransaction = (work: (tx: { query: Query }) => Promise<unknown>) =>
    transaction((tx) => {
      dropOwnParsers(tx, parsers);
      return work(tx);
    });
  client.transaction = inTransaction as unknown as PgliteClient['transaction'];
}
