/**
 * Web tests on a device set to one time zone for a programme in another (decision 049): sets
 * the device's zone (TZ, which Intl reads each time) and the programme's before the tests of the
 * enclosing describe block (or file), resets the programme's after each test (some set their
 * own), and restores both after the block.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setProgrammeTimeZone } from '../../src/web/lib/time-zone';

export function onDeviceInZone(deviceZone: string, programmeZone: string | null = null) {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = deviceZone;
  });
  beforeEach(() => setProgrammeTimeZone(programmeZone));
  afterEach(() => setProgrammeTimeZone(null));
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}
