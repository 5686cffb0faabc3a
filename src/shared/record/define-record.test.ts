import { describe, expect, it } from 'vitest';
import { optionalChoice } from '../domain/common/fields';
import { optionalText, requiredText, textList } from '../domain/common/text';
import { adminDeclaration } from '../domain/admin/admin.record';
import { clientDeclaration } from '../domain/client/client.record';
import { contactLogDeclaration } from '../domain/contact-log/contact-log.record';
import { facilityDeclaration } from '../domain/facility/facility.record';
import { incidentDeclaration } from '../domain/incident/incident.record';
import { programDeclaration } from '../domain/program/program.record';
import { resourceDeclaration } from '../domain/resource/resource.record';
import { resourceRequestDeclaration } from '../domain/resource-request/resource-request.record';
import { scheduleDeclaration } from '../domain/schedule/schedule.record';
import { volunteerDeclaration } from '../domain/volunteer/volunteer.record';
import { z } from 'zod';
import { requiredDate } from '../domain/common/dates';
import { declaredDefaults, declaredValues, defineRecord, storedWithChanges } from './define-record';
import { choice, date, integer, list, reference, text, timestamp } from './field';

const fields = () => ({
  name: text(requiredText('Name is required'), { label: 'Name' }),
  nickname: text(optionalText(50), { label: 'Nickname' }),
  colour: choice('Colour', ['RED', 'BLUE'], optionalChoice(['RED', 'BLUE'], 'Pick a colour'), {
    label: 'Colour',
  }),
  tags: list(textList(), { label: 'Tags', default: ['new'] }),
});

const placedOnce = [{ title: 'All', fields: ['name', 'nickname', 'colour', 'tags'] as const }];
const declare = (form = placedOnce as never) =>
  defineRecord({
    typeName: 'Thing',
    pluralName: 'Things',
    noun: 'thing',
    description: 'A test record',
    fields: fields(),
    form,
  });

