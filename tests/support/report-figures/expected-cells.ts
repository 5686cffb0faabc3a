/**
 * The expected report's shape and how it writes a figure (product.md §2.11): a count, hours and a
 * rate each as the report must write it were it shown, and the months its tables run over.
 */
import { monthStart, type Kind } from './world';

interface Cell {
  value: number | null;
  kind: Kind;
  text: string;
  /** As the API answers (decision 085); the counts here, from the data set alone, have none. */
  suppressed?: 'SMALL' | 'WITHHELD' | null;
}
interface Table {
  title: string;
  columns: string[];
  rows: { label: string; cells: Cell[] }[];
}
export interface Section {
  key: string;
  tables: Table[];
}
export interface Report {
  /** null in the API when 1 to 4 (decision 085); the count itself here. */
  leftOutWithoutConsent: number | null;
  sections: Section[];
}

const numberFormat = new Intl.NumberFormat('en-US');
const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** How the report must write a figure (product.md §2.11). */
function textOf(value: number | null, kind: Kind): string {
  if (value === null) return '—';
  if (kind === 'PERCENT') return `${Math.round(value)}%`;
  if (kind === 'HOURS') return hoursFormat.format(value);
  if (value >= 1 && value <= 4) return 'fewer than 5';
  return numberFormat.format(value);
}
export const count = (value: number): Cell => ({
  value,
  kind: 'COUNT',
  text: textOf(value, 'COUNT'),
});
export const hours = (value: number): Cell => ({
  value,
  kind: 'HOURS',
  text: textOf(value, 'HOURS'),
});
export const percent = (part: number, whole: number): Cell => {
  const value = whole === 0 ? null : (100 * part) / whole;
  return { value, kind: 'PERCENT', text: textOf(value, 'PERCENT') };
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthName = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = monthStart(from); day <= to; day = monthStart(day, 1))
    months.push(day.slice(0, 7));
  return months;
}
export const totalOf = <Row>(rows: Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);
