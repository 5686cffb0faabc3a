/**
 * Backups are signed (decision 088): an HMAC-SHA256 of the file, under a key derived from the
 * server's AUTH_SECRET, which the backup store never holds. The checksum (decision 018) tells a
 * damaged file; the signature tells a file someone wrote or changed without the secret, even one
 * they decrypted, edited, checksummed and encrypted again for the public BACKUP_RECIPIENT.
 * Restore refuses a file whose signature does not match, and one with none unless told to
 * accept it.
 */
import crypto from 'node:crypto';

export interface BackupSigningKey {
  /** The HMAC key, derived from AUTH_SECRET. */
  key: Buffer;
  /** A public name for the key (written in the file): tells "another secret" from "changed". */
  id: string;
}

/** The key that signs backups, derived from the server's secret (HKDF-SHA256, its own label). */
export function backupSigningKey(authSecret: string): BackupSigningKey {
  const key = Buffer.from(
    crypto.hkdfSync('sha256', authSecret, '', 'outreach-dashboard backup signature v1', 32),
  );
  const id = crypto.createHmac('sha256', key).update('key id').digest('hex').slice(0, 16);
  return { key, id };
}

/** What the reader of a backup trusts: the key its signature must match, and whether to take an unsigned one. */
export interface BackupTrust {
  /** From AUTH_SECRET, or null when the reader has no secret (a signed file is then refused). */
  signing: BackupSigningKey | null;
  /**
   * Restore a file whose signature cannot be checked: one written before backups were signed,
   * or signed under another secret, or read with no secret. Never one that fails under the
   * secret that signed it. Only on the operator's explicit word (restore --accept-unverified).
   */
  acceptUnverified?: boolean;
}
