/** IncidentReport API (product.md §3.6): derived from the declaration, over incident-report.service.ts. */
import { INCIDENT_CSV } from '../../../shared/csv/export-columns';
import { incidentDeclaration } from '../../../shared/domain/incident/incident.record';
import type { IncidentReportRow } from '../../db/schema/incident-report';
import { addCrudFields } from '../../graphql/crud-fields';
import { recordGraphQL } from '../../graphql/record-graphql';
import { incidentReportService } from './incident-report.service';

const { ref, filterInput, createInput, updateInput } = recordGraphQL<
  IncidentReportRow,
  typeof incidentDeclaration.fields
>(incidentDeclaration);

addCrudFields({
  typeName: 'IncidentReport',
  pluralName: 'IncidentReports',
  permissionModel: 'incidentReport',
  ref,
  service: incidentReportService,
  filterInput,
  createInput,
  updateInput,
  csvExport: INCIDENT_CSV,
});
