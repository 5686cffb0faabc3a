import { ChoiceFilter, namedOptions } from '../../../components/records/ListFilters';
import { fullName } from '../../../lib/format';
import type { VolunteerName } from '../../volunteer/api/volunteer.api';

/** The schedules' volunteer filter, in the list and the calendar alike ('All volunteers'). */
export function VolunteerFilter({
  volunteers,
  value,
  onChange,
  width,
}: {
  volunteers: readonly VolunteerName[];
  value: string | null;
  onChange: (volunteerId: string | null) => void;
  width: number;
}) {
  return (
    <ChoiceFilter
      label="Volunteer"
      anyLabel="All volunteers"
      width={width}
      searchable
      options={namedOptions(volunteers, fullName)}
      value={value}
      onChange={onChange}
    />
  );
}
