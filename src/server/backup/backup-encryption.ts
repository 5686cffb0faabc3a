/**
 * Encrypted backups (decision 073): the age format (age-encryption.org/v1), written and read with
 * age-encryption, the reference TypeScript implementation by age's author. A backup is encrypted
 * for the programme's backup key's public half (BACKUP_RECIPIENT, `age1…`); only the key file
 * (`AGE-SECRET-KEY-1…`, made by `npm run backup-key`) opens it, here or with the `age` command
 * (`age -d -i KEY FILE`). Both directions stream: memory stays flat (decision 026).
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { BackupFileError, type BackupSink } from './backup-format';

/** The first line of every age file. */
const AGE_MAGIC = 'age-encryption.org/v1\n';

/** Whether `file` is an age file (it may be ours or not: the plaintext says). */
export function isEncryptedFile(file: string): boolean {
  let descriptor: number;
  try {
    descriptor = fs.openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    const start = Buffer.alloc(AGE_MAGIC.length);
    const read = fs.readSync(descriptor, start, 0, start.length, 0);
    return start.subarray(0, read).toString('latin1') === AGE_MAGIC;
  } finally {
    fs.closeSync(descriptor);
  }
}

/** The secret keys a key file holds (as `age-keygen` writes it: comments, then the key). */
export function readKeyFile(keyFile: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(keyFile, 'utf8');
  } catch {
    throw new BackupFileError(`The backup key file ${keyFile} could not be read.`);
  }
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-'));
  if (keys.length === 0)
    throw new BackupFileError(
      `${keyFile} holds no backup key (a line starting with AGE-SECRET-KEY-): give the file npm run backup-key made.`,
    );
  return keys;
}

/** A new backup key: the secret key file's text, and the public key for BACKUP_RECIPIENT. */
export async function newBackupKey(): Promise<{ keyFileText: string; recipient: string }> {
  const secret = await generateX25519Identity();
  const recipient = await identityToRecipient(secret);
  const keyFileText = `# Outreach Dashboard backup key, created ${new Date().toISOString()}\n# public key: ${recipient}\n${secret}\n`;
  return { keyFileText, recipient };
}

/**
 * A sink that encrypts what is written to it for `recipients` and passes the encrypted bytes to
 * `sink`; `finish` waits until the last of them has been passed on.
 */
export async function encryptingSink(
  sink: BackupSink,
  recipients: readonly string[],
): Promise<{ write: BackupSink; finish: () => Promise<void> }> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  const plaintext = new TransformStream<Uint8Array, Uint8Array>();
  const writer = plaintext.writable.getWriter();
  const encrypted = await encrypter.encrypt(plaintext.readable);
  const passedOn = (async () => {
    for await (const chunk of encrypted as unknown as AsyncIterable<Uint8Array>) await sink(chunk);
  })();
  // Seen at once when encryption fails, rather than as a write that never completes.
  passedOn.catch(() => undefined);
  return {
    write: async (piece) => {
      await writer.ready;
      await writer.write(typeof piece === 'string' ? Buffer.from(piece) : piece);
    },
    finish: async () => {
      await writer.close();
      await passedOn;
    },
  };
}

/**
 * A throwaway key for reading back a backup just written (writeBackupFile's check): it is added
 * as a second recipient and forgotten once the check is done, so the file stays readable only
 * with the programme's key.
 */
export async function throwawayKey(): Promise<{ secret: string; recipient: string }> {
  const secret = await generateX25519Identity();
  return { secret, recipient: await identityToRecipient(secret) };
}

/**
 * The bytes of a backup file as written before encryption: the file itself when it is not
 * encrypted; decrypted with `keys` when it is, refused with a message saying what to do when no
 * key is given or none opens it.
 */
export async function plaintextOf(
  file: string,
  name: string,
  keys: readonly string[],
): Promise<AsyncIterable<Uint8Array>> {
  if (!isEncryptedFile(file)) return fs.createReadStream(file, { highWaterMark: 1 << 20 });
  if (keys.length === 0)
    throw new BackupFileError(
      `${name} is encrypted: give the backup key file that opens it (npm run restore -- FILE --key KEYFILE). Nothing was restored.`,
    );
  const decrypter = new Decrypter();
  for (const key of keys) decrypter.addIdentity(key);
  const ciphertext = Readable.toWeb(fs.createReadStream(file, { highWaterMark: 1 << 20 }));
  try {
    const stream = await decrypter.decrypt(ciphertext as unknown as ReadableStream<Uint8Array>);
    return stream as unknown as WebReadableStream<Uint8Array>;
  } catch (error) {
    if (/no identity matched/.test((error as Error).message))
      throw new BackupFileError(
        `The backup key given does not open ${name}: it was encrypted for another key. Nothing was restored.`,
      );
    throw new BackupFileError(
      `${name} is damaged: its encryption header cannot be read (${(error as Error).message}). Nothing was restored.`,
    );
  }
}
