import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The parts of the server's options a browser passes to the authenticator. */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const userPresent = 0x01;
const userVerified = 0x04;
const attestedData = 0x40;

/**
 * A passkey authenticator in software, as a phone or a browser's keychain would be: ES256 keys
 * from node:crypto, attestation "none", a signature counter. It answers with the JSON forms the
 * client posts (what `serializeCredentialCreationResponse` and `...RequestResponse` produce), for
 * the origin given, as a browser would write the client data.
 */
export function softwareAuthenticator({ verifiesUser = true } = {}) {
  const flags = userPresent | (verifiesUser ? userVerified : 0);
  let stored:
    { credentialId: Buffer; privateKey: KeyObject; rpId: string; userHandle: string } | undefined;
  let counter = 0;

  function clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  function counterBytes() {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  }

  return {
    /** `navigator.credentials.create()`: a new key pair for the options' RP and user. */
    create(options: CreationOptions, origin: string) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const credentialId = randomBytes(16);
      stored = { credentialId, privateKey, rpId, userHandle: options.user.id };
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags | attestedData]),
        counterBytes(),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestation = new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]);
      const id = credentialId.toString('base64url');
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, origin).toString(
            'base64url',
          ),
          attestationObject: Buffer.from(isoCBOR.encode(attestation)).toString('base64url'),
          transports: ['internal' as const],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },

    /** `navigator.credentials.get()`: signs the challenge with the stored key. */
    get(options: RequestOptions, origin: string) {
      if (!stored) throw new Error('no passkey was created on this authenticator');
      counter += 1;
      const rpId = options.rpId ?? stored.rpId;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes()]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), stored.privateKey);
      const id = stored.credentialId.toString('base64url');
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: data.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
          userHandle: stored.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
  };
}
