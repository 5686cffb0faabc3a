// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Live updates obey the read rule (decision 090), for every record type with a live stream, on
 * PGlite and on PostgreSQL with TEST_DATABASE_URL. One builder runs the same story over each
 * type, through the real server and real event streams: a change to a record the subscriber may
 * not read is skipped; one to a record they may read arrives with exactly what getX gives them
 * (no field more); once their right goes (their client reassigned to another volunteer) the
 * record's changes stop reaching them, as getX stops giving it; a deletion reaches those who
 * could read the record; someone the type is not for cannot subscribe at all. onCreateX /
 * onUpdateX / onDeleteX and onRecordChanged are checked alike.
 */
import { describe, expect, it } from 'vitest';
import { clientRecordCases } from '../../../tests/support/live-updates/client-record-cases';
import { staffRecordCases } from '../../../tests/support/live-updates/staff-record-cases';
import { liveUpdateStory } from '../../../tests/support/live-updates/story';
import { useLiveFeeds } from '../../../tests/support/live-feeds';
import { useTestApp } from '../../../tests/support/test-app';
import { registeredChangeStreams } from './subscriptions';

const app = useTestApp();
const story = liveUpdateStory(app, useLiveFeeds(app));
const CASES = { ...clientRecordCases(app, story), ...staffRecordCases(app) };

describe('live updates follow the read rule', () => {
  it('covers every record type with a live stream', () => {
    expect(Object.keys(CASES).sort()).toEqual([...registeredChangeStreams().keys()].sort());
  });

  it.each(Object.keys(CASES))('%s', async (type) => {
    await story.tell(type, CASES[type]!);
  });
});
