/**
 * The repository explains itself (docs/README.md): every "§" reference in the code and the
 * documents names a heading that exists in the repository, nothing cites an issue tracker the
 * repository does not carry, and the decision index lists every decision record with the status
 * the record gives itself.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECLARED_TYPE_NAMES } from '../src/shared/record/declarations';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The documents a reference may name, and the section numbers their headings carry. */
const DOCUMENTS = ['docs/product.md', 'docs/architecture.md'] as const;

function sectionNumbers(file: string): Set<string> {
  const numbers = new Set<string>();
  for (const [, number] of read(file).matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)) {
    numbers.add(number!);
  }
  return numbers;
}

/**
 * Each reference in `text`: the document it names and the section. A bare "§5.1" belongs to the
 * document named last before it on the same line ("product.md §2.5, §5.1"); in a document of
 * docs/ a bare one with none before it is that document's own. "RFC 5545 §3.3.5" is not ours.
 */
function referencesIn(file: string, text: string) {
  const found: { line: number; document: string | null; section: string; text: string }[] = [];
  const own = (DOCUMENTS as readonly string[]).includes(file) ? file : null;
  text.split('\n').forEach((line, index) => {
    let document: string | null = own;
    for (const match of line.matchAll(
      /(?:(product\.md|architecture\.md|RFC \d+) )?§(\d+(?:\.\d+)*)/g,
    )) {
      const [whole, named, section] = match;
      if (named) document = named.startsWith('RFC') ? 'RFC' : `docs/${named}`;
      if (document === 'RFC') continue;
      found.push({ line: index + 1, document, section: section!, text: whole });
    }
  });
  return found;
}

const trackedFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      /\.(ts|tsx|js|mjs|md|sh|json|css|graphql)$/.test(file) &&
      fs.existsSync(path.join(root, file)),
  );

describe('section references', () => {
  const sections = new Map(DOCUMENTS.map((document) => [document, sectionNumbers(document)]));

  it('the product description and the architecture have numbered sections', () => {
    expect(sections.get('docs/product.md')!.size).toBeGreaterThan(40);
    expect(sections.get('docs/architecture.md')!.size).toBeGreaterThanOrEqual(6);
  });

  it('every "§" reference names a document of the repository and one of its headings', () => {
    const unresolved: string[] = [];
    let checked = 0;
    for (const file of trackedFiles) {
      if (file === 'scripts/docs.test.ts') continue; // its comments show the syntax
      const text = read(file);
      if (!text.includes('§')) continue;
      for (const reference of referencesIn(file, text)) {
        checked += 1;
        const headings = reference.document ? sections.get(reference.document as never) : undefined;
        if (!headings?.has(reference.section)) {
          unresolved.push(`${file}:${reference.line}: ${reference.text}`);
        }
      }
    }
    expect(unresolved).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  });

  it('nothing cites the documents that are not in the repository', () => {
    const outside: string[] = [];
    for (const file of trackedFiles) {
      if (file === 'scripts/docs.test.ts') continue;
      const text = read(file);
      text.split('\n').forEach((line, index) => {
        if (/\b(spec|decisions|ARCHITECTURE) §|shared\/(spec\/|ARCHITECTURE\.md)/i.test(line))
          outside.push(`${file}:${index + 1}`);
      });
    }
    expect(outside).toEqual([]);
  });
});

/** Files a tool writes: a lockfile, or what is generated from the code (scripts/print-schema.ts). */
const GENERATED = [
  /(^|\/)package-lock\.json$/,
  /^schema\.graphql$/,
  /\.generated\.ts$/,
  /^src\/web\/lib\/graphql-env\.d\.ts$/,
  /^src\/server\/db\/migrations\/meta\//,
];

/** Every text file the repository carries (or is about to), less the generated ones. */
const textFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      file !== '' &&
      !file.startsWith('node_modules/') &&
      !GENERATED.some((generated) => generated.test(file)) &&
      fs.existsSync(path.join(root, file)) &&
      !fs.readFileSync(path.join(root, file)).subarray(0, 8000).includes(0),
  );

