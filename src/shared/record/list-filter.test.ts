import { describe, expect, it } from 'vitest';
import { clientDeclaration } from '../domain/client/client.record';
import { incidentDeclaration } from '../domain/incident/incident.record';
import { modelFilterOf } from './list-filter';

describe("a list's filter for the API, from the declaration", () => {
  it('matches a choice, a reference and a flag exactly, and leaves out what is not chosen', () => {
    expect(
      modelFilterOf(incidentDeclaration, {
        type: 'MEDICAL',
        status: null,
        facilityId: 'facility-1',
        reporterId: '',
        reportedToFacility: false,
      }),
    ).toEqual({
      type: { eq: 'MEDICAL' },
      facilityId: { eq: 'facility-1' },
      reportedToFacility: { eq: false },
    });
  });

  it("reads a date's bounds from where the page keeps them, either or both", () => {
    const ranges = { date: ['from', 'to'] } as const;
    expect(modelFilterOf(incidentDeclaration, { from: '2026-01-01', to: null }, ranges)).toEqual({
      date: { ge: '2026-01-01' },
    });
    expect(
      modelFilterOf(incidentDeclaration, { from: '2026-01-01', to: '2026-01-31' }, ranges),
    ).toEqual({ date: { ge: '2026-01-01', le: '2026-01-31' } });
    // Without a mapping, a date's bounds are <field>From and <field>To.
    expect(modelFilterOf(clientDeclaration, { releaseDateTo: '2026-02-01' })).toEqual({
      releaseDate: { le: '2026-02-01' },
    });
  });

  it("leaves out the page's own values and the fields the API does not filter by", () => {
    expect(
      modelFilterOf(incidentDeclaration, {
        sortBy: 'DATE',
        openFirst: true,
        // Long free text is not a filter (declared `filter: false`).
        resolutionNotes: 'Closed after review',
        involvedInmates: ['A-1'],
      }),
    ).toEqual({});
  });
});
