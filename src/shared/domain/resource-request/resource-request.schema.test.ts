import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../../tests/support/form-schema';
import {
  RESOURCE_REQUEST_DEFAULTS,
  resourceRequestInputSchema,
  stockProblem,
} from './resource-request.schema';

const errorsFor = (values: Record<string, unknown>) =>
  schemaErrors(resourceRequestInputSchema, values);

describe('resource requests (product.md §12)', () => {
  it('accepts a request and stores empty optional fields as null', () => {
    expect(
      resourceRequestInputSchema.parse({ resourceId: 'r1', quantity: '3', notes: ' ' }),
    ).toEqual({
      resourceId: 'r1',
      quantity: 3,
      facilityId: null,
      notes: null,
    });
  });

  it('requires a resource', () => {
    expect(errorsFor({ resourceId: '', quantity: 1 }).resourceId).toBe('Resource is required');
    expect(errorsFor({ quantity: 1 }).resourceId).toBe('Resource is required');
  });

  it.each([0, -1, '', undefined, 'two', 1.5, '1.5'])(
    'quantity %s → "Quantity must be at least 1"',
    (quantity) => {
      expect(errorsFor({ resourceId: 'r1', quantity }).quantity).toBe(
        'Quantity must be at least 1',
      );
    },
  );

  it('starts a request at one item', () => {
    expect(RESOURCE_REQUEST_DEFAULTS).toEqual({ quantity: 1 });
  });
});

describe('stock check', () => {
  it.each([
    [1, 5, null],
    [5, 5, null],
    [6, 5, 'Only 5 in stock'],
    [1, 0, 'Only 0 in stock'],
    [1, -2, 'Only 0 in stock'],
  ])('%i requested with %i in stock → %s', (requested, inStock, problem) => {
    expect(stockProblem(requested, inStock)).toBe(problem);
  });
});
