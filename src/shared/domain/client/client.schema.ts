import type { z } from 'zod';
import { EVEN_WITH_OTHER_ERRORS } from '../common/fields';
import { declaredDefaults } from '../../record/define-record';
import { CLIENT_MESSAGES } from './client.messages';
import { clientDeclaration } from './client.record';

type ClientFields = z.output<typeof clientDeclaration.inputObject>;

export interface ClientSchemaContext {
  /** Whether any facility exists: without one, an incarcerated client cannot name theirs. */
  facilitiesExist: boolean;
}

/**
 * The client form's rules (product.md §5.2): each field's own rule comes from the declaration
 * (client.record.ts); the rules across fields are here. The facility rule depends on whether
 * facilities exist, which only the caller knows, hence a factory.
 *
 * Fields that belong to the other situation are cleared on output: an incarcerated client
 * keeps no current address, employment, housing or community support, and a client in the
 * community keeps no facility. The form hides those fields, so values left in them from before a
 * switch would otherwise be saved unseen and shown wrongly. The release date and the reentry plan
 * stay in both situations: once out, the release date is the day of release (decision 069).
 */
export function makeClientInputSchema({ facilitiesExist }: ClientSchemaContext) {
  return clientDeclaration.inputObject
    .superRefine((client, ctx) => {
      const missing = (field: keyof ClientFields, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      // Either consent may be declined when the client is added: each box records the client's
      // answer as a dated decision, given or declined (decision 093).
      if (client.incarcerated === true) {
        if (facilitiesExist && !client.facilityId)
          missing('facilityId', CLIENT_MESSAGES.facilityId);
      } else if (client.incarcerated === false) {
        if (!client.currentAddress) missing('currentAddress', CLIENT_MESSAGES.currentAddress);
        if (!client.employmentStatus) missing('employmentStatus', CLIENT_MESSAGES.employmentStatus);
        if (!client.housingStatus) missing('housingStatus', CLIENT_MESSAGES.housingStatus);
      }
    }, EVEN_WITH_OTHER_ERRORS)
    .transform((client): ClientFields =>
      client.incarcerated
        ? {
            ...client,
            currentAddress: null,
            employmentStatus: null,
            housingStatus: null,
            communitySupport: [],
          }
        : // The stay's numbers go with it (decision 097).
          { ...client, facilityId: null, inmateNumber: null, housingUnit: null },
    );
}

/** Defaults of product.md §9 for a new client, as the declaration gives them. */
export const CLIENT_DEFAULTS = declaredDefaults(clientDeclaration);

/** Defaults for a new client; today comes from the caller (the programme's time zone). */
export function clientDefaults(today: string) {
  return { ...declaredDefaults(clientDeclaration), firstContactDate: today };
}
