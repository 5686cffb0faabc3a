export const CONTACT_KINDS = ['VISIT', 'CALL', 'LETTER', 'MESSAGE'] as const;
