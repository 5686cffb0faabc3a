/**
 * The Node.js lines the dashboard supports, read from package.json's `engines` (one caret range
 * per line, `^22.15.0 || ^24.0.0 || ^26.0.0`), and the one line `npm start` prints on any other
 * (decision 083). Plain JavaScript: start.mjs loads it before anything is built.
 */
import fs from 'node:fs';

const packageJson = new URL('../package.json', import.meta.url);

/** `^22.15.0 || ^24.0.0` → [{ major: 22, minor: 15, patch: 0 }, { major: 24, … }]. */
export function supportedLines(engines) {
  return engines.split('||').map((range) => {
    const match = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(range);
    if (!match)
      throw new Error(`engines.node: "${range.trim()}" is not a caret range like ^24.0.0`);
    const [major, minor, patch] = match.slice(1).map(Number);
    return { major, minor, patch };
  });
}

/** The line `npm start` prints when `version` (process.versions.node) is on none of them; else null. */
export function unsupportedNodeMessage(version, engines) {
  const [major, minor, patch] = version.split('.').map(Number);
  const lines = supportedLines(engines);
  const supported = lines.some(
    (line) =>
      line.major === major && (minor > line.minor || (minor === line.minor && patch >= line.patch)),
  );
  if (supported) return null;
  const names = lines.map((line) =>
    line.minor === 0 && line.patch === 0
      ? `${line.major}`
      : `${line.major} (${line.major}.${line.minor}+)`,
  );
  const list = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `Node.js ${version} is not supported: use Node.js ${list}, the maintained lines; starting anyway.`;
}

/** This package's `engines.node`. */
export function enginesNode() {
  return JSON.parse(fs.readFileSync(packageJson, 'utf8')).engines.node;
}