describe('defineRecord', () => {
  it('refuses input keys the record type does not declare, naming them', () => {
    const result = declare().inputObject.safeParse({ name: 'A', nickame: 'x', extra: 1 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'A thing has no fields called "nickame", "extra".',
    ]);
  });

  it.each([
    ['Admin', adminDeclaration],
    ['Volunteer', volunteerDeclaration],
    ['Program', programDeclaration],
    ['IncidentReport', incidentDeclaration],
    ['ContactLog', contactLogDeclaration],
    ['ResourceRequest', resourceRequestDeclaration],
    ['Resource', resourceDeclaration],
    ['Schedule', scheduleDeclaration],
    ['Client', clientDeclaration],
    ['Facility', facilityDeclaration],
  ] as const)('%s refuses an undeclared key in its input', (typeName, declaration) => {
    const result = declaration.inputObject.safeParse({ notAField: 'x' });
    expect(result.error!.issues.map((issue) => issue.message)).toContain(
      `${/^[aeiou]/.test(declaration.noun) ? 'An' : 'A'} ${declaration.noun} has no field called "notAField".`,
    );
    expect(declaration.typeName).toBe(typeName);
  });

  it('stops at load when a field has no place in the form, or two', () => {
    const missing = [{ title: 'All', fields: ['name', 'nickname', 'colour'] }];
    expect(() => declare(missing as never)).toThrow(
      'Thing.tags is placed 0 times in the form (expected 1)',
    );
    const twice = [...placedOnce, { title: 'Again', fields: ['name'] }];
    expect(() => declare(twice as never)).toThrow(
      'Thing.name is placed 2 times in the form (expected 1)',
    );
  });

  it('stops at load when anonymising would remove a field that must hold a value', () => {
    const removing = (name: 'name' | 'nickname' | 'tags') => () =>
      defineRecord({
        typeName: 'Thing',
        pluralName: 'Things',
        noun: 'thing',
        description: 'A test record',
        fields: { ...fields(), [name]: { ...fields()[name], anonymise: 'remove' } },
      });
    expect(removing('name')).toThrow(
      "Thing.name is required, so anonymising cannot remove it: say 'keep' or 'coarsen', or make the whole record go (deletedWhenClientAnonymised: true)",
    );
    // An optional field is emptied, a list made empty.
    expect(removing('nickname')).not.toThrow();
    expect(removing('tags')).not.toThrow();
  });

  it("stops at load when a record kept beside a client has no place in the person's file", () => {
    const beside = (clientFile?: object) => () =>
      defineRecord({
        typeName: 'Thing',
        pluralName: 'Things',
        noun: 'thing',
        description: 'A test record',
        fields: {
          ...fields(),
          clientId: reference('client', requiredText('Client'), { label: 'Client' }),
        },
        ...(clientFile ? { clientFile: clientFile as never } : {}),
      });
    expect(beside()).toThrow(
      "Thing is kept beside a client: say where the person's own file lists it (clientFile)",
    );
    expect(
      beside({ key: 'things', title: 'Things', columns: ['name'], orderBy: ['createdAt'] }),
    ).not.toThrow();
    // A section without a client to keep it beside is a mistake too.
    expect(() =>
      defineRecord({
        typeName: 'Thing',
        pluralName: 'Things',
        noun: 'thing',
        description: 'A test record',
        fields: fields(),
        clientFile: { key: 'things', title: 'Things', columns: ['name'], orderBy: ['createdAt'] },
      }),
    ).toThrow('Thing has a clientFile section but no clientId reference to a client');
    expect(() =>
      defineRecord({
        typeName: 'Thing',
        pluralName: 'Things',
        noun: 'thing',
        description: 'A test record',
        fields: fields(),
        clientSection: { title: 'Things', empty: 'None yet.', titleField: 'name', lineFields: [] },
      }),
    ).toThrow('Thing has a clientSection but no clientId reference to a client');
  });

  it('stops at load when a record due from the release has no client or days from it', () => {
    const due = (withOffset: boolean) => () =>
      defineRecord({
        typeName: 'Thing',
        pluralName: 'Things',
        noun: 'thing',
        description: 'A test record',
        dueFromRelease: true,
        fields: {
          ...fields(),
          clientId: reference('client', requiredText('Client'), { label: 'Client' }),
          ...(withOffset ? { offsetDays: integer(z.number().nullable(), { label: 'Days' }) } : {}),
        },
        clientFile: { key: 'things', title: 'Things', columns: ['name'], orderBy: ['createdAt'] },
      });
    expect(due(false)).toThrow(
      'Thing is due from the release (dueFromRelease) but has no clientId and offsetDays fields',
    );
    expect(due(true)).not.toThrow();
  });

  it('derives which fields a stored record may lack from their schemas', () => {
    const declared = declare().fields;
    expect(
      [declared.name, declared.nickname, declared.colour, declared.tags].map((f) => f.nullable),
    ).toEqual([false, true, true, false]);
  });

  it('gives each new record defaults of its own, and picks declared values from a stored row', () => {
    const declaration = declare();
    const first = declaredDefaults(declaration);
    expect(first).toEqual({ tags: ['new'] });
    expect(first.tags).not.toBe(declaredDefaults(declaration).tags);
    expect(declaredValues(declaration, { id: 'x', version: 3, name: 'A', colour: null })).toEqual({
      name: 'A',
      colour: null,
    });
  });

  it('keeps the fields the server keeps out of the input, and starts dates as today when asked', () => {
    const declaration = defineRecord({
      typeName: 'Visit',
      pluralName: 'Visits',
      noun: 'visit',
      description: 'A test record',
      fields: {
        day: date(requiredDate('Day is required'), { label: 'Day', defaultNow: true }),
        seenAt: timestamp(z.date(), { label: 'Seen', readOnly: true, defaultNow: true }),
      },
      form: [{ fields: ['day'] }],
    });
    expect(declaration.inputFieldNames).toEqual(['day']);
    expect(
      declaration.inputObject.safeParse({ day: '2026-01-02', seenAt: new Date() }).error!.issues[0]!
        .message,
    ).toBe('A visit has no field called "seenAt".');
    expect(declaredDefaults(declaration, '2026-11-27')).toEqual({ day: '2026-11-27' });
    // An update judges the stored record's given fields with the sent ones, never the kept ones.
    const stored = { id: 'v1', day: '2026-01-02', seenAt: new Date(), version: 2 };
    expect(storedWithChanges(declaration, stored, { day: '2026-01-03' })).toEqual({
      day: '2026-01-03',
    });
  });
});
