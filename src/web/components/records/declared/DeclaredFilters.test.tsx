/**
 * A list's filters from the declaration (decision 042): each field's label or the page's own, a
 * choice's values in words, a date's From and To kept where the page keeps them.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { field } from '../../../../../tests/support/form-queries';
import { renderWithProviders } from '../../../../../tests/support/render';
import { clientDeclaration } from '../../../../shared/domain/client/client.record';
import { incidentDeclaration } from '../../../../shared/domain/incident/incident.record';
import { DeclaredFilters } from './DeclaredFilters';

describe('DeclaredFilters', () => {
  it("offers a choice's values in words, under the field's label or the page's", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DeclaredFilters
        declaration={incidentDeclaration}
        fields={['type', 'status']}
        values={{ type: null, status: 'OPEN' }}
        onChange={onChange}
        labels={{ type: 'Type' }}
      />,
    );
    expect(field('Status').value).toBe('Open');
    await user.click(field('Type'));
    await user.click(await screen.findByRole('option', { name: 'Medical' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'MEDICAL' });
    await user.click(field('Status'));
    await user.click(await screen.findByRole('option', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: null });
  });

  it("keeps a date's bounds under the page's names, and names the dates when asked", () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DeclaredFilters
        declaration={clientDeclaration}
        fields={['releaseDate']}
        values={{ releaseFrom: '2026-01-01', releaseTo: null }}
        onChange={onChange}
        ranges={{ releaseDate: ['releaseFrom', 'releaseTo'] }}
        labels={{ releaseDate: 'Release' }}
      />,
    );
    expect((screen.getByLabelText('Release from') as HTMLInputElement).value).toBe('2026-01-01');
    fireEvent.change(screen.getByLabelText('Release to'), { target: { value: '2026-03-31' } });
    expect(onChange).toHaveBeenLastCalledWith({ releaseTo: '2026-03-31' });
    fireEvent.change(screen.getByLabelText('Release from'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ releaseFrom: null });
  });
});
