import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/paths';
import { fragmentSource, RECORD_FRAGMENTS } from './record-fragments';

describe("the web app's record fragments", () => {
  it.each(RECORD_FRAGMENTS.map((fragment) => [fragment.file, fragment]))(
    '%s is as `npm run schema:print` writes it from the declaration',
    async (file, fragment) => {
      expect(fs.readFileSync(path.join(projectRoot, file), 'utf8')).toBe(
        await fragmentSource(fragment),
      );
    },
  );
});
