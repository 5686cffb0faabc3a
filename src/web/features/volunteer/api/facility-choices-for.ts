/**
 * The facility picker of a volunteer placing themselves (their visit request,
 * product.md §3.2.1): each facility says where they are not cleared on the visit's day, the cleared ones
 * first, as the volunteer picker of an admin's form does (decision 093).
 */
import { isCalendarDate } from '../../../../shared/domain/common/dates';
import {
  clearanceOn,
  type ClearanceVerdict,
  type VolunteerStanding,
} from '../../../../shared/domain/volunteer/clearance';
import type { ReferenceChoices } from '../../../components/pickers/reference-choices';
import { formatDay } from '../../../lib/date-format';
import { facilityChoices } from '../../facility/api/facility.api';
import { fetchVolunteer, NOT_CLEARED_SUFFIX } from './volunteer.api';
import { fetchVolunteerClearances, VOLUNTEER_CLEARANCES_KEY } from './volunteer-clearance.api';

/** How a facility's name reads for the verdict: why not, at the facility itself, first. */
function clearanceSuffix(verdict: ClearanceVerdict): string {
  if (verdict.cleared) return '';
  const [first] = verdict.problems;
  if (first?.kind === 'EXPIRED') return ` (clearance ended ${formatDay(first.expiresOn)})`;
  if (first?.kind === 'NOT_YET_IN_FORCE') return ` (cleared from ${formatDay(first.grantedOn)})`;
  return NOT_CLEARED_SUFFIX;
}

async function standingOf(volunteerId: string): Promise<VolunteerStanding | null> {
  const [volunteer, clearances] = await Promise.all([
    fetchVolunteer(volunteerId),
    fetchVolunteerClearances(volunteerId),
  ]);
  return volunteer && { ...volunteer, clearances };
}

/** Facilities for `volunteerId` to choose where they visit on `day`; plain without a day. */
export function facilityChoicesFor(volunteerId: string, day: string): ReferenceChoices {
  if (!volunteerId || !isCalendarDate(day)) return facilityChoices;
  return {
    ...facilityChoices,
    // Under the clearances' key: recording or changing a clearance refreshes the marks.
    queryKey: [...VOLUNTEER_CLEARANCES_KEY, volunteerId, 'facility-choices', day],
    search: async (text) => {
      const [matches, standing] = await Promise.all([
        facilityChoices.search(text),
        standingOf(volunteerId),
      ]);
      if (!standing) return matches;
      const marked = matches.map((facility) => {
        const verdict = clearanceOn(standing, { id: facility.value, name: facility.label }, day);
        return {
          ...facility,
          cleared: verdict.cleared,
          label: facility.label + clearanceSuffix(verdict),
        };
      });
      return [
        ...marked.filter((each) => each.cleared),
        ...marked.filter((each) => !each.cleared),
      ].map(({ value, label }) => ({ value, label }));
    },
  };
}
