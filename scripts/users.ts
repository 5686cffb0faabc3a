/**
 * `npm run users`: accounts from the shell (scripts/users/users-command.ts says what it does).
 * Stop the server first when using the embedded database.
 */
import { runUsersCommand } from './users/users-command';

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await runUsersCommand(
  { argv: process.argv.slice(2), readInput: readStandardInput },
  { out: (line) => console.log(line), err: (line) => console.error(line) },
);
