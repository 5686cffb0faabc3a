import { FACILITY_DEFAULTS } from '../../../../shared/domain/facility/facility.schema';
import type { Facility } from '../api/facility.api';

/** What the facility form edits: list fields as comma-separated text, numbers as numbers. */
export interface FacilityFormValues {
  name: string;
  address: string;
  region: string;
  type: string;
  securityLevel: string;
  status: string;
  operatingHours: string;
  contactPerson: string;
  contactNumber: string;
  email: string;
  latitude: number;
  longitude: number;
  facilities: string;
  visitationRules: string;
  itemRestrictions: string;
  notes: string;
}

export function emptyFacilityForm(): FacilityFormValues {
  return {
    name: '',
    address: '',
    region: '',
    type: FACILITY_DEFAULTS.type,
    securityLevel: FACILITY_DEFAULTS.securityLevel,
    status: FACILITY_DEFAULTS.status,
    operatingHours: '',
    contactPerson: '',
    contactNumber: '',
    email: '',
    latitude: FACILITY_DEFAULTS.latitude,
    longitude: FACILITY_DEFAULTS.longitude,
    facilities: '',
    visitationRules: '',
    itemRestrictions: '',
    notes: '',
  };
}

export function facilityToForm(facility: Facility): FacilityFormValues {
  return {
    ...facility,
    facilities: facility.facilities.join(', '),
    visitationRules: facility.visitationRules ?? '',
    itemRestrictions: facility.itemRestrictions ?? '',
    notes: facility.notes ?? '',
  };
}
