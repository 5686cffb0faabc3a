/**
 * Reads remembered until the database announces a change (decisions 030 and 037): the memory
 * itself. Its use with the embedded database: session-memory.test.ts, dashboard.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { ReadMemory } from './read-memory';

/** A read that counts how often it ran and answers `row`. */
function countedRead(row: string | undefined) {
  return vi.fn(async () => row);
}

describe('ReadMemory', () => {
  it('reads a key once, then answers from memory', async () => {
    const memory = new ReadMemory<string>(10);
    const read = countedRead('row');
    expect(await memory.recall('token', read)).toBe('row');
    expect(await memory.recall('token', read)).toBe('row');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again after a change was announced', async () => {
    const memory = new ReadMemory<string>(10);
    await memory.recall('token', countedRead('before'));
    memory.forgetAll();
    expect(await memory.recall('token', countedRead('after'))).toBe('after');
  });

  it('does not remember a read that a change overtook', async () => {
    const memory = new ReadMemory<string>(10);
    const overtaken = vi.fn(async () => {
      memory.forgetAll();
      return 'stale';
    });
    expect(await memory.recall('token', overtaken)).toBe('stale');
    const fresh = countedRead('fresh');
    expect(await memory.recall('token', fresh)).toBe('fresh');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('does not remember a row that was not found', async () => {
    const memory = new ReadMemory<string>(10);
    await memory.recall('token', countedRead(undefined));
    const read = countedRead('row');
    expect(await memory.recall('token', read)).toBe('row');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again after a minute, announcements or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const memory = new ReadMemory<string>(10);
      await memory.recall('token', countedRead('first'));
      vi.setSystemTime(Date.now() + 59_000);
      expect(await memory.recall('token', countedRead('second'))).toBe('first');
      vi.setSystemTime(Date.now() + 2_000);
      expect(await memory.recall('token', countedRead('third'))).toBe('third');
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the oldest key beyond its capacity', async () => {
    const memory = new ReadMemory<string>(2);
    await memory.recall('first', countedRead('1'));
    await memory.recall('second', countedRead('2'));
    await memory.recall('third', countedRead('3'));
    const again = countedRead('1 again');
    expect(await memory.recall('first', again)).toBe('1 again');
    expect(await memory.recall('third', countedRead('not read'))).toBe('3');
  });
});
