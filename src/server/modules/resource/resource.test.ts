/** createResource and getResource: stored fields, the derived category, save defaults, validation. */
import { beforeEach, describe, expect, it } from 'vitest';
import { resource } from '../../db/schema/resource';
import { errorCode } from '../../../../tests/support/graphql';
import {
  incarcerationResourceInput,
  insertFacility,
  resourceInput,
} from '../../../../tests/support/resource-factory';
import {
  MISSING_IDS,
  expectCreateAudited,
  expectNothingStored,
  recordApi,
} from '../../../../tests/support/record-api';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

export const RESOURCE_FIELDS = `id title description type category language topic url fileType quantity
  reorderThreshold costPerUnit facilityId facilityApproved approvedFacilities restrictedFacilities
  providerName contactInfo serviceArea eligibilityCriteria applicationProcess waitlistTime location
  timesDistributed lastDistributedDate status createdBy updatedBy version createdAt updatedAt`;
const resources = recordApi('Resource', RESOURCE_FIELDS, 'id');

interface ResourceResult {
  id: string;
  category: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
});

async function create(input: Record<string, unknown>) {
  return admin.run<{ createResource: ResourceResult }>(resources.create, { input });
}

async function storedCount() {
  return (await app.database.db.select({ id: resource.id }).from(resource)).length;
}

describe('createResource', () => {
  it('stores every field, names the actor and returns the record at version 1', async () => {
    const input = incarcerationResourceInput(facilityId, {
      title: '  Quran  ',
      url: 'https://example.org/quran',
      restrictedFacilities: [],
      location: 'Store room 2',
      timesDistributed: 4,
      lastDistributedDate: '2030-01-02T03:04:05.000Z',
    });
    const result = await create(input);
    expect(result.errors).toEqual([]);
    const created = result.data!.createResource;
    expect(created).toMatchObject({
      ...input,
      title: 'Quran',
      category: 'INCARCERATION_RELIGIOUS',
      createdBy: admin.person!.id,
      updatedBy: admin.person!.id,
      version: 1,
    });
    expect(await resources.fetched(admin, created.id)).toEqual(created);
  });

  it.each([
    ['QURAN', 'INCARCERATION_RELIGIOUS'],
    ['VIDEO', 'INCARCERATION_EDUCATIONAL'],
    ['FOOD', 'POST_INCARCERATION_BASIC_NEEDS'],
    ['LEGAL_ASSISTANCE', 'POST_INCARCERATION_SERVICES'],
    ['OTHER', 'GENERAL'],
  ])('derives the category from the type: %s gives %s', async (type, category) => {
    const result = await create(
      incarcerationResourceInput(facilityId, {
        type,
        providerName: 'Provider',
        contactInfo: 'contact@example.org',
      }),
    );
    expect(result.errors).toEqual([]);
    expect(result.data!.createResource.category).toBe(category);
  });

  it('applies the defaults of product.md §9 and the save defaults of product.md §4.6', async () => {
    const result = await create({ title: 'Leaflet', description: 'About the programme' });
    expect(result.errors).toEqual([]);
    const created = result.data!.createResource;
    expect(created).toMatchObject({
      type: 'OTHER',
      category: 'GENERAL',
      // Nothing in stock: the status follows the stock (product.md §4.6).
      status: 'OUT_OF_STOCK',
      quantity: 0,
      language: 'English',
      timesDistributed: 0,
      // Nothing was distributed yet.
      lastDistributedDate: null,
      approvedFacilities: [],
    });
  });

  it.each([
    ['LOW_STOCK', 72, 10, 'AVAILABLE'],
    ['AVAILABLE', 10, 10, 'LOW_STOCK'],
    ['AVAILABLE', 0, 10, 'OUT_OF_STOCK'],
    ['DISCONTINUED', 72, 10, 'DISCONTINUED'],
    ['NEEDS_RENEWAL', 0, 10, 'NEEDS_RENEWAL'],
  ])(
    'saves %s with %i in stock and a threshold of %i as %s',
    async (status, quantity, reorderThreshold, saved) => {
      const result = await create(resourceInput({ status, quantity, reorderThreshold }));
      expect(result.errors).toEqual([]);
      expect(result.data!.createResource.status).toBe(saved);
    },
  );

  it('writes an audit entry naming who created what', async () => {
    const created = (await create(resourceInput({ title: 'Audited' }))).data!.createResource;
    await expectCreateAudited(app.database.db, resources, admin, created.id, ['title', 'Audited']);
  });
});

