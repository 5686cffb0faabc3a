import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, firstUnreadableLine } from './decode-csv';

const LINE = 'name,address\nJosé Müller,1 Rue Café\n';

describe('decodeCsvBytes', () => {
  it('reads UTF-8, with or without its byte-order mark', () => {
    const utf8 = new TextEncoder().encode(LINE);
    expect(decodeCsvBytes(utf8)).toEqual({ text: LINE, encoding: 'UTF-8' });
    const withMark = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeCsvBytes(withMark)).toEqual({ text: `\uFEFF${LINE}`, encoding: 'UTF-8' });
  });

  it('reads a Windows-1252 file as its author wrote it, not with replacement characters', () => {
    const latin = new Uint8Array([...LINE].map((character) => character.charCodeAt(0)));
    expect(decodeCsvBytes(latin)).toEqual({ text: LINE, encoding: 'Windows-1252' });
  });

  it('reads UTF-16 by its byte-order mark, little- and big-endian', () => {
    const units = [...`\uFEFF${LINE}`].map((character) => character.charCodeAt(0));
    const little = new Uint8Array(units.flatMap((unit) => [unit & 0xff, unit >> 8]));
    const big = new Uint8Array(units.flatMap((unit) => [unit >> 8, unit & 0xff]));
    expect(decodeCsvBytes(little).text.replace('\uFEFF', '')).toBe(LINE);
    expect(decodeCsvBytes(big)).toMatchObject({ encoding: 'UTF-16' });
    expect(decodeCsvBytes(big).text.replace('\uFEFF', '')).toBe(LINE);
  });
});

describe('firstUnreadableLine', () => {
  it('names the line of a replacement character or a NUL', () => {
    expect(firstUnreadableLine(LINE)).toBeNull();
    expect(firstUnreadableLine('a,b\nc,d\nJos\uFFFD,x\n')).toBe(3);
    expect(firstUnreadableLine('a,b\u0000\n')).toBe(1);
  });
});
