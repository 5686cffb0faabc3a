import { describe, expect, it } from 'vitest';
import { deviceTimeZone, programmeTimeZone, setProgrammeTimeZone, timeZoneNote } from './time-zone';
import { onDeviceInZone } from '../../../tests/support/time-zones';

onDeviceInZone('UTC');

describe('the programme time zone', () => {
  it("is the device's until the server has said it", () => {
    expect(deviceTimeZone()).toBe('UTC');
    expect(programmeTimeZone()).toBe('UTC');
    setProgrammeTimeZone('America/New_York');
    expect(programmeTimeZone()).toBe('America/New_York');
    setProgrammeTimeZone(null);
    expect(programmeTimeZone()).toBe('UTC');
  });

  it('ignores a zone this browser does not know, which would break every page', () => {
    setProgrammeTimeZone('Mars/Olympus_Mons');
    expect(programmeTimeZone()).toBe('UTC');
  });
});

describe('the note on every page', () => {
  it("names the programme's zone when the device is set to another", () => {
    // Decision 049's case: a phone set to UTC, a programme in New York.
    expect(timeZoneNote('America/New_York', 'UTC')).toBe('Times in America/New_York');
    setProgrammeTimeZone('America/New_York');
    expect(timeZoneNote()).toBe('Times in America/New_York');
  });

  it('says nothing when both are one zone, whatever it is called', () => {
    expect(timeZoneNote('America/New_York', 'America/New_York')).toBeNull();
    expect(timeZoneNote('US/Eastern', 'America/New_York')).toBeNull();
    expect(timeZoneNote('Etc/UTC', 'UTC')).toBeNull();
    expect(timeZoneNote()).toBeNull();
  });
});
