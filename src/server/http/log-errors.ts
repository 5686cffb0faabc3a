/**
 * How errors are written to the log: as pino writes them, but without the values a failed
 * statement was given (decision 088). A database error carries its statement's parameters —
 * names, dates of birth, notes — in its `params` and its message (drizzle's "Failed query: …
 * params: …"), and the database's own `detail` repeats values ("Key (email)=(…) already
 * exists"). The statement's text stays: it names the table and columns, which is what whoever
 * reads the log needs to find the fault.
 */
/** Properties of an error (or its causes) that hold a statement's values. */
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'args', 'queryOptions', 'detail']);
/** The parameters line of drizzle's message, up to the stack's first frame. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && 'message' in value && 'stack' in value);

/** A copy of `error` and its causes without the values of a failed statement. */
function withoutStatementValues(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error) || depth > 8) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const key of Object.keys(error)) {
    if (VALUE_PROPERTIES.has(key)) continue;
    copy[key] = (error as unknown as Record<string, unknown>)[key];
  }
  Object.defineProperty(copy, 'message', {
    value: String(error.message).replace(PARAMS_LINE, ''),
    enumerable: false,
  });
  Object.defineProperty(copy, 'stack', {
    value: typeof error.stack === 'string' ? error.stack.replace(PARAMS_LINE, '') : error.stack,
    enumerable: false,
  });
  if (error.cause !== undefined)
    Object.defineProperty(copy, 'cause', {
      value: withoutStatementValues(error.cause, depth + 1),
      enumerable: Object.prototype.propertyIsEnumerable.call(error, 'cause'),
    });
  return copy;
}

/** The chain of an error and its causes. */
function causesOf(error: Error): Error[] {
  const chain: Error[] = [];
  for (let at: unknown = error; isErrorLike(at) && chain.length < 9; at = at.cause) chain.push(at);
  return chain;
}

/**
 * An error as pino's own serializer writes it (type, message and stack with their causes', own
 * properties), from the copy without statement values.
 */
function serializeError(error: unknown): unknown {
  const clean = withoutStatementValues(error);
  if (!isErrorLike(clean)) return clean;
  const chain = causesOf(clean);
  const written: Record<string, unknown> = {
    type: clean.constructor?.name || clean.name,
    message: chain.map((each) => each.message).join(': '),
    stack: chain.map((each) => each.stack).join('\ncaused by: '),
  };
  for (const [key, value] of Object.entries(clean))
    if (written[key] === undefined && key !== 'cause')
      written[key] = isErrorLike(value) ? serializeError(value) : value;
  return written;
}

type WrittenError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The server logger's serializers: `err` without statement values. */
export const LOG_SERIALIZERS = {
  // Fastify's type says an error; whatever is logged as `err` comes through here.
  err: (error: Error) => serializeError(error) as WrittenError,
};
