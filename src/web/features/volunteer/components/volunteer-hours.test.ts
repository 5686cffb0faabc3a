/** How the volunteers list and details write a volunteer's hours (decision 103). */
import { describe, expect, it } from 'vitest';
import { hoursText, totalHours } from './volunteer-hours';

describe("a volunteer's hours", () => {
  it('add the hours given here and those carried from before', () => {
    expect(totalHours({ hoursGiven: 23.5, totalVolunteerHours: 10 })).toBe(33.5);
  });

  it('say where they come from', () => {
    expect(hoursText({ hoursGiven: 23.5, totalVolunteerHours: 10 })).toBe(
      '33.5: 23.5 from visits and programs, 10.0 carried from before',
    );
    expect(hoursText({ hoursGiven: 4, totalVolunteerHours: 0 })).toBe(
      '4.0 from visits and programs',
    );
  });
});
