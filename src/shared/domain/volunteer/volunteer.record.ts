/**
 * The volunteer (product.md §3.2), declared once: its fields with their rules and messages, in the
 * order of the CSV columns, and the form's layout. The form leaves out the single clearance of
 * product.md §3.2 (superseded by clearances per facility, §3.2.1) and the assigned facility and
 * last activity (they keep their stored values when it saves). The details panel is headed by the
 * volunteer's name with the status as a tag (VolunteersPage). How to add a field:
 * docs/adding-a-field.md.
 */
import { optionalDate, requiredDate } from '../common/dates';
import { requiredEmail } from '../common/email';
import { flag as yesNo, optionalChoice } from '../common/fields';
import { integerField } from '../common/numbers';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { defineRecord, formFieldNames } from '../../record/define-record';
import {
  choice,
  date,
  flag,
  integer,
  LIST_INPUT_HINT,
  list,
  reference,
  text,
} from '../../record/field';
import {
  BACKGROUND_CHECK_STATUSES,
  CLEARANCE_STATUSES,
  VOLUNTEER_GENDERS,
  VOLUNTEER_STATUSES,
} from './volunteer.enums';

/** Messages of product.md §5.1, and the same style for the fields the spec gives none for. */
export const VOLUNTEER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  contactNumber: 'Contact number is required',
  gender: 'Gender is required',
  status: 'Status is required',
  dateJoined: 'Date joined is required',
  clearanceStatus: 'Clearance status is invalid',
  backgroundCheckStatus: 'Background check status is invalid',
  hoursInvalid: 'Volunteer hours must be a whole number',
  hoursNegative: 'Volunteer hours cannot be negative',
  selfUpdate: 'You can change only your contact number, languages and availability',
} as const;

const required = { required: true } as const;
const wide = { wide: true } as const;
const notInForm = { form: false } as const;
// The details panel is headed by the name and shows the status as a tag (VolunteersPage); the
// single clearance is superseded by those of each facility, shown beside it (product.md §3.2.1).
const notInDetails = { details: false } as const;
const contact = { label: 'Contact' } as const;

/**
 * What clears a volunteer at every facility (product.md §3.2.1), beside the clearances each
 * facility gives, which are recorded in the volunteer's details: one section of the form and of
 * the details alike.
 */
const backgroundCheckAndTraining = {
  title: 'Background Check and Training',
  fields: [
    'backgroundCheckStatus',
    'backgroundCheckDate',
    'trainingCompleted',
    'trainingCompletionDate',
  ],
} as const;

