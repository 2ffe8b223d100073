/**
 * A software WebAuthn authenticator for server tests (ADR 0070): ES256 keys from node:crypto, "none" attestation,
 * a signature counter, and the JSON that `@simplewebauthn/browser` would send. Each answer can be bent (another
 * origin, a counter held back) to test the server's refusals.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65_536) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  throw new Error('too long for this encoder');
}

/** Enough CBOR (RFC 8949) for an attestation object and a COSE key. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');

interface Key {
  id: Buffer;
  privateKey: KeyObject;
  cose: Buffer;
  counter: number;
}

/** Flags: user present, user verified, (attested credential data). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function authData(rpID: string, flags: number, counter: number, attested?: Buffer) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export function createSoftAuthenticator() {
  const keys: Key[] = [];

  return {
    keys,
    /** Answers registration options as `navigator.credentials.create()` would (a new key each time). */
    register(options: { challenge: string; rp: { id?: string } }, origin: string, rpID = options.rp.id ?? '') {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const id = randomBytes(16);
      const key: Key = { id, privateKey, cose, counter: 0 };
      keys.push(key);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
      const data = authData(rpID, UP | UV | AT, key.counter, attested);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /**
     * Signs authentication options with `key` (the last registered by default), as `navigator.credentials.get()`
     * would; the counter goes up by one unless `counter` says what to send.
     */
    authenticate(
      options: { challenge: string; rpId?: string },
      origin: string,
      bend: { key?: Key; counter?: number; rpID?: string } = {},
    ) {
      const key = bend.key ?? keys.at(-1)!;
      key.counter = bend.counter ?? key.counter + 1;
      const data = authData(bend.rpID ?? options.rpId ?? '', UP | UV, key.counter);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), key.privateKey);
      return {
        id: b64(key.id),
        rawId: b64(key.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
