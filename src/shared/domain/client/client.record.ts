/**
 * The client (product.md §3.3, Reading A: product.md §11), declared once: its fields with their rules and
 * messages, in the order of the CSV columns, and where the form and the details view show them
 * (their sections are in client.form.ts and client.details.ts, the messages in client.messages.ts).
 * How to add a field: docs/adding-a-field.md.
 */
import { optionalDate, requiredDate } from '../common/dates';
import { optionalEmail } from '../common/email';
import { flag as flagSchema, optionalChoice, optionalFlag } from '../common/fields';
import { integerField } from '../common/numbers';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { CLIENT_ID_TAKEN, mapReadingBClientValues } from './client.rules';
import { CLIENT_MESSAGES } from './client.messages';
import { CLIENT_DETAILS_SECTIONS, ageText, locationText } from './client.details';
import { CLIENT_FORM_SECTIONS } from './client.form';
import { choice, date, flag, integer, list, reference, text } from '../../record/field';
import {
  CLIENT_GENDERS,
  CLIENT_STATUSES,
  CONTACT_METHODS,
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  RELIGIOUS_STATUSES,
} from './client.enums';

/** Oldest age accepted: beyond it the number is a typing mistake, not a person. */
const MAX_CLIENT_AGE = 150;

/** Under a consent box when editing: consent changes are recorded as dated decisions. */
const CONSENT_LOCKED = "Changed by recording consent given or withdrawn in the client's details";

type WhereTheyLive = { incarcerated: boolean };
const inCustody = (client: WhereTheyLive) => client.incarcerated;
const inCommunity = (client: WhereTheyLive) => !client.incarcerated;

const DATE = 'YYYY-MM-DD';
const longText = { input: 'textarea' } as const;