/**
 * A citation of an issue by its number. The repository carries no issue tracker, so a comment
 * or a document says what it means instead: a section of product.md, a decision, or the reason
 * in plain words. The address of a library's own GitHub issue (a comment explaining a bug of
 * theirs) is a link anyone can follow, and is allowed.
 */
// A number ("issue 36", "issues #12") or a title in quotes ('issue "Sign-in, accounts…"').
const ISSUE_NUMBER = /\bissues? (#?\d+|")/i;
const GITHUB_ISSUE = /https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/issues\/\d+/g;
const citesAnIssue = (line: string) => ISSUE_NUMBER.test(line.replace(GITHUB_ISSUE, ''));

describe('issue citations', () => {
  it("tells a citation from the word and from a GitHub issue's address", () => {
    expect(citesAnIssue('// Reports (issue 36).')).toBe(true);
    expect(citesAnIssue(' * Issue 31, point 8: a phone set to UTC')).toBe(true);
    expect(citesAnIssue('see issues #12 and #13')).toBe(true);
    expect(citesAnIssue(' * Protection (issue "Sign-in, accounts and e-mail", item 4):')).toBe(
      true,
    );
    expect(citesAnIssue('const issue = parsed.error.issues[0];')).toBe(false);
    expect(citesAnIssue('// The issue: a phone set to UTC.')).toBe(false);
    expect(citesAnIssue('// their bug: https://github.com/example/library/issues/123')).toBe(false);
  });

  it('no comment or document cites an issue of a tracker the repository does not carry', () => {
    expect(textFiles.length).toBeGreaterThan(1000);
    const cited: string[] = [];
    for (const file of textFiles) {
      if (file === 'scripts/docs.test.ts') continue; // its examples show what is refused
      read(file)
        .split('\n')
        .forEach((line, index) => {
          if (citesAnIssue(line)) cited.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(cited).toEqual([]);
  });
});

describe('adding a field', () => {
  it('names every declared record type, and no other', () => {
    const opening = read('docs/adding-a-field.md').split('\n\n')[1]!;
    const listed = /Every record type \(([^)]*)\)/
      .exec(opening.replaceAll('\n', ' '))![1]!
      .split(', ');
    const where = "the list of record types in docs/adding-a-field.md's first paragraph";
    expect([
      ...DECLARED_TYPE_NAMES.filter((name) => !listed.includes(name)).map(
        (name) => `${name}: add it to ${where}`,
      ),
      ...listed
        .filter((name) => !DECLARED_TYPE_NAMES.includes(name))
        .map((name) => `${name}: not a declared record type: remove it from ${where}`),
    ]).toEqual([]);
  });
});

describe('decision records', () => {
  const folder = 'docs/decisions';
  const records = fs
    .readdirSync(path.join(root, folder))
    .filter((name) => /^\d{3}-.*\.md$/.test(name));
  const index = read(`${folder}/README.md`);

  it('each starts with its title, then its date and status', () => {
    for (const record of records) {
      const [title, blank, dated] = read(`${folder}/${record}`).split('\n');
      expect(title, record).toMatch(new RegExp(`^# ${record.slice(0, 3)}\\b`));
      expect(blank, record).toBe('');
      expect(dated, record).toMatch(
        /^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|replaced by \[\d{3}\])/,
      );
    }
  });

  it('each has its row in the index, with the same date and status', () => {
    expect(records.length).toBeGreaterThanOrEqual(42);
    for (const record of records) {
      const [, date, status] = /^Date: (\S+) · Status: (.*)$/m.exec(read(`${folder}/${record}`))!;
      const row = index
        .split('\n')
        .find((line) => line.startsWith(`| [${record.slice(0, 3)}](${record})`));
      expect(row, record).toBeDefined();
      const cells = row!.split('|').map((cell) => cell.trim());
      expect(cells, record).toContain(date);
      expect(cells, record).toContain(status);
    }
  });
});
