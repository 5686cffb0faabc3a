import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORT_SPECS } from '../../../shared/csv/import-columns';
import { renderWithProviders } from '../../../../tests/support/render';
import { ImportProblems } from './ImportProblems';
import type { ImportAnswer } from './import.api';

const answer = (rowCount: number, badRows: number[]): ImportAnswer => ({
  dryRun: true,
  rowCount,
  imported: 0,
  accounts: 0,
  problems: badRows.map((row) => ({
    row,
    duplicates: [],
    errors: [{ field: 'age', column: 'age', message: 'Valid age is required' }],
  })),
});

const said = (value: ImportAnswer) => {
  const { unmount } = renderWithProviders(
    <ImportProblems spec={IMPORT_SPECS.client} answer={value} />,
  );
  const text = (screen.queryByRole('status') ?? screen.getByRole('alert')).textContent;
  unmount();
  return text;
};

describe('ImportProblems: counts in the right number', () => {
  it('says how many rows passed, one or several', () => {
    expect(said(answer(1, []))).toBe('The row passed the checks and can be imported.');
    expect(said(answer(3, []))).toBe('All 3 rows passed the checks and can be imported.');
  });

  it('says how many rows have problems, one or several', () => {
    expect(said(answer(1, [2]))).toMatch(/^The row has problems\. Nothing can be imported/);
    expect(said(answer(3, [2]))).toMatch(/^1 of 3 rows has problems\. /);
    expect(said(answer(3, [2, 4]))).toMatch(/^2 of 3 rows have problems\. /);
  });
});
