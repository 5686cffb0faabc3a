/**
 * The users command (scripts/users.ts runs it): accounts from the shell, for operators and
 * scripts (stop the server first when using the embedded database):
 *   npm run users -- create --email E --password P --group SuperAdmins|Admins|Volunteers|Clients|none
 *                          [--first-name F] [--last-name L] [--phone N]
 *     (a volunteer needs --last-name and --phone: the volunteer form requires both)
 *   npm run users -- list
 *   npm run users -- reset-password --email E --password P
 *   npm run users -- disable --email E
 *   npm run users -- enable --email E
 *   npm run users -- batch < FILE   (one of the commands above per line, in one run)
 */
import { emailSchema } from '../../src/shared/domain/account/password';
import { passwordProblems } from '../../src/shared/domain/account/password-rules';
import { isGroup, type Group } from '../../src/shared/permissions';
import { SYSTEM_ACTOR } from '../../src/server/audit/audit';
import { listAccounts, resetPassword, setDisabled } from '../../src/server/auth/account-admin';
import { createPersonWithAccount } from '../../src/server/auth/identity.service';
import { openConfiguredDatabase, type Database } from '../../src/server/db/client';
import { DataDirLockedError } from '../../src/server/db/data-dir-lock';
import { DataDirDamagedError } from '../../src/server/db/pglite-data-dir';
import { ConfigError, loadConfig } from '../../src/server/env';
import { AppError } from '../../src/server/errors';
import { parseCommandLine, UsageError } from '../command-line';

const USAGE = `Usage:
  npm run users -- create --email E --password P --group SuperAdmins|Admins|Volunteers|Clients|none [--first-name F] [--last-name L] [--phone N]
      (a volunteer needs --last-name and --phone)
  npm run users -- list
  npm run users -- reset-password --email E --password P
  npm run users -- disable --email E
  npm run users -- enable --email E
  npm run users -- batch < FILE   (one command per line, as above without "npm run users --")`;

type Values = Record<string, string | undefined>;