export const clientDeclaration = defineRecord({
  typeName: 'Client',
  webFeature: 'client',
  pluralName: 'Clients',
  csvFileName: 'clients',
  csvImport: {
    name: 'client',
    plural: 'clients',
    mapRow: mapReadingBClientValues,
    sample: {
      firstName: 'Yusuf',
      lastName: 'Ibrahim',
      preferredName: 'Yusuf',
      contactNumber: '555-0101',
      age: '34',
      gender: 'MALE',
      language: 'English; Arabic',
      religiousStatus: 'SEEKING',
      incarcerated: 'true',
      facilityId: 'Riverside State Prison',
      firstContactDate: '2026-01-15',
      consentGiven: 'true',
      dataUsageConsent: 'true',
      status: 'ACTIVE',
    },
    sameRecordWhen: [
      { fields: ['clientId'], inFile: 'Same client ID', inDatabase: CLIENT_ID_TAKEN },
    ],
  },
  noun: 'client',
  description: 'A person the programme serves (product.md §3.3, model MRIClient)',
  fields: {
    /** Empty means "generate one" (C-00001, …): see formatClientNumber. */
    clientId: text(optionalText(50), {
      anonymise: 'replace',
      label: 'Client ID',
      nullable: false,
      unique: true,
      description: 'C-00001 style unless typed by hand',
      inputDescription: 'Left empty: generated (C-00001, …)',
      form: { newRecordDescription: 'Leave empty to number the client automatically' },
    }),
    firstName: text(optionalText(200), { anonymise: 'remove', label: 'First Name' }),
    lastName: text(optionalText(200), { anonymise: 'remove', label: 'Last Name' }),
    preferredName: text(requiredText(CLIENT_MESSAGES.preferredName), {
      anonymise: 'replace',
      label: 'Preferred Name',
      imported: { required: true, synonyms: ['name'] },
      form: { required: true },
    }),
    email: text(optionalEmail(CLIENT_MESSAGES.emailInvalid), {
      anonymise: 'remove',
      label: 'Email',
      description: 'With an e-mail the client has a sign-in account (group Clients)',
      inputDescription: 'Given: a sign-in account; removed: the account goes too',
      imported: { synonyms: ['emailaddress'] },
      form: { input: 'email' },
    }),
    contactNumber: text(optionalText(50), {
      anonymise: 'remove',
      label: 'Contact Number',
      imported: { synonyms: ['phone', 'phonenumber'] },
      form: { input: 'tel' },
    }),
    preferredContactMethod: choice(
      'ContactMethod',
      CONTACT_METHODS,
      optionalChoice(CONTACT_METHODS, CLIENT_MESSAGES.preferredContactMethod),
      {
        anonymise: 'remove',
        label: 'Preferred Contact Method',
        imported: { synonyms: ['contactmethod', 'preferredcontact'] },
      },
    ),
    // The form parses age as an integer, 0 when invalid, then requires more than 0 (product.md §5.2).
    age: integer(
      integerField({
        invalid: CLIENT_MESSAGES.age,
        min: 1,
        max: MAX_CLIENT_AGE,
        maxMessage: CLIENT_MESSAGES.age,
        empty: 0,
      }),
      {
        anonymise: 'coarsen',
        label: 'Age',
        nullable: true,
        imported: { required: true },
        form: { required: true },
        // An anonymised client's age is kept as its ten-year band (product.md §3.3.7).
        details: { text: (age, client: { anonymisedOn?: unknown }) => ageText(age, client) },
      },
    ),
    gender: choice(
      'ClientGender',
      CLIENT_GENDERS,
      requiredChoice(CLIENT_GENDERS, CLIENT_MESSAGES.gender),
      { anonymise: 'keep', label: 'Gender', default: 'MALE', form: { required: true } },
    ),
    language: list(textList(), {
      anonymise: 'remove',
      label: 'Language',
      default: ['English'],
      imported: { synonyms: ['languages'] },
    }),
    religiousStatus: choice(
      'ReligiousStatus',
      RELIGIOUS_STATUSES,
      requiredChoice(RELIGIOUS_STATUSES, CLIENT_MESSAGES.religiousStatus),
      {
        anonymise: 'keep',
        label: 'Religious Status',
        default: 'INTERESTED',
        form: { required: true },
      },
    ),
    // Least data by default (decision 075): volunteers see these two only when an admin shares them.
    conversionDate: date(optionalDate(), {
      anonymise: 'remove',
      label: 'Conversion Date',
      sensitive: true,
    }),
    programsAttended: list(textList(), {
      anonymise: 'remove',
      label: 'Programs Attended',
    }),
    interestAreas: list(textList(), { anonymise: 'remove', label: 'Interest Areas' }),
    incarcerated: flag(flagSchema(true), {
      anonymise: 'keep',
      label: 'Incarcerated',
      default: true,
      form: { description: 'Untick for a client living in the community', wide: true },
      details: { label: 'Current Location', text: locationText },
    }),
    facilityId: reference('facility', optionalText(100), {
      anonymise: 'keep',
      label: 'Facility',
      imported: { synonyms: ['facility', 'facilityname'] },
      form: { required: true, nothingFound: 'No facility has that name' },
      showWhen: inCustody,
    }),
    // Belong to the current facility stay: the facility's own numbers staff quote on every
    // visit, letter and call (decision 097).
    inmateNumber: text(optionalText(50), {
      anonymise: 'remove',
      label: 'Inmate Number',
      imported: { synonyms: ['docnumber', 'bookingnumber', 'inmateid', 'doc'] },
      form: { description: 'The DOC or booking number the facility uses' },
      showWhen: inCustody,
    }),
    housingUnit: text(optionalText(100), {
      anonymise: 'remove',
      label: 'Housing Unit',
      imported: { synonyms: ['unit', 'housing', 'cellblock'] },
      showWhen: inCustody,
    }),
    // Kept when the client leaves custody: it is then the day they were released, from which
    // their plan's later steps and their check-ins fall due (decision 069).
    releaseDate: date(optionalDate(), {
      anonymise: 'coarsen',
      label: 'Expected Release Date',
      labelWhen: (client: WhereTheyLive) =>
        client.incarcerated ? 'Expected Release Date' : 'Release Date',
    }),
    reentryPlan: flag(optionalFlag(), {
      anonymise: 'keep',
      label: 'Reentry Plan',
      form: { label: 'Has a reentry plan' },
    }),
    currentAddress: text(optionalText(1000), {
      anonymise: 'remove',
      label: 'Current Address',
      imported: { synonyms: ['address'] },
      form: { ...longText, required: true },
      showWhen: inCommunity,
    }),
    employmentStatus: choice(
      'EmploymentStatus',
      EMPLOYMENT_STATUSES,
      optionalChoice(EMPLOYMENT_STATUSES, CLIENT_MESSAGES.employmentStatus),
      {
        anonymise: 'keep',
        label: 'Employment Status',
        form: { required: true },
        showWhen: inCommunity,
      },
    ),
    housingStatus: choice(
      'HousingStatus',
      HOUSING_STATUSES,
      optionalChoice(HOUSING_STATUSES, CLIENT_MESSAGES.housingStatus),
      {
        anonymise: 'keep',
        label: 'Housing Status',
        form: { required: true },
        showWhen: inCommunity,
      },
    ),
    communitySupport: list(textList(), {
      anonymise: 'remove',
      label: 'Community Support',
      showWhen: inCommunity,
    }),
    firstContactDate: date(requiredDate(CLIENT_MESSAGES.firstContactDate), {
      anonymise: 'coarsen',
      label: 'First Contact Date',
      inputDescription: `${DATE}; today when left out on create`,
      form: { required: true },
    }),
    lastContactDate: date(optionalDate(), { anonymise: 'coarsen', label: 'Last Contact Date' }),
    assignedVolunteerId: reference('volunteer', optionalText(100), {
      anonymise: 'keep',
      label: 'Assigned Volunteer',
      inputDescription: "A volunteer's id; volunteers may assign only themselves (their default)",
      imported: { synonyms: ['assignedvolunteer', 'volunteer', 'volunteeremail'] },
      form: { placeholder: 'Not assigned', nothingFound: 'No volunteer has that name' },
    }),
    followUpDate: date(optionalDate(), { anonymise: 'remove', label: 'Follow-up Date' }),
    notes: text(optionalText(), {
      anonymise: 'remove',
      label: 'Notes',
      filter: false,
      form: { ...longText, wide: true },
    }),
    specialNeeds: text(optionalText(), {
      anonymise: 'remove',
      label: 'Special Needs',
      filter: false,
      sensitive: true,
      form: longText,
    }),
    accommodations: text(optionalText(), {
      anonymise: 'remove',
      label: 'Accommodations',
      filter: false,
      form: longText,
    }),
    sensitiveShared: flag(flagSchema(false), {
      anonymise: 'replace',
      label: 'Shared With Volunteer',
      description:
        'Whether the assigned volunteer sees the conversion date and special needs (decision 075)',
      default: false,
      form: {
        label: 'Share the conversion date and special needs with the volunteer',
        wide: true,
        description: 'Volunteers see them only when an admin ticks this',
      },
      details: { text: (shared) => (shared ? 'Yes: conversion date and special needs' : 'No') },
    }),
    // Answered when the client is added (given or declined, decision 093), then changed only by
    // recording a consent given or withdrawn (client-consent.record.ts, decision 072), which keeps these two
    // as the latest decision of each.
    consentGiven: flag(flagSchema(false, CLIENT_MESSAGES.consentGiven), {
      anonymise: 'keep',
      label: 'Consent Given',
      default: false,
      changeable: false,
      // The details show it in their Consent section, with its decisions.
      details: false,
      imported: { required: true, synonyms: ['consent'] },
      form: {
        label: 'The client has given consent',
        newRecordDescription: 'Leave it unticked if they declined: that is recorded, dated today',
        wide: true,
        lockedDescription: CONSENT_LOCKED,
      },
    }),
    dataUsageConsent: flag(flagSchema(false, CLIENT_MESSAGES.dataUsageConsent), {
      anonymise: 'keep',
      label: 'Data Usage Consent',
      default: false,
      changeable: false,
      details: false,
      imported: { required: true },
      form: {
        label: 'The client agrees to how their data is used',
        newRecordDescription: 'Leave it unticked if they declined: that is recorded, dated today',
        wide: true,
        lockedDescription: CONSENT_LOCKED,
      },
    }),
    // Set when the client's identifying details were removed (decision 076); never by a form.
    anonymisedOn: date(optionalDate(), {
      anonymise: 'replace',
      label: 'Anonymised On',
      readOnly: true,
      form: false,
      imported: false,
      showWhen: (client: { anonymisedOn?: unknown }) => Boolean(client.anonymisedOn),
    }),
    status: choice(
      'ClientStatus',
      CLIENT_STATUSES,
      requiredChoice(CLIENT_STATUSES, CLIENT_MESSAGES.status),
      // The details view shows the status as a tag beside the client id.
      {
        anonymise: 'keep',
        label: 'Status',
        default: 'ACTIVE',
        form: { required: true },
        details: false,
      },
    ),
  },
  form: CLIENT_FORM_SECTIONS,
  details: CLIENT_DETAILS_SECTIONS,
});

/** Fields volunteers see only when an admin shares them (decision 075), in declaration order. */
export const SENSITIVE_CLIENT_FIELDS = clientDeclaration.fieldNames.filter(
  (name) => clientDeclaration.fields[name].sensitive,
);
