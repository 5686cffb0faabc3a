/**
 * A resource as the web app's queries return it, for component tests: "The Clear Quran", 12
 * available, kept at HMP Manchester (facility-1) and approved there, never handed out. A test
 * passes what its case is about.
 */
import type { Resource } from '../../../src/web/features/resource/api/resource.api';

export const resourceRecord = (overrides: Partial<Resource> = {}): Resource => ({
  facilityApproved: false,
  restrictedFacilities: [],
  restrictedFacilityNames: [],
  fileType: null,
  id: 'resource-1',
  title: 'The Clear Quran',
  description: 'Qur’an with an English translation.',
  type: 'QURAN',
  category: 'INCARCERATION_RELIGIOUS',
  language: 'English',
  topic: null,
  url: null,
  quantity: 12,
  reorderThreshold: null,
  costPerUnit: null,
  facilityId: 'facility-1',
  facilityName: 'HMP Manchester',
  approvedFacilities: ['facility-1'],
  approvedFacilityNames: ['HMP Manchester'],
  providerName: null,
  contactInfo: null,
  serviceArea: null,
  eligibilityCriteria: null,
  applicationProcess: null,
  waitlistTime: null,
  location: null,
  timesDistributed: 0,
  lastDistributedDate: null,
  status: 'AVAILABLE',
  version: 1,
  ...overrides,
});

/**
 * What makes a resource Safe Haven Housing (resource-2), a post-release service kept at no
 * facility: spread over a test's resource, before what its case is about.
 */
export const SAFE_HAVEN_HOUSING: Partial<Resource> = {
  id: 'resource-2',
  title: 'Safe Haven Housing',
  description: 'Transitional housing for returning citizens.',
  type: 'HOUSING',
  category: 'POST_INCARCERATION_BASIC_NEEDS',
  facilityId: null,
  facilityName: null,
  approvedFacilities: [],
  approvedFacilityNames: [],
  providerName: 'Safe Haven Trust',
};
