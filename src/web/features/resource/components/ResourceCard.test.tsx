import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import {
  resourceRecord,
  SAFE_HAVEN_HOUSING,
} from '../../../../../tests/support/web/resource-record';
import type { Resource } from '../api/resource.api';
import { ResourceCard } from './ResourceCard';

// 150 characters: the first 100 end in '0123456789' so the cut is easy to see.
const LONG_DESCRIPTION = `${'Qur’an with translation. '.repeat(4).slice(0, 90)}0123456789${'x'.repeat(50)}`;

const QURAN = resourceRecord({
  description: LONG_DESCRIPTION,
  quantity: 2,
  costPerUnit: 12.5,
  facilityName: null,
  approvedFacilityNames: [],
  providerName: 'Should not show',
  serviceArea: 'Should not show either',
  waitlistTime: '1 week',
  timesDistributed: 4,
  lastDistributedDate: '2026-03-01T10:00:00.000Z',
});

const HOUSING: Resource = {
  ...QURAN,
  ...SAFE_HAVEN_HOUSING,
  quantity: 30,
  reorderThreshold: 10,
  contactInfo: '0161 496 0000',
  serviceArea: 'Greater Manchester',
  waitlistTime: '3 months',
};

function renderCard(resource: Resource) {
  const callbacks = { onEdit: vi.fn(), onRequest: vi.fn(), onDetails: vi.fn() };
  const rendered = renderWithProviders(<ResourceCard resource={resource} {...callbacks} />);
  const card = screen.getByRole('article', { name: resource.title });
  return { ...rendered, ...callbacks, card };
}

describe('ResourceCard (product.md §2.6)', () => {
  it('shows an incarceration resource: status, group, type and language, the description cut', () => {
    const { card } = renderCard(QURAN);

    expect(within(card).getByRole('heading', { name: 'The Clear Quran' })).toBeTruthy();
    expect(within(card).getByText('Available')).toBeTruthy();
    expect(within(card).getByText('Religious Materials')).toBeTruthy();
    expect(within(card).getByText('Quran · English')).toBeTruthy();

    const preview = `${LONG_DESCRIPTION.slice(0, 100)}...`;
    expect(preview.endsWith('0123456789...')).toBe(true);
    expect(within(card).getByText(preview)).toBeTruthy();
    expect(card.textContent).not.toContain(LONG_DESCRIPTION.slice(0, 101));

    // Provider, area, wait time and the bar are for post-release cards only.
    expect(within(card).queryByText(/Provider:/)).toBeNull();
    expect(within(card).queryByText(/Area:/)).toBeNull();
    expect(within(card).queryByText(/Wait time:/)).toBeNull();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).queryByText('Reorder')).toBeNull();
  });

  it('shows a post-release resource’s provider, area, wait time and quantity bar', () => {
    const { card } = renderCard(HOUSING);

    // The group is the sub-tab's name.
    expect(within(card).getByText('Housing')).toBeTruthy();
    expect(within(card).getByText('Housing · English')).toBeTruthy();
    expect(within(card).getByText('Transitional housing for returning citizens.')).toBeTruthy();
    expect(within(card).getByText('Provider: Safe Haven Trust')).toBeTruthy();
    expect(within(card).getByText('Area: Greater Manchester')).toBeTruthy();
    expect(within(card).getByText('Wait time: 3 months')).toBeTruthy();
    const bar = within(card).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    // 30 is above the threshold of 10: not flagged.
    expect(within(card).queryByText('Reorder')).toBeNull();
  });

  it('flags stock at or below the reorder threshold', () => {
    const { card } = renderCard({ ...HOUSING, quantity: 10 });

    expect(within(card).getByText('Reorder')).toBeTruthy();
    expect(
      within(card)
        .getByRole('progressbar')
        .closest('[data-bar-color]')
        ?.getAttribute('data-bar-color'),
    ).toBe('red');
  });

  it('calls back from Edit, Request and Details', async () => {
    const { user, card, onEdit, onRequest, onDetails } = renderCard(QURAN);

    await user.click(within(card).getByRole('button', { name: 'Edit The Clear Quran' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onRequest).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Request The Clear Quran' }));
    expect(onRequest).toHaveBeenCalledOnce();

    await user.click(within(card).getByRole('button', { name: 'Details of The Clear Quran' }));
    expect(onDetails).toHaveBeenCalledOnce();
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
