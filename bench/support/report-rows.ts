/**
 * The rows of `npm run bench`'s report (bench/report.ts): what a row measures, and its target.
 * Here: the kinds of target, and the phone rows of each audited page (docs/benchmarks.md).
 */
import { AUDITED_PAGES, SMOKE_AUDITED_PAGE } from './audited-pages';

export type DatabaseLabel = 'PGlite' | 'PostgreSQL';

export interface Row {
  label: string;
  product: string;
  unit: string;
  /** The reference server's figure, or another baseline measured in the same run. */
  reference?: string;
  /** Not measured by a smoke run (decision 084): page audits but one. */
  notInSmoke?: true;
  /** A target on the product's value, or (ratio: true) on the ratio to the reference. */
  /** `met` says undefined where the target is not one for this database. */
  target?: {
    text: string;
    met: (
      value: number,
      database: DatabaseLabel,
      medians: { product: number; reference?: number },
    ) => boolean | undefined;
    ratio?: true;
  };
}

/** The budgets of bytes transferred on a cold load (docs/benchmarks.md, Front-end budgets). */
const PAGE_BYTE_BUDGETS: Record<string, number> = { 'Sign-in page': 200, 'Manage Clients': 350 };

export const atMost = (limit: number, unit: string): Row['target'] => ({
  text: `≤ ${limit} ${unit}`,
  met: (value) => value <= limit,
});

const atLeast = (limit: number, unit: string): Row['target'] => ({
  text: `≥ ${limit}${unit ? ` ${unit}` : ''}`,
  met: (value) => value >= limit,
});

/** The phone targets of each audited page, on Lighthouse's simulated mid-range phone on slow 4G, cold cache. */
export function phoneRows(): Row[] {
  const list: Row[] = [];
  for (const page of AUDITED_PAGES) {
    const notInSmoke = page.name === SMOKE_AUDITED_PAGE ? {} : { notInSmoke: true as const };
    list.push(
      {
        label: `Phone: ${page.name}, first contentful paint`,
        product: `phone.${page.name}.fcp`,
        unit: 'ms',
        ...notInSmoke,
        target: atMost(1800, 'ms'),
      },
      {
        label: `Phone: ${page.name}, largest contentful paint`,
        product: `phone.${page.name}.lcp`,
        unit: 'ms',
        ...notInSmoke,
        target: atMost(2500, 'ms'),
      },
      {
        label: `Phone: ${page.name}, transferred`,
        product: `phone.${page.name}.bytes`,
        unit: 'KiB',
        ...notInSmoke,
        ...(PAGE_BYTE_BUDGETS[page.name]
          ? { target: atMost(PAGE_BYTE_BUDGETS[page.name]!, 'KiB') }
          : {}),
      },
      // A page that is drawn but ignores taps is not fast: usable within 200 ms of blocking.
      {
        label: `Phone: ${page.name}, total blocking time`,
        product: `phone.${page.name}.tbt`,
        unit: 'ms',
        ...notInSmoke,
        target: atMost(200, 'ms'),
      },
      {
        label: `Phone: ${page.name}, Lighthouse performance score`,
        product: `phone.${page.name}.score`,
        unit: '',
        ...notInSmoke,
        target: atLeast(0.9, ''),
      },
    );
  }
  return list;
}
