/**
 * The Reports page and the overview's trends (product.md §2.11, §2.4; decisions 071 and 085):
 * admins only.
 */
import { todayIn } from '../../../shared/domain/common/calendar';
import { reportRangeSchema } from '../../../shared/domain/report/report-range';
import { parseInput } from '../../errors';
import { builder } from '../../graphql/builder';
import { actorOf, type GraphQLContext } from '../../graphql/context';
import { CsvExportRef } from '../../graphql/csv-export-field';
import { ONCE_PER_REQUEST, reportCost, TRENDS_COST } from '../../graphql/request-cost';
import {
  programmeReport,
  REPORT_SECTIONS,
  type ReportCell,
  type ReportRow,
  type ReportSection,
  type ReportTable,
  type ProgrammeReport,
} from './programme-report';
import { programmeTrends, type ProgrammeTrends, type TrendMonth } from './programme-trends';
import { exportReportSection } from './report-export';

const ReportSectionKey = builder.enumType('ReportSectionKey', { values: REPORT_SECTIONS });
const FigureKind = builder.enumType('ReportFigureKind', {
  values: ['COUNT', 'HOURS', 'PERCENT'] as const,
});

const Suppression = builder.enumType('ReportSuppression', {
  values: {
    SMALL: { description: 'A count from 1 to 4, written "fewer than 5"' },
    WITHHELD: {
      description:
        'Hidden, written "withheld", so that no count from 1 to 4 can be worked out from the others',
    },
  } as const,
});

const ReportCellRef = builder.objectRef<ReportCell>('ReportCell').implement({
  fields: (t) => ({
    value: t.exposeFloat('value', {
      nullable: true,
      description: 'null: a rate of nothing, or a figure suppressed (see `suppressed`)',
    }),
    kind: t.field({ type: FigureKind, resolve: (cell) => cell.kind }),
    text: t.exposeString('text', {
      description:
        'As the report writes it: a count from 1 to 4 as "fewer than 5", a figure that would reveal one as "withheld"',
    }),
    suppressed: t.field({
      type: Suppression,
      nullable: true,
      description: 'Why the figure is not shown; null: it is',
      resolve: (cell) => cell.suppressed,
    }),
  }),
});
const ReportRowRef = builder.objectRef<ReportRow>('ReportRow').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    cells: t.field({ type: [ReportCellRef], resolve: (row) => row.cells }),
  }),
});
const ReportTableRef = builder.objectRef<ReportTable>('ReportTable').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    columns: t.exposeStringList('columns', { description: "The rows' heading, then the cells'" }),
    rows: t.field({ type: [ReportRowRef], resolve: (table) => table.rows }),
  }),
});
const ReportSectionRef = builder.objectRef<ReportSection>('ReportSection').implement({
  fields: (t) => ({
    key: t.field({ type: ReportSectionKey, resolve: (section) => section.key }),
    title: t.exposeString('title'),
    note: t.exposeString('note', { nullable: true }),
    tables: t.field({ type: [ReportTableRef], resolve: (section) => section.tables }),
  }),
});
const ProgrammeReportRef = builder.objectRef<ProgrammeReport>('ProgrammeReport').implement({
  description: "The programme's figures over a period: counts, never names",
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    facilityId: t.exposeID('facilityId', { nullable: true }),
    facilityName: t.exposeString('facilityName', { nullable: true }),
    leftOutWithoutConsent: t.exposeInt('leftOutWithoutConsent', {
      nullable: true,
      description:
        'Clients the figures would count but for their missing data-usage consent; null when 1 to 4 (see leftOutNote)',
    }),
    leftOutNote: t.exposeString('leftOutNote', {
      nullable: true,
      description:
        'What the report says of the clients left out ("Fewer than 5 clients…" for 1 to 4); null: none',
    }),
    sections: t.field({ type: [ReportSectionRef], resolve: (report) => report.sections }),
  }),
});

const TypeCountRef = builder
  .objectRef<{ type: string; count: number }>('ProgramTypeCount')
  .implement({
    fields: (t) => ({ type: t.exposeString('type'), count: t.exposeInt('count') }),
  });
const TrendMonthRef = builder.objectRef<TrendMonth>('TrendMonth').implement({
  description: "One month of the overview's trends",
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM' }),
    label: t.exposeString('label', { description: 'e.g. Mar 2026' }),
    programsHeld: t.exposeInt('programsHeld'),
    programsHeldByType: t.field({
      type: [TypeCountRef],
      resolve: (month) => month.programsHeldByType,
    }),
    attendees: t.exposeInt('attendees'),
    newAttendees: t.exposeInt('newAttendees'),
    volunteerHours: t.exposeFloat('volunteerHours'),
    itemsDistributed: t.exposeInt('itemsDistributed'),
    releases: t.exposeInt('releases'),
    checkIns: t.exposeInt('checkIns'),
    housedStably: t.exposeInt('housedStably'),
    employed: t.exposeInt('employed'),
    returnedToCustody: t.exposeInt('returnedToCustody'),
  }),
});

function reportOf(
  context: GraphQLContext,
  args: { from: string; to: string; facilityId?: string | number | null },
) {
  const { from, to } = parseInput(reportRangeSchema, args);
  return programmeReport(context.db, {
    from,
    to,
    facilityId: args.facilityId ? String(args.facilityId) : null,
    today: todayIn(context.orgTimeZone),
    timeZone: context.orgTimeZone,
    now: new Date(),
  });
}

const ProgrammeTrendsRef = builder.objectRef<ProgrammeTrends>('ProgrammeTrends').implement({
  description: "The overview's trends: the last 12 months, this one included",
  fields: (t) => ({
    months: t.field({
      type: [TrendMonthRef],
      description: 'Oldest first',
      resolve: (trends) => trends.months,
    }),
    leftOutWithoutConsent: t.exposeInt('leftOutWithoutConsent', {
      description: 'Clients the trends would count but for their missing data-usage consent',
    }),
  }),
});

builder.queryFields((t) => ({
  programmeReport: t.field({
    type: ProgrammeReportRef,
    description:
      'The Reports page: programs, volunteers, clients, resources, incidents and reentry outcomes from `from` to `to` (YYYY-MM-DD, both counted, at most 5 years), optionally at one facility. Clients without data-usage consent are left out and counted.',
    authScopes: { permission: 'report.view' },
    complexity: reportCost,
    extensions: ONCE_PER_REQUEST,
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      facilityId: t.arg.id(),
    },
    resolve: (_root, args, context) => reportOf(context, args),
  }),
  exportProgrammeReport: t.field({
    type: CsvExportRef,
    description: 'One section of programmeReport as a CSV file, as the page writes it; audited',
    authScopes: { permission: 'report.export' },
    complexity: reportCost,
    extensions: ONCE_PER_REQUEST,
    args: {
      section: t.arg({ type: ReportSectionKey, required: true }),
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      facilityId: t.arg.id(),
    },
    resolve: async (_root, args, context) =>
      exportReportSection(
        context.db,
        actorOf(context),
        await reportOf(context, args),
        args.section,
      ),
  }),
  programmeTrends: t.field({
    type: ProgrammeTrendsRef,
    description:
      "The overview's trends: the last 12 months, this one included. Clients without data-usage consent are left out, and counted.",
    authScopes: { permission: 'report.view' },
    complexity: TRENDS_COST,
    extensions: ONCE_PER_REQUEST,
    resolve: (_root, _args, context) =>
      programmeTrends(context.db, todayIn(context.orgTimeZone), context.orgTimeZone, new Date()),
  }),
}));
