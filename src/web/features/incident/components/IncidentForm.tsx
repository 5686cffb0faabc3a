import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { declaredInput } from '../../../components/records/declared/declared-input';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../../../../shared/domain/incident/incident.enums';
import {
  incidentCreateSchema,
  incidentUpdateSchema,
} from '../../../../shared/domain/incident/incident.schema';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { pickFields } from '../../../lib/form-fields';
import { validateWith } from '../../../lib/form-validation';
import { enumOptions } from '../../../lib/format';
import { ReferenceSelect } from '../../../components/pickers/ReferenceSelect';
import { facilityChoices } from '../../facility/api/facility.api';
import { useNotClearedAmong, volunteerChoicesAt } from '../../volunteer/api/volunteer.api';
import { PlacementWarning } from '../../../components/records/PlacementWarning';
import {
  useCreateIncidentReport,
  useUpdateIncidentReport,
  type IncidentReport,
} from '../api/incident.api';
import {
  emptyIncidentForm,
  INCIDENT_CREATE_FIELDS,
  INCIDENT_EDIT_FIELDS,
  INCIDENT_OWN_CREATE_FIELDS,
  INCIDENT_OWN_EDIT_FIELDS,
  incidentToForm,
  type IncidentFormState,
} from './incident-form-values';
import { ReferenceMultiSelect } from '../../../components/pickers/ReferenceMultiSelect';
import { carriedName, carriedNames } from '../../../components/pickers/reference-choices';
import { incidentDeclaration } from '../../../../shared/domain/incident/incident.record';

const { fields } = incidentDeclaration;

interface IncidentFormProps {
  /** null: file a new report. */
  report: IncidentReport | null;
  /**
   * The volunteer portal (product.md §12, §13): this volunteer files the report in their own name.
   * No reporter or witness pickers (volunteers cannot list other volunteers; stored witnesses
   * are kept), and no review fields (status, resolution notes, follow-up), which admins fill in.
   */
  ownReporterId?: string;
  onClose: () => void;
  onReload: () => void;
}

/**
 * File or edit an incident report (product.md §2.8, §4.4, §5.6). Witnesses are volunteers other
 * than the reporter; editing adds status, resolution notes and follow-up, whose date is saved
 * only when follow-up is needed. `ownReporterId` gives the volunteer's own form.
 */
export function IncidentForm({ report, ownReporterId, onClose, onReload }: IncidentFormProps) {
  const createReport = useCreateIncidentReport();
  const updateReport = useUpdateIncidentReport();
  const own = ownReporterId !== undefined;
  const schema = report ? incidentUpdateSchema : incidentCreateSchema;
  const form = useForm<IncidentFormState>({
    initialValues: report
      ? incidentToForm(report)
      : { ...emptyIncidentForm(), reporterId: ownReporterId ?? '' },
    validate: validateWith(schema),
  });
  const input = declaredInput(fields, form);
  const { modalProps } = useRecordSubmit(form, {
    save: async (values) => {
      if (!report) {
        return createReport.mutateAsync(
          pickFields(
            incidentCreateSchema.parse(values),
            own ? INCIDENT_OWN_CREATE_FIELDS : INCIDENT_CREATE_FIELDS,
          ),
        );
      }
      return updateReport.mutateAsync({
        ...pickFields(
          incidentUpdateSchema.parse(values),
          own ? INCIDENT_OWN_EDIT_FIELDS : INCIDENT_EDIT_FIELDS,
        ),
        id: report.id,
        expectedVersion: report.version,
      });
    },
    savedMessage: report ? 'Incident report updated' : 'Incident report filed',
    onSaved: onClose,
  });
  const { reporterId, facilityId, date, witnessVolunteers } = form.values;
  // Reporters and witnesses: any volunteer, searched on the server (decision 055), each marked
  // when not cleared for the facility on the incident's date, the cleared first
  // (product.md §3.2.1). An incident places nobody, so the server refuses none of them; the
  // form warns before saving, as a record that someone was there without clearance.
  const volunteerChoices = useMemo(() => volunteerChoicesAt(facilityId, date), [facilityId, date]);
  const notCleared = useNotClearedAmong(
    own ? [] : [reporterId, ...witnessVolunteers],
    facilityId,
    date,
  );

  return (
    <RecordFormModal
      title={report ? 'Edit Incident Report' : 'New Incident Report'}
      submitLabel={report ? 'Save Changes' : 'File Report'}
      {...modalProps}
      onClose={onClose}
      onReload={onReload}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {!own && (
          <ReferenceSelect
            required
            choices={volunteerChoices}
            chosenName={carriedName(report?.reporterId, report?.reporterName, reporterId)}
            {...input('reporterId')}
            value={reporterId || null}
            onChange={(value) => {
              form.setFieldValue('reporterId', value ?? '');
              // A reporter is never also a witness (product.md §2.8).
              form.setFieldValue(
                'witnessVolunteers',
                form.getValues().witnessVolunteers.filter((id) => id !== value),
              );
            }}
          />
        )}
        <ReferenceSelect
          required
          choices={facilityChoices}
          chosenName={carriedName(report?.facilityId, report?.facilityName, facilityId)}
          {...input('facilityId')}
          value={facilityId || null}
          onChange={(value) => form.setFieldValue('facilityId', value ?? '')}
        />
        <TextInput type="date" required {...input('date')} />
        <TextInput type="time" required {...input('time')} />
        <TextInput required {...input('location')} />
        <Select
          required
          allowDeselect={false}
          data={enumOptions(INCIDENT_TYPES)}
          {...input('type')}
        />
      </SimpleGrid>
      <Textarea required autosize minRows={3} {...input('description')} />
      <TextInput description="Separate names with commas" {...input('involvedInmates')} />
      {!own && (
        <ReferenceMultiSelect
          choices={volunteerChoices}
          chosenNames={carriedNames(report?.witnessVolunteers, report?.witnessVolunteerNames)}
          excluded={reporterId ? [reporterId] : []}
          {...input('witnessVolunteers')}
          value={witnessVolunteers}
          onChange={(witnesses) => form.setFieldValue('witnessVolunteers', witnesses)}
        />
      )}
      {notCleared.map((volunteer) => (
        <PlacementWarning
          key={volunteer.id}
          who={volunteer.name}
          missing={volunteer.missing}
          day={date}
        />
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Checkbox {...input('reportedToFacility', { type: 'checkbox' })} />
        <Checkbox {...input('facilityResponseRequired', { type: 'checkbox' })} />
      </SimpleGrid>
      <Textarea autosize minRows={2} {...input('facilityResponse')} />
      {report && !own && (
        <>
          <Select
            required
            allowDeselect={false}
            data={enumOptions(INCIDENT_STATUSES)}
            {...input('status')}
          />
          <Textarea autosize minRows={2} {...input('resolutionNotes')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Checkbox {...input('followUpNeeded', { type: 'checkbox' })} />
            {form.values.followUpNeeded && (
              <TextInput type="date" required {...input('followUpDate')} />
            )}
          </SimpleGrid>
        </>
      )}
    </RecordFormModal>
  );
}
