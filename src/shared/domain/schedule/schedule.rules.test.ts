import { describe, expect, it } from 'vitest';
import type { ScheduleStatus } from './schedule.enums';
import {
  canApproveOrReject,
  emptyScheduleText,
  scheduleTab,
  sortByStartTime,
} from './schedule.rules';

const now = new Date('2026-03-06T12:00:00Z');

describe('schedule tabs (product.md §4.5)', () => {
  it.each([
    ['PENDING', '2026-03-06T13:00:00Z', 'upcoming'],
    ['APPROVED', '2026-03-06T12:00:00Z', 'upcoming'],
    ['APPROVED', '2026-03-06T11:59:59Z', 'past'],
    ['REJECTED', '2026-03-01T10:00:00Z', 'cancelled'],
    ['REJECTED', '2026-03-07T10:00:00Z', 'cancelled'],
    ['APPROVED', null, 'upcoming'],
    ['CANCELLED', '2026-03-07T10:00:00Z', 'cancelled'],
    ['CANCELLED', '2026-03-01T10:00:00Z', 'cancelled'],
    ['CANCELLED', null, 'cancelled'],
  ] as [ScheduleStatus, string | null, string][])('%s ending %s → %s', (status, endTime, tab) => {
    expect(scheduleTab({ status, endTime }, now)).toBe(tab);
  });

  it('compares instants, whatever their offset or form', () => {
    expect(scheduleTab({ status: 'APPROVED', endTime: '2026-03-06T13:30:00+02:00' }, now)).toBe(
      'past',
    );
    expect(
      scheduleTab({ status: 'APPROVED', endTime: new Date('2026-03-06T12:00:01Z') }, now),
    ).toBe('upcoming');
  });

  it('gives each tab its empty text', () => {
    expect(emptyScheduleText('upcoming')).toBe('No upcoming schedules found');
    expect(emptyScheduleText('past')).toBe('No past schedules found');
    expect(emptyScheduleText('cancelled')).toBe('No cancelled schedules found');
  });
});

describe('sorting', () => {
  it('sorts by start time ascending without changing the list', () => {
    const list = [
      { id: 'b', startTime: '2026-03-06T10:00:00Z' },
      { id: 'c', startTime: 'garbage' },
      { id: 'a', startTime: '2026-03-06T10:30:00+02:00' },
      { id: 'd', startTime: new Date('2026-03-05T00:00:00Z') },
    ];
    expect(sortByStartTime(list).map((s) => s.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(list.map((s) => s.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('approve and reject', () => {
  it.each([
    ['PENDING', true],
    ['APPROVED', false],
    ['REJECTED', false],
    ['CANCELLED', false],
  ] as [ScheduleStatus, boolean][])('%s → %s', (status, allowed) => {
    expect(canApproveOrReject(status)).toBe(allowed);
  });
});
