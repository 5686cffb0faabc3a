import { Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { ExportCsvButton } from '../../../components/records/ExportCsvButton';
import { SMALL_NUMBER_TEXT, WITHHELD_TEXT } from '../../../../shared/domain/report/figures';
import { exportReportSection, type ReportSection, type ReportSelection } from '../api/report.api';
import { fitsOnOnePage } from './report-print';

type ReportTable = ReportSection['tables'][number];

/** A figure not shown (decision 085): set apart from the numbers, on screen and on paper. */
const isSuppressed = (text: string) => text === SMALL_NUMBER_TEXT || text === WITHHELD_TEXT;

/** A table with more than one figure per row takes the section's whole width. */
const isWide = (table: ReportTable) => table.columns.length > 2;

/** One table of figures: its title as its caption, the rows' names as row headings. */
function FigureTable({ table }: { table: ReportTable }) {
  return (
    <ScrollableTable label={table.title} minWidth={isWide(table) ? 560 : 0}>
      <Table withTableBorder striped className="report-table" captionSide="top">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {table.title}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, index) => (
              <Table.Th key={column} scope="col" ta={index === 0 ? 'left' : 'right'}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td
                  key={table.columns[index + 1]}
                  ta="right"
                  className={
                    isSuppressed(cell.text) ? 'report-figure report-suppressed' : 'report-figure'
                  }
                >
                  {cell.text}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}

/** A section of the report, with its note and its own CSV file. */
export function ReportSectionView({
  section,
  selection,
}: {
  section: ReportSection;
  /** null while the period on screen is being corrected: no file then. */
  selection: ReportSelection | null;
}) {
  const headingId = `report-${section.key.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className="report-section"
      // On paper, kept on one page where it fits (report.css, decision 104).
      data-print-whole={fitsOnOnePage(section) || undefined}
    >
      <Group
        justify="space-between"
        align="flex-end"
        mb="xs"
        wrap="wrap"
        className="report-section-heading"
      >
        <Title order={2} size="h3" id={headingId}>
          {section.title}
        </Title>
        {selection && (
          <div data-print-hide>
            <ExportCsvButton
              plural={`the ${section.title.toLowerCase()} report`}
              label={`Export ${section.title.toLowerCase()} (CSV)`}
              exportFile={() => exportReportSection(section.key, selection)}
            />
          </div>
        )}
      </Group>
      {section.note && (
        <Text size="sm" c="dimmed" mb="sm" className="report-section-note">
          {section.note}
        </Text>
      )}
      {/* Two tables side by side on a wide screen: a section reads at a glance, not by scrolling. */}
      <SimpleGrid
        cols={{ base: 1, lg: 2 }}
        spacing="lg"
        verticalSpacing="lg"
        className="report-tables"
      >
        {section.tables.map((table) => (
          <div key={table.title} className={isWide(table) ? 'report-wide' : undefined}>
            <FigureTable table={table} />
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}
