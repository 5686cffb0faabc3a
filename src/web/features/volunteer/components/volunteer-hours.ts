/**
 * A volunteer's hours as the list and the details write them (decision 103): those given here,
 * from approved visits and programs led, counted by the server, plus those typed in as carried
 * from before.
 */
import { formatHours } from '../../../lib/format';

interface Hours {
  hoursGiven: number;
  totalVolunteerHours: number;
}

export const totalHours = (volunteer: Hours) =>
  volunteer.hoursGiven + volunteer.totalVolunteerHours;

/** '33.5: 23.5 from visits and programs, 10.0 carried from before'. */
export function hoursText(volunteer: Hours): string {
  const given = `${formatHours(volunteer.hoursGiven)} from visits and programs`;
  if (volunteer.totalVolunteerHours === 0) return given;
  return `${formatHours(totalHours(volunteer))}: ${given}, ${formatHours(volunteer.totalVolunteerHours)} carried from before`;
}
