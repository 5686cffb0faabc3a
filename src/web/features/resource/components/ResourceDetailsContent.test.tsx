/** A resource's details panel: the declared sections, each field worded as the declaration says. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphqlServer } from '../../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../../tests/support/render';
import {
  resourceRecord,
  SAFE_HAVEN_HOUSING,
} from '../../../../../tests/support/web/resource-record';
import { ResourceDetailsContent } from './ResourceDetailsContent';

/** The label and value pairs of the section `title`, as people read them. */
function lines(title: string): string[] {
  const section = screen.getByRole('region', { name: title });
  const terms = within(section).getAllByRole('term');
  return terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('ResourceDetailsContent', () => {
  it('shows every section with the labels and words of the declaration', async () => {
    stubGraphqlServer({
      ListResourceRequests: () => ({
        data: { listResourceRequests: { items: [], nextToken: null }, total: 0 },
      }),
    });
    const resource = resourceRecord({
      ...SAFE_HAVEN_HOUSING,
      costPerUnit: 2.5,
      location: 'Shelf B',
      eligibilityCriteria: 'Released in the last year',
      applicationProcess: 'Call first',
      approvedFacilityNames: ['HMP Leeds', 'HMP Manchester'],
    });
    renderWithProviders(<ResourceDetailsContent resource={resource} />);
    await screen.findByText('No requests yet.');
    expect(lines('Resource')).toEqual([
      'Type: Housing',
      'Category: Post Incarceration Basic Needs',
      'Language: English',
      'Topic: —',
      'Description: Transitional housing for returning citizens.',
      'Web Address: —',
    ]);
    expect(lines('Stock and Distribution')).toEqual([
      'Quantity: 12',
      'Reorder Threshold: —',
      'Cost per Unit: 2.5',
      'Storage Location: Shelf B',
      'Times Distributed: 0',
      'Last Distributed: —',
    ]);
    expect(lines('Facilities')).toEqual([
      'Primary Facility: —',
      'Approved Facilities: HMP Leeds, HMP Manchester',
    ]);
    expect(lines('Provider')).toEqual([
      'Provider Name: Safe Haven Trust',
      'Contact Information: —',
      'Service Area: —',
      'Wait Time: —',
      'Eligibility: Released in the last year',
      'How to Apply: Call first',
    ]);
  });
});
