import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/paths';
import { formattedSource, GENERATED_SOURCES } from './generated-sources';

describe('sources generated from the record declarations', () => {
  it.each(GENERATED_SOURCES.map((source) => [source.file, source] as const))(
    '%s is as `npm run schema:print` writes it',
    async (file, source) => {
      expect(fs.readFileSync(path.join(projectRoot, file), 'utf8')).toBe(
        await formattedSource(source),
      );
    },
  );
});