function requireEmail(values: Values): string {
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message}`);
  return email.data;
}

function requirePassword(values: Values): string {
  const [problem] = passwordProblems(values.password ?? '');
  if (problem) throw new UsageError(`--password: ${problem}`);
  return values.password!;
}

function parseGroup(values: Values): Group | null {
  const name = values.group ?? '';
  if (name === 'none') return null;
  if (!isGroup(name))
    throw new UsageError(
      `--group must be SuperAdmins, Admins, Volunteers, Clients or none (got "${name}")`,
    );
  return name;
}

type Command = (db: Database) => Promise<string>;

/** Each command checks its arguments before the database is opened. */
function parseCommand(argv: string[]): Command {
  const { positionals, values } = parseCommandLine(
    USAGE,
    {
      email: { type: 'string' },
      password: { type: 'string' },
      group: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      phone: { type: 'string' },
    },
    { args: argv },
  );
  switch (positionals[0]) {
    case 'create': {
      const email = requireEmail(values);
      const password = requirePassword(values);
      const group = parseGroup(values);
      const firstName = values['first-name']?.trim() || (email.split('@')[0] ?? email);
      const lastName = values['last-name']?.trim() || '';
      const contactNumber = values.phone?.trim() || null;
      // A volunteer made here must be one the volunteer form can save (product.md §3.2).
      if (group === 'Volunteers' && (!lastName || !contactNumber))
        throw new UsageError(
          '--last-name and --phone are required for a volunteer (their record needs both)',
        );
      return async (db) => {
        const id = await createPersonWithAccount(db, SYSTEM_ACTOR, {
          email,
          password,
          group,
          firstName,
          lastName,
          contactNumber,
        });
        return `Created ${email} (${group ?? 'no group'}), account id ${id}`;
      };
    }
    case 'list':
      return async (db) => {
        const accounts = await listAccounts(db);
        if (accounts.length === 0) return 'No accounts yet.';
        return accounts
          .map(
            (row) =>
              `${row.email.padEnd(40)} ${(row.group ?? 'no group').padEnd(12)} ${row.disabled ? 'disabled' : 'active'}`,
          )
          .join('\n');
      };
    case 'reset-password': {
      const email = requireEmail(values);
      const password = requirePassword(values);
      return async (db) => {
        await resetPassword(db, SYSTEM_ACTOR, email, password);
        return `New password set for ${email}; its sessions were ended.`;
      };
    }
    case 'disable':
    case 'enable': {
      const email = requireEmail(values);
      const disable = positionals[0] === 'disable';
      return async (db) => {
        await setDisabled(db, SYSTEM_ACTOR, email, disable);
        return disable ? `Disabled ${email}; its sessions were ended.` : `Enabled ${email}.`;
      };
    }
    default:
      throw new UsageError(USAGE);
  }
}

/**
 * A line's words, split as a POSIX shell splits them, so that a command copied from the shell
 * means the same in a batch: '…' is literal, "…" keeps \" and \\, a backslash escapes outside.
 */
function splitWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    const next = line[index + 1];
    if (quote === "'") {
      if (char === "'") quote = null;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else if (char === '\\' && (next === '"' || next === '\\')) word += line[++index];
      else word += char;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      inWord = true;
      if (char === "'" || char === '"') quote = char;
      else if (char === '\\' && next !== undefined) word += line[++index];
      else word += char;
    }
  }
  if (quote) throw new UsageError(`missing closing ${quote}`);
  if (inWord) words.push(word);
  return words;
}

/** A line of a batch failed: checking it (nothing was run), or running it (those before ran). */
class LineError extends Error {
  constructor(
    readonly line: number,
    readonly reason: unknown,
    readonly whileRunning: boolean,
  ) {
    super(`line ${line}`);
  }
}

/**
 * Several commands in one run (e.g. a programme's accounts, or a test's): every line is checked
 * before the database is opened, as a single command is. Blank lines and # comments are skipped.
 */
function parseBatch(text: string): { line: number; run: Command }[] {
  const commands: { line: number; run: Command }[] = [];
  for (const [index, content] of text.split(/\r?\n/).entries()) {
    if (content.trimStart().startsWith('#')) continue;
    try {
      const words = splitWords(content);
      if (words.length === 0) continue;
      if (words[0] === 'batch') throw new UsageError('batch cannot be used inside a batch');
      if (asksForHelp(words)) throw new UsageError('--help cannot be used inside a batch');
      commands.push({ line: index + 1, run: parseCommand(words) });
    } catch (error) {
      throw new LineError(index + 1, error, false);
    }
  }
  return commands;
}

const asksForHelp = (words: string[]) => words.some((word) => word === '--help' || word === '-h');

/** What the command is given: its words, its standard input, its environment. */
export interface UsersCommandInput {
  argv: string[];
  /** Read only by `batch`. */
  readInput: () => Promise<string>;
  env?: NodeJS.ProcessEnv;
}

/** Where it speaks: a line per finished command to `out`, what went wrong to `err`. */
export interface UsersCommandOutput {
  out: Say;
  err: Say;
}

type Say = (line: string) => void;

/**
 * Runs the command to its end; its exit code. Each line is said as it happens (a batch of many
 * accounts shows its progress). In-process callers (tests, the end-to-end set-up) get the same
 * checks, messages and exit code as an operator's shell, without starting Node.js and loading
 * the sources again, which takes seconds each time.
 */
export async function runUsersCommand(
  input: UsersCommandInput,
  output: UsersCommandOutput,
): Promise<0 | 1> {
  try {
    await run(input, output.out);
    return 0;
  } catch (error) {
    reportError(error, output.err);
    return 1;
  }
}

async function run({ argv, readInput, env = process.env }: UsersCommandInput, say: Say) {
  const batch = argv[0] === 'batch';
  if (batch && argv.length > 1) throw new UsageError(USAGE);
  // Said here rather than by parseCommandLine, which ends the process: callers may be in-process.
  if (asksForHelp(argv)) return say(USAGE);
  const commands = batch ? parseBatch(await readInput()) : [{ line: 0, run: parseCommand(argv) }];
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config);
  try {
    for (const { line, run } of commands) {
      try {
        say(await run(database.db));
      } catch (error) {
        // A batch stops at its first failure; the commands before it stay done.
        throw batch ? new LineError(line, error, true) : error;
      }
    }
  } finally {
    await database.close();
  }
}

function reportError(error: unknown, say: Say) {
  if (error instanceof LineError) {
    reportError(error.reason, say);
    say(
      error.whileRunning
        ? `(line ${error.line} of the batch; the lines before it were applied, the rest were not run)`
        : `(line ${error.line} of the batch; nothing was run)`,
    );
  } else if (error instanceof DataDirLockedError) {
    say(
      `${error.message} The embedded database can only be used by one process: stop the server, run this command, then start the server again.`,
    );
  } else if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DataDirDamagedError ||
    error instanceof AppError
  ) {
    say(error.message);
  } else {
    say(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
}
