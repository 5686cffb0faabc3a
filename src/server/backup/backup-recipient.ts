/**
 * An age public key (`age1…`, bech32): what BACKUP_RECIPIENT holds (decision 073). Apart from
 * backup-encryption.ts so that reading the configuration does not load the encryption library.
 */
export const BACKUP_RECIPIENT_PATTERN = /^age1[02-9ac-hj-np-z]{58}$/;
