/**
 * A passkey made in software, for server tests: a P-256 key whose public half is stored as a
 * registered passkey (COSE, as an authenticator reports it) and whose private half signs
 * WebAuthn assertions as a real authenticator does (W3C WebAuthn, "Verifying an Authentication Assertion"), with the user present
 * and verified. The server checks them with SimpleWebAuthn, exactly as a browser's.
 */
import crypto, { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client';
import { passkey } from '../../src/server/db/schema/auth';
import { TEST_BASE_URL } from './test-app';

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** COSE_Key of an EC2 P-256 ES256 key (RFC 9053): a CBOR map of five entries. */
function coseKey(x: Buffer, y: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
}

export interface SoftwarePasskey {
  credentialId: string;
  /** The browser's answer to a sign-in challenge (the `response` of /passkey/sign-in). */
  assert(challenge: string): Record<string, unknown>;
}

/** Registers a new passkey for `userId` and returns the authenticator that holds it. */
export async function addSoftwarePasskey(db: Database, userId: string): Promise<SoftwarePasskey> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = b64url(crypto.randomBytes(16));
  await db.insert(passkey).values({
    id: randomUUID(),
    userId,
    credentialId,
    publicKey: b64url(coseKey(Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url'))),
    name: 'Test authenticator',
  });
  let counter = 0;
  return {
    credentialId,
    assert(challenge) {
      counter += 1;
      const rpIdHash = crypto.createHash('sha256').update(new URL(TEST_BASE_URL).hostname).digest();
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      // Flags: user present (0x01) and user verified (0x04).
      const authenticatorData = Buffer.concat([rpIdHash, Buffer.from([0x05]), count]);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge, origin: TEST_BASE_URL }),
      );
      const signed = Buffer.concat([
        authenticatorData,
        crypto.createHash('sha256').update(clientDataJSON).digest(),
      ]);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(crypto.sign('sha256', signed, privateKey)),
        },
      };
    },
  };
}
