/**
 * A check-in after a client's release (product.md §3.3.2, decision 070), declared once: which one
 * (30, 90 or 180 days after release), the release it follows, when it was held, how the person is
 * doing (housing, employment, community support), whether they returned to custody and where, and
 * notes. How to add a field: docs/adding-a-field.md.
 */
import { optionalDate, requiredDate } from '../common/dates';
import { flag as flagSchema, optionalChoice } from '../common/fields';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, date, flag, list, reference, text } from '../../record/field';
import { EMPLOYMENT_STATUSES, HOUSING_STATUSES } from '../client/client.enums';
import { CHECK_IN_POINTS } from './reentry.enums';

export const CHECK_IN_MESSAGES = {
  clientId: 'Client is required',
  checkpoint: 'Choose the 30, 90 or 180-day check-in',
  heldOn: 'Check-in date is required',
  facilityId: 'Facility is required when the client returned to custody',
  housingStatus: 'Housing status is not one of the choices',
  employmentStatus: 'Employment status is not one of the choices',
} as const;

const returned = (checkIn: { returnedToCustody: boolean }) => checkIn.returnedToCustody;

export const reentryCheckInDeclaration = defineRecord({
  typeName: 'ReentryCheckIn',
  webFeature: 'client',
  pluralName: 'ReentryCheckIns',
  // Each with the client's ID and name (product.md §3.3.2).
  csvFileName: 'check-ins',
  noun: 'check-in',
  clientFile: {
    key: 'checkIns',
    title: 'Check-ins after release',
    columns: [
      'checkpoint',
      'heldOn',
      'housingStatus',
      'employmentStatus',
      'returnedToCustody',
      'notes',
    ],
    orderBy: ['heldOn'],
  },
  description: 'A check-in after a client release: housing, employment, support, custody',
  fields: {
    clientId: reference('client', requiredText(CHECK_IN_MESSAGES.clientId, 100), {
      anonymise: 'keep',
      label: 'Client',
      description: 'The client (Client.id)',
      changeable: false,
      // The check-in is recorded from the client's file: the client is given, not chosen.
      form: false,
    }),
    checkpoint: choice(
      'CheckInPoint',
      CHECK_IN_POINTS,
      requiredChoice(CHECK_IN_POINTS, CHECK_IN_MESSAGES.checkpoint),
      { anonymise: 'keep', label: 'Check-in', changeable: false, form: { required: true } },
    ),
    // Set by the server from the client when recorded: the release this check-in follows.
    releaseDate: date(optionalDate(), {
      anonymise: 'coarsen',
      label: 'Release Date',
      readOnly: true,
    }),
    heldOn: date(requiredDate(CHECK_IN_MESSAGES.heldOn), {
      anonymise: 'coarsen',
      label: 'Check-in Date',
      defaultNow: true,
      form: { required: true },
    }),
    housingStatus: choice(
      'HousingStatus',
      HOUSING_STATUSES,
      optionalChoice(HOUSING_STATUSES, CHECK_IN_MESSAGES.housingStatus),
      { anonymise: 'keep', label: 'Housing Status' },
    ),
    employmentStatus: choice(
      'EmploymentStatus',
      EMPLOYMENT_STATUSES,
      optionalChoice(EMPLOYMENT_STATUSES, CHECK_IN_MESSAGES.employmentStatus),
      { anonymise: 'keep', label: 'Employment Status' },
    ),
    communitySupport: list(textList(), { anonymise: 'remove', label: 'Community Support' }),
    // Recorded once: returning to custody moves the client back in (decision 070).
    returnedToCustody: flag(flagSchema(false), {
      anonymise: 'keep',
      label: 'Returned to Custody',
      default: false,
      changeable: false,
      form: { label: 'Returned to custody', wide: true },
    }),
    facilityId: reference('facility', optionalText(100), {
      anonymise: 'keep',
      label: 'Facility',
      description: 'Where the client is held again, when they returned to custody',
      changeable: false,
      form: { required: true, nothingFound: 'No facility has that name' },
      showWhen: returned,
    }),
    notes: text(optionalText(), {
      anonymise: 'remove',
      label: 'Notes',
      form: { input: 'textarea', wide: true },
    }),
  },
  form: [
    {
      fields: [
        'checkpoint',
        'heldOn',
        'housingStatus',
        'employmentStatus',
        'communitySupport',
        'returnedToCustody',
        'facilityId',
        'notes',
      ],
    },
  ],
});
