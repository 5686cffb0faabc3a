import { describe, expect, it } from 'vitest';
import { itRequiresEach, schemaErrors } from '../../../../tests/support/form-schema';
import { RESOURCE_TYPES } from './resource.enums';
import { RESOURCE_DEFAULTS, resourceInputSchema } from './resource.schema';
import { isServiceType } from './resource.types';

const book = {
  title: 'Arabic Primer',
  description: 'Letters and pronunciation',
  type: 'BOOK',
  language: 'English',
  quantity: 12,
  status: 'AVAILABLE',
  facilityId: 'f1',
  approvedFacilities: ['f1', 'f2'],
};

const housing = {
  title: 'Safe House',
  description: 'Transitional housing',
  type: 'HOUSING',
  language: 'English',
  quantity: '0',
  status: 'AVAILABLE',
  providerName: 'Dar Housing',
  contactInfo: '555 0102',
};

const errorsFor = (values: Record<string, unknown>) => schemaErrors(resourceInputSchema, values);

describe('resource form validation (product.md §11)', () => {
  it('accepts an incarceration resource and derives its category', () => {
    const resource = resourceInputSchema.parse(book);
    expect(resource.category).toBe('INCARCERATION_EDUCATIONAL');
    // The category follows the type: given, it is refused rather than silently replaced.
    expect(
      resourceInputSchema.safeParse({ ...book, category: 'GENERAL' }).error!.issues[0]!.message,
    ).toBe('A resource has no field called "category".');
    expect(resource).toMatchObject({
      url: null,
      reorderThreshold: null,
      costPerUnit: null,
      timesDistributed: null,
      lastDistributedDate: null,
      restrictedFacilities: [],
      facilityApproved: false,
    });
  });

  it('accepts a post-release service without any facility', () => {
    const resource = resourceInputSchema.parse(housing);
    expect(resource.category).toBe('POST_INCARCERATION_BASIC_NEEDS');
    expect(resource.quantity).toBe(0);
    expect(resource.facilityId).toBeNull();
  });

  itRequiresEach(resourceInputSchema, book, [
    ['title', 'Title is required'],
    ['type', 'Type is required'],
    ['description', 'Description is required'],
    ['language', 'Language is required'],
    ['status', 'Status is required'],
    ['quantity', 'Quantity is required'],
  ]);

  it('refuses an unknown type', () => {
    expect(errorsFor({ ...book, type: 'SCROLL' }).type).toBe('Type is required');
  });

  it.each([
    ['quantity', -1, 'Quantity cannot be negative'],
    ['quantity', 'many', 'Quantity must be a whole number'],
    ['quantity', 1.5, 'Quantity must be a whole number'],
    ['reorderThreshold', -1, 'Reorder threshold cannot be negative'],
    ['reorderThreshold', 'low', 'Reorder threshold must be a whole number'],
    ['costPerUnit', -0.01, 'Cost per unit cannot be negative'],
    ['costPerUnit', 'free', 'Cost per unit must be a number'],
    ['timesDistributed', -3, 'Times distributed cannot be negative'],
  ])('%s = %s → "%s"', (field, value, message) => {
    expect(errorsFor({ ...book, [field]: value })[field]).toBe(message);
  });

  it('keeps numbers and empty number fields as the form sends them', () => {
    const resource = resourceInputSchema.parse({
      ...book,
      quantity: '0',
      reorderThreshold: '5',
      costPerUnit: '2.75',
    });
    expect(resource).toMatchObject({ quantity: 0, reorderThreshold: 5, costPerUnit: 2.75 });
    expect(
      resourceInputSchema.parse({ ...book, reorderThreshold: '' }).reorderThreshold,
    ).toBeNull();
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://files.example.org/a.pdf', 'www.example.org'])(
    'refuses the address "%s"',
    (url) => {
      expect(errorsFor({ ...book, url }).url).toBe('Please enter a valid URL');
    },
  );

  it('accepts web addresses and stores an empty one as null', () => {
    expect(resourceInputSchema.parse({ ...book, url: ' https://example.org/a.pdf ' }).url).toBe(
      'https://example.org/a.pdf',
    );
    expect(resourceInputSchema.parse({ ...book, url: '' }).url).toBeNull();
  });

  it('requires a primary facility and approved facilities for incarceration resources', () => {
    const errors = errorsFor({ ...book, facilityId: '', approvedFacilities: ' , ' });
    expect(errors.facilityId).toBe('Primary facility is required');
    expect(errors.approvedFacilities).toBe('Select at least one approved facility');
    expect(errorsFor({ ...book, type: 'QURAN', facilityId: null }).facilityId).toBe(
      'Primary facility is required',
    );
  });

  it('does not tie post-release or general resources to a facility', () => {
    expect(errorsFor({ ...housing, facilityId: '', approvedFacilities: [] })).toEqual({});
    expect(errorsFor({ ...book, type: 'OTHER', facilityId: '', approvedFacilities: [] })).toEqual(
      {},
    );
  });

  // The service types themselves are held to product.md §5.4 by resource.types.test.ts.
  it.each(RESOURCE_TYPES.filter(isServiceType))(
    'requires a provider and contact information for the service type %s',
    (type) => {
      const errors = errorsFor({ ...housing, type, providerName: ' ', contactInfo: undefined });
      expect(errors.providerName).toBe('Provider name is required for service resources');
      expect(errors.contactInfo).toBe('Contact information is required for service resources');
    },
  );

  it('does not require a provider for other post-release types', () => {
    expect(errorsFor({ ...housing, type: 'FOOD', providerName: '', contactInfo: '' })).toEqual({});
  });

  it('reports the type-dependent rules together with missing fields', () => {
    const errors = errorsFor({ ...book, title: '', quantity: 'x', facilityId: '' });
    expect(errors).toMatchObject({
      title: 'Title is required',
      quantity: 'Quantity must be a whole number',
      facilityId: 'Primary facility is required',
    });
  });

  it('accepts a last distributed date read back from the database', () => {
    const date = new Date('2026-02-01T09:00:00Z');
    expect(
      resourceInputSchema.parse({ ...book, lastDistributedDate: date }).lastDistributedDate,
    ).toBe('2026-02-01T09:00:00.000Z');
  });

  it('refuses hostile text', () => {
    expect(errorsFor({ ...book, title: 'x'.repeat(501) }).title).toBe(
      'Must be at most 500 characters',
    );
    expect(errorsFor({ ...book, description: 'a\u0000' }).description).toBe(
      'Must not contain control characters',
    );
  });

  it('has the defaults of product.md §9', () => {
    // The category is not given: it follows the type.
    expect(RESOURCE_DEFAULTS).toEqual({
      type: 'OTHER',
      status: 'AVAILABLE',
      quantity: 0,
      language: 'English',
      timesDistributed: 0,
      facilityApproved: false,
    });
  });
});
