/**
 * The operators' commands report a mistyped command line in one line and their usage, never
 * parseArgs' stack trace (the commands themselves are run in users.test.ts and backup.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from './command-line';

const USAGE = 'Usage: npm run example -- FILE [--scale N]';
const OPTIONS = { scale: { type: 'string' } } as const;

function mistake(args: string[], positionals = true): string {
  try {
    parseCommandLine(USAGE, OPTIONS, { args, positionals });
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${args.join(' ')} was accepted`);
}

describe('parseCommandLine', () => {
  it('reads options and positionals', () => {
    const { values, positionals } = parseCommandLine(USAGE, OPTIONS, {
      args: ['backup.sql', '--scale', '3'],
    });
    expect(values).toEqual({ scale: '3' });
    expect(positionals).toEqual(['backup.sql']);
  });

  it('names an unknown option, then shows the usage', () => {
    expect(mistake(['--force', 'backup.sql'])).toBe(`Unknown option --force\n${USAGE}`);
    expect(mistake(['-x'])).toBe(`Unknown option -x\n${USAGE}`);
  });

  it('names an option left without its value', () => {
    expect(mistake(['--scale'])).toBe(`Option '--scale <value>' argument missing\n${USAGE}`);
  });

  it('names an argument a command without positionals does not take', () => {
    expect(mistake(['extra'], false)).toBe(`Unexpected argument extra\n${USAGE}`);
  });
});
