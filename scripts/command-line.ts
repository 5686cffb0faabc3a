/**
 * The operators' commands read their arguments here: Node's parseArgs, with `--help` (or `-h`)
 * printing the command's usage, and a mistyped option reported in one line followed by the
 * usage, instead of parseArgs' stack trace.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in the command line: shown as its message alone, and the command exits with 1. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

// Node's messages go on with advice about '--' that does not fit npm run's own '--': these
// are said in a few words, naming what was typed.
const SHORT_MESSAGES: Readonly<Record<string, string>> = {
  ERR_PARSE_ARGS_UNKNOWN_OPTION: 'Unknown option',
  ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL: 'Unexpected argument',
};

/** What a parseArgs error says, in an operator's words; null for any other error. */
function describeArgumentError(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) return null;
  const message = (error as Error).message;
  const typed = /'([^']+)'/.exec(message)?.[1];
  const short = SHORT_MESSAGES[code];
  return short && typed ? `${short} ${typed}` : message;
}

/**
 * `args` (default: the process's) read with `options`; positionals are allowed unless
 * `positionals` is false. `--help` (or `-h`) prints `usage` and ends the process.
 */
export function parseCommandLine<O extends Options>(
  usage: string,
  options: O,
  {
    args = process.argv.slice(2),
    positionals = true,
  }: { args?: string[]; positionals?: boolean } = {},
) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: positionals,
      strict: true,
    });
  } catch (error) {
    const described = describeArgumentError(error);
    if (described === null) throw error;
    throw new UsageError(`${described}\n${usage}`);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed as unknown as ReturnType<typeof parseArgs<{ options: O; allowPositionals: true }>>;
}
