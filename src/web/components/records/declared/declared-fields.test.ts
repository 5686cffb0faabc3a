import { describe, expect, it } from 'vitest';
import { adminDeclaration } from '../../../../shared/domain/admin/admin.record';
import { incidentDeclaration } from '../../../../shared/domain/incident/incident.record';
import { programDeclaration } from '../../../../shared/domain/program/program.record';
import { declaredFields } from './declared-fields';

const report = {
  time: '14:30',
  facilityId: 'facility-1',
  facilityName: 'HMP Leeds',
  reportedToFacility: true,
  facilityResponse: null,
  resolutionNotes: 'Talked it through',
};

describe("a card's lines from the declaration", () => {
  it('labels and words each field as the details panel does, in the order asked', () => {
    expect(
      declaredFields(incidentDeclaration, report, ['reportedToFacility', 'time', 'facilityId']),
    ).toEqual([
      { label: 'Reported to Facility', value: 'Yes' },
      { label: 'Time', value: '2:30 PM' },
      { label: 'Facility', value: 'HMP Leeds' },
    ]);
    expect(
      declaredFields(programDeclaration, { startTime: '10:00', endTime: '11:30' }, ['startTime']),
    ).toEqual([{ label: 'Time', value: '10:00 AM – 11:30 AM' }]);
  });

  it("writes an instant in the programme's time, and a label the details word their own way", () => {
    const admin = { contactNumber: '555 0142', lastActive: '2027-01-09T16:00:00Z' };
    const [contact, lastActive] = declaredFields(adminDeclaration, admin, [
      'contactNumber',
      'lastActive',
    ]);
    expect(contact).toEqual({ label: 'Contact', value: '555 0142' });
    expect(lastActive!.label).toBe('Last Active');
    expect(lastActive!.value).toMatch(/^\w{3}, Jan \d{1,2}, 2027, \d{1,2}:00 [AP]M$/);
  });

  it('leaves out an empty field only when asked to', () => {
    const names = ['facilityResponse', 'resolutionNotes'] as const;
    expect(declaredFields(incidentDeclaration, report, names, names)).toEqual([
      { label: 'Resolution Notes', value: 'Talked it through' },
    ]);
    expect(declaredFields(incidentDeclaration, report, names).map((line) => line.label)).toEqual([
      'Facility Response',
      'Resolution Notes',
    ]);
  });
});
