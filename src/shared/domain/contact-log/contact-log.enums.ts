export const CONTACT_KINDS = ['VISIT', 'CALL', 'LETTER', 'MESSAGE'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