export const volunteerDeclaration = defineRecord({
  typeName: 'Volunteer',
  webFeature: 'volunteer',
  pluralName: 'Volunteers',
  csvFileName: 'volunteers',
  csvImport: {
    name: 'volunteer',
    plural: 'volunteers',
    sample: {
      firstName: 'Amina',
      lastName: 'Rahman',
      email: 'amina.rahman@example.org',
      contactNumber: '555-0102',
      gender: 'FEMALE',
      languages: 'English; Somali',
      availability: 'Saturday mornings',
      assignedFacility: 'Riverside State Prison',
      status: 'ACTIVE',
      trainingCompleted: 'false',
      dateJoined: '2026-01-15',
    },
  },
  noun: 'volunteer',
  description: 'A volunteer (product.md §3.2). The id is the sign-in account id.',
  exposesCreator: false,
  fields: {
    firstName: text(requiredText(VOLUNTEER_MESSAGES.firstName), {
      label: 'First Name',
      form: required,
      imported: required,
      ...notInDetails,
    }),
    lastName: text(requiredText(VOLUNTEER_MESSAGES.lastName), {
      label: 'Last Name',
      form: required,
      imported: required,
      ...notInDetails,
    }),
    email: text(requiredEmail(VOLUNTEER_MESSAGES.email, VOLUNTEER_MESSAGES.emailInvalid), {
      label: 'Email',
      description: 'Sign-in e-mail; cannot be changed',
      unique: true,
      changeable: false,
      form: {
        ...required,
        input: 'email',
        newRecordDescription: 'An invitation is sent here',
        lockedDescription: 'The e-mail cannot be changed',
      },
      imported: { ...required, synonyms: ['emailaddress'] },
    }),
    // Required by the form; the column allows none for records made before the rule.
    contactNumber: text(requiredText(VOLUNTEER_MESSAGES.contactNumber, 50), {
      label: 'Contact Number',
      nullable: true,
      form: { ...required, input: 'tel' },
      imported: { ...required, synonyms: ['phone', 'phonenumber'] },
      details: contact,
    }),
    gender: choice(
      'VolunteerGender',
      VOLUNTEER_GENDERS,
      requiredChoice(VOLUNTEER_GENDERS, VOLUNTEER_MESSAGES.gender),
      { label: 'Gender', default: 'MALE', form: required },
    ),
    languages: list(textList(), {
      label: 'Languages',
      form: wide,
      imported: { synonyms: ['language'] },
    }),
    specializations: list(textList(), { label: 'Expertise', form: wide }),
    availability: list(textList(), {
      label: 'Availability',
      form: { ...wide, description: `${LIST_INPUT_HINT}, e.g. Monday evenings, Saturdays` },
    }),
    credentials: list(textList(), { label: 'Credentials', form: wide }),
    assignedFacility: reference('facility', optionalText(100), {
      label: 'Assigned Facility',
      description: 'A facility id',
      ...notInForm,
      ...notInDetails,
      imported: { synonyms: ['facility', 'facilityid', 'assignedfacilityname'] },
    }),
    status: choice(
      'VolunteerStatus',
      VOLUNTEER_STATUSES,
      requiredChoice(VOLUNTEER_STATUSES, VOLUNTEER_MESSAGES.status),
      { label: 'Status', default: 'ACTIVE', form: required, ...notInDetails },
    ),
    clearanceStatus: choice(
      'ClearanceStatus',
      CLEARANCE_STATUSES,
      optionalChoice(CLEARANCE_STATUSES, VOLUNTEER_MESSAGES.clearanceStatus),
      { label: 'Clearance Status', ...notInForm, ...notInDetails },
    ),
    clearanceExpiration: date(optionalDate(), {
      label: 'Clearance Expiration',
      ...notInForm,
      ...notInDetails,
    }),
    backgroundCheckDate: date(optionalDate(), { label: 'Background Check Date' }),
    backgroundCheckStatus: choice(
      'BackgroundCheckStatus',
      BACKGROUND_CHECK_STATUSES,
      optionalChoice(BACKGROUND_CHECK_STATUSES, VOLUNTEER_MESSAGES.backgroundCheckStatus),
      { label: 'Background Check Status' },
    ),
    trainingCompleted: flag(yesNo(false), { label: 'Training Completed', default: false }),
    trainingCompletionDate: date(optionalDate(), { label: 'Training Completion Date' }),
    totalVolunteerHours: integer(
      integerField({
        invalid: VOLUNTEER_MESSAGES.hoursInvalid,
        min: 0,
        minMessage: VOLUNTEER_MESSAGES.hoursNegative,
        empty: 0,
      }),
      {
        // Hours given before the programme used this product; those given since are counted
        // from visits and programs (decision 103).
        label: 'Hours Carried From Before',
        default: 0,
        // The page writes the total with those given here (VolunteersPage).
        details: { label: 'Hours' },
        imported: {
          label: 'Hours carried from before',
          synonyms: ['hours', 'Total volunteer hours', 'Volunteer hours'],
        },
      },
    ),
    lastActivityDate: date(optionalDate(), {
      label: 'Last Activity Date',
      ...notInForm,
      ...notInDetails,
    }),
    // Required although the spec's form does not say so: every record has a joined date, today
    // unless given (product.md §9).
    dateJoined: date(requiredDate(VOLUNTEER_MESSAGES.dateJoined), {
      label: 'Date Joined',
      defaultNow: true,
      form: required,
      details: { label: 'Joined' },
    }),
    notes: text(optionalText(), { label: 'Notes', form: { input: 'textarea', wide: true } }),
  },
  form: [
    {
      fields: [
        'firstName',
        'lastName',
        'email',
        'contactNumber',
        'gender',
        'status',
        'dateJoined',
        'totalVolunteerHours',
        'languages',
        'specializations',
        'availability',
        'credentials',
        'notes',
      ],
    },
    backgroundCheckAndTraining,
  ],
  details: [
    {
      fields: [
        'email',
        'contactNumber',
        'languages',
        'specializations',
        'availability',
        'credentials',
        'gender',
        'dateJoined',
        'totalVolunteerHours',
        'notes',
      ],
    },
    backgroundCheckAndTraining,
  ],
});

/** The fields the volunteer form edits; an update from it sends only these. */
export const VOLUNTEER_FORM_FIELDS = formFieldNames(volunteerDeclaration);
