import { ReferenceFilter } from '../../../components/records/ListFilters';
import { volunteerChoices } from '../../volunteer/api/volunteer.api';

/** Any volunteer's schedules can be looked at; searched on the server as one types (decision 055). */
const ALL_VOLUNTEERS = volunteerChoices();

/** The schedules' volunteer filter, in the list and the calendar alike ('All volunteers'). */
export function VolunteerFilter({
  value,
  onChange,
  width,
}: {
  value: string | null;
  onChange: (volunteerId: string | null) => void;
  width: number;
}) {
  return (
    <ReferenceFilter
      label="Volunteer"
      anyLabel="All volunteers"
      width={width}
      choices={ALL_VOLUNTEERS}
      value={value}
      onChange={onChange}
    />
  );
}