const INVALID: [Record<string, unknown>, Record<string, string>][] = [
  [{ title: '  ' }, { title: 'Title is required' }],
  [{ type: null }, { type: 'Type is required' }],
  [{ description: '' }, { description: 'Description is required' }],
  [{ language: null }, { language: 'Language is required' }],
  [{ quantity: null }, { quantity: 'Quantity is required' }],
  [{ quantity: -1 }, { quantity: 'Quantity cannot be negative' }],
  [{ url: 'not a url' }, { url: 'Please enter a valid URL' }],
  [{ url: 'javascript:alert(1)' }, { url: 'Please enter a valid URL' }],
  [{ reorderThreshold: -1 }, { reorderThreshold: 'Reorder threshold cannot be negative' }],
  [{ costPerUnit: -0.01 }, { costPerUnit: 'Cost per unit cannot be negative' }],
  [{ timesDistributed: -2 }, { timesDistributed: 'Times distributed cannot be negative' }],
  [{ status: null }, { status: 'Status is required' }],
  [{ title: 'x'.repeat(501) }, { title: 'Must be at most 500 characters' }],
  [
    { providerName: null, contactInfo: '' },
    {
      providerName: 'Provider name is required for service resources',
      contactInfo: 'Contact information is required for service resources',
    },
  ],
];

describe('createResource validation (product.md §5.4, §11)', () => {
  const cases = INVALID.map(([overrides, fieldErrors]) => ({
    fields: Object.keys(overrides).join(' and '),
    overrides,
    fieldErrors,
  }));
  it.each(cases)('refuses a bad $fields with VALIDATION_FAILED, storing nothing', async (row) => {
    const { overrides, fieldErrors } = row;
    const result = await create(resourceInput(overrides));
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual(fieldErrors);
    expect(result.errors[0]!.message).toBe(Object.values(fieldErrors)[0]);
    await expectNothingStored(app.database.db, resource, 'Resource');
  });

  it('requires a primary facility and approved facilities for incarceration resources only', async () => {
    const result = await create(
      incarcerationResourceInput(facilityId, { facilityId: null, approvedFacilities: [] }),
    );
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      facilityId: 'Primary facility is required',
      approvedFacilities: 'Select at least one approved facility',
    });
    const service = await create(resourceInput({ facilityId: null, approvedFacilities: [] }));
    expect(service.errors).toEqual([]);
  });

  it('refuses facilities that do not exist, and stores nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ facilityId: missing }, { facilityId: 'Facility not found' }],
      [{ facilityId: 'not-a-uuid' }, { facilityId: 'Facility not found' }],
      [
        { approvedFacilities: [facilityId, missing] },
        { approvedFacilities: 'An approved facility was not found' },
      ],
      [
        { restrictedFacilities: ['garbage'] },
        { restrictedFacilities: 'A restricted facility was not found' },
      ],
    ];
    for (const [overrides, fieldErrors] of cases) {
      const result = await create(incarcerationResourceInput(facilityId, overrides));
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.errors[0]!.extensions!.fieldErrors).toEqual(fieldErrors);
    }
    expect(await storedCount()).toBe(0);
  });

  it('ignores a category sent by hand: the input has no such field', async () => {
    const result = await create({ ...resourceInput(), category: 'GENERAL' });
    expect(result.errors[0]!.message).toMatch(/category/);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a last distributed date that is not an instant with a time zone', async () => {
    const result = await create(resourceInput({ lastDistributedDate: '2030-01-02T03:04' }));
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      lastDistributedDate: 'Must be a valid date and time with a time zone',
    });
    expect(await storedCount()).toBe(0);
  });
});

describe('getResource', () => {
  it('answers null for a missing or malformed id', async () => {
    for (const id of MISSING_IDS) expect(await resources.fetched(admin, id)).toBeNull();
  });
});
