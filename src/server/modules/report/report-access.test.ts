/**
 * Who may read the Reports page and the overview's trends (product.md §2.11, decision 071):
 * admins and super admins; nobody else, signed out or signed in. The period is checked, each
 * problem named under its field; section exports are audited.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../../../shared/domain/common/dates';
import { REPORT_RANGE_MESSAGES } from '../../../shared/domain/report/report-range';
import { auditEntry } from '../../db/schema/audit';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  describeAccessMatrix,
  everyOperation,
  rowCaller,
  type MatrixOperation,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

const OPERATIONS = {
  report: () => [
    'query { programmeReport(from: "2026-01-01", to: "2026-06-30") { leftOutWithoutConsent } }',
    {},
  ],
  export: () => [
    'query { exportProgrammeReport(section: PROGRAMS, from: "2026-01-01", to: "2026-06-30") { rowCount } }',
    {},
  ],
  trends: () => ['query { programmeTrends { months { month } } }', {}],
} satisfies Record<string, MatrixOperation>;

const all = (code: string) => everyOperation(code, OPERATIONS);

// Reports only read: a caller may read all of them or none.
const EXPECTED = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  Volunteers: all('FORBIDDEN'),
  Admins: all(ALLOWED),
  SuperAdmins: all(ALLOWED),
};

describeAccessMatrix({
  operations: OPERATIONS,
  expected: EXPECTED,
  callerFor: (label) => rowCaller(app, label),
});

describe('the period', () => {
  it('names the field and the problem, and reports nothing', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const run = (from: string, to: string) =>
      admin.run(
        'query($from: String!, $to: String!) { programmeReport(from: $from, to: $to) { from } }',
        {
          from,
          to,
        },
      );
    const backwards = await run('2026-06-01', '2026-05-31');
    expect(errorCode(backwards)).toBe('VALIDATION_FAILED');
    expect(backwards.errors[0]!.extensions!.fieldErrors).toEqual({
      to: REPORT_RANGE_MESSAGES.order,
    });
    const tooLong = await run('2020-01-01', '2026-01-01');
    expect(tooLong.errors[0]!.extensions!.fieldErrors).toEqual({
      to: REPORT_RANGE_MESSAGES.tooLong,
    });
    const empty = await run('', '2026-01-01');
    expect(empty.errors[0]!.extensions!.fieldErrors).toEqual({ from: REPORT_RANGE_MESSAGES.from });
  });

  it('refuses a day that does not exist, in the report and its export, naming the field', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const impossibleFrom = await admin.run(
      'query { programmeReport(from: "2026-02-30", to: "2026-06-30") { from } }',
    );
    expect(errorCode(impossibleFrom)).toBe('VALIDATION_FAILED');
    expect(impossibleFrom.errors[0]!.extensions!.fieldErrors).toEqual({
      from: DATE_MESSAGES.invalidDate,
    });
    const impossibleTo = await admin.run(
      'query { exportProgrammeReport(section: PROGRAMS, from: "2026-01-01", to: "2026-02-30") { rowCount } }',
    );
    expect(errorCode(impossibleTo)).toBe('VALIDATION_FAILED');
    expect(impossibleTo.errors[0]!.extensions!.fieldErrors).toEqual({
      to: DATE_MESSAGES.invalidDate,
    });
  });
});

describe('a section as a CSV file', () => {
  it('is written as the page writes it, and the export is audited', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run<{
      exportProgrammeReport: { fileName: string; rowCount: number; csv: string };
    }>(
      'query { exportProgrammeReport(section: INCIDENTS, from: "2026-01-01", to: "2026-06-30") { fileName rowCount csv } }',
    );
    expect(result.errors).toEqual([]);
    const file = result.data!.exportProgrammeReport;
    expect(file.fileName).toBe('report-incidents-2026-01-01-to-2026-06-30.csv');
    const lines = file.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('"Incidents, 2026-01-01 to 2026-06-30, All facilities"');
    expect(lines).toContain('Type,Open,Under Review,Resolved,Closed,Total');
    expect(lines).toContain('Security,0,0,0,0,0');
    const audited = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordType, 'Report'));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.action).toBe('EXPORT');
    expect(audited[0]!.snapshot).toMatchObject({ section: 'INCIDENTS', rowCount: file.rowCount });
  });
});
