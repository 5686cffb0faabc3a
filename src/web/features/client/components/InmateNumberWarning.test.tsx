import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientRecord } from '../../../../../tests/support/client-record';
import { renderWithProviders } from '../../../../../tests/support/render';
import { InmateNumberWarning } from './InmateNumberWarning';

describe('InmateNumberWarning: a likely duplicate at the same facility (decision 097)', () => {
  it('names the other client and the number, and says what to check', () => {
    renderWithProviders(
      <InmateNumberWarning
        client={clientRecord({ inmateNumber: 'A-500', inmateNumberSharedWith: ['C-00003'] })}
      />,
    );
    expect(screen.getByText('Same inmate number as another client')).toBeTruthy();
    expect(
      screen.getByText(
        'Client C-00003 at the same facility has inmate number A-500. Check that they are not the same person, or correct the number.',
      ),
    ).toBeTruthy();
  });

  it('shows nothing when no other client has the number, or the viewer may not be told', () => {
    const { container } = renderWithProviders(
      <>
        <InmateNumberWarning client={clientRecord({ inmateNumberSharedWith: [] })} />
        <InmateNumberWarning client={clientRecord({ inmateNumberSharedWith: null })} />
      </>,
    );
    expect(container.textContent).not.toContain('inmate number');
  });
});
