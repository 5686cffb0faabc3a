/** The Node.js lines `npm start` accepts, read from package.json's engines (decision 083). */
import { describe, expect, it } from 'vitest';
import { enginesNode, supportedLines, unsupportedNodeMessage } from './node-lines.mjs';

describe('the supported Node.js lines', () => {
  it('are 22 (from 22.15), 24 and 26, as package.json says', () => {
    expect(supportedLines(enginesNode())).toEqual([
      { major: 22, minor: 15, patch: 0 },
      { major: 24, minor: 0, patch: 0 },
      { major: 26, minor: 0, patch: 0 },
    ]);
  });

  it('start without a word on a supported version', () => {
    for (const version of ['22.15.0', '22.23.3', '24.0.0', '24.21.0', '26.10.0'])
      expect(unsupportedNodeMessage(version, enginesNode())).toBeNull();
  });

  it('name the supported lines in one line on any other version', () => {
    for (const version of ['20.20.2', '22.14.9', '23.11.0', '25.1.0', '28.0.0'])
      expect(unsupportedNodeMessage(version, enginesNode())).toBe(
        `Node.js ${version} is not supported: use Node.js 22 (22.15+), 24 or 26, the maintained lines; starting anyway.`,
      );
  });
});
