import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import { volunteerRecord } from '../../../../../tests/support/volunteer-record';
import { VolunteerCard } from './VolunteerCard';

const noop = () => undefined;

describe('VolunteerCard', () => {
  it('tells volunteers apart while collapsed: e-mail, contact number and languages', () => {
    renderWithProviders(
      <VolunteerCard volunteer={volunteerRecord()} onView={noop} onEdit={noop} onDelete={noop} />,
    );
    const card = screen.getByRole('article', { name: 'Yusuf Ali' });
    expect(screen.getByRole('button', { name: /Yusuf Ali/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(card.textContent).toContain('yusuf.ali@example.org');
    expect(card.textContent).toContain('+44 161 496 0321');
    expect(card.textContent).toContain('Arabic, English');
  });
});
