/**
 * The admin (product.md §3.1), declared once: its fields with their rules and messages, in the order
 * of the CSV columns, the form's layout and the details panel (headed by the admin's name, with
 * the role as a tag: AdminsPage). How to add a field: docs/adding-a-field.md.
 */
import { z } from 'zod';
import { requiredDate } from '../common/dates';
import { requiredEmail } from '../common/email';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, date, text, timestamp } from '../../record/field';
import { ADMIN_ROLES } from './admin.enums';

/** Messages of product.md §5.1; role, region and date joined are checked too (product.md §12). */
const ADMIN_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  contactNumber: 'Contact number is required',
  role: 'Role is required',
  region: 'Region is required',
  dateJoined: 'Date joined is required',
} as const;

const required = { required: true } as const;
// The details panel is headed by the name and shows the role as a tag (AdminsPage).
const inHeading = { details: false } as const;

export const adminDeclaration = defineRecord({
  typeName: 'Admin',
  webFeature: 'admin',
  pluralName: 'Admins',
  csvFileName: 'admins',
  noun: 'admin',
  description: 'An admin or super admin (product.md §3.1). The id is the sign-in account id.',
  exposesCreator: false,
  fields: {
    firstName: text(requiredText(ADMIN_MESSAGES.firstName), {
      label: 'First Name',
      form: required,
      ...inHeading,
    }),
    lastName: text(requiredText(ADMIN_MESSAGES.lastName), {
      label: 'Last Name',
      form: required,
      ...inHeading,
    }),
    email: text(requiredEmail(ADMIN_MESSAGES.email, ADMIN_MESSAGES.emailInvalid), {
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
    }),
    // Required by the form; the column allows none for records made before the rule.
    contactNumber: text(requiredText(ADMIN_MESSAGES.contactNumber, 50), {
      label: 'Contact Number',
      nullable: true,
      form: { ...required, input: 'tel' },
      details: { label: 'Contact' },
    }),
    role: choice('AdminRole', ADMIN_ROLES, requiredChoice(ADMIN_ROLES, ADMIN_MESSAGES.role), {
      label: 'Role',
      default: 'ADMIN',
      form: required,
      ...inHeading,
    }),
    region: text(requiredText(ADMIN_MESSAGES.region), {
      label: 'Region',
      nullable: true,
      form: required,
    }),
    dateJoined: date(requiredDate(ADMIN_MESSAGES.dateJoined), {
      label: 'Date Joined',
      defaultNow: true,
      form: required,
      details: { label: 'Joined' },
    }),
    lastActive: timestamp(z.date(), {
      label: 'Last Active',
      description: 'Set when the record is created or updated',
      readOnly: true,
      defaultNow: true,
      filter: false,
    }),
    notes: text(optionalText(), {
      label: 'Notes',
      form: { input: 'textarea', wide: true },
    }),
  },
  form: [
    {
      fields: [
        'firstName',
        'lastName',
        'email',
        'contactNumber',
        'role',
        'region',
        'dateJoined',
        'notes',
      ],
    },
  ],
  details: [{ fields: ['email', 'contactNumber', 'region', 'lastActive', 'dateJoined', 'notes'] }],
});
