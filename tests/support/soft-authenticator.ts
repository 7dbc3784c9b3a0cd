import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

/**
 * A passkey made in the test process (decision 067's store tests): an ES256 key whose answers are built the way an
 * authenticator and a browser build them (attestation "none", user present and verified), so that the server's
 * checks run on real signatures. `origin` is the page the browser says it signed on; `counter` what the
 * authenticator counts (0: it keeps none).
 */

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  counter: number;
  userHandle = "";

  constructor({ counter = 0 }: { counter?: number } = {}) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.#privateKey = pair.privateKey;
    this.#publicKey = pair.publicKey;
    this.counter = counter;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  #coseKey(): Uint8Array {
    const jwk = this.#publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  /** What the browser answers navigator.credentials.create() with, for these options. */
  register(options: PublicKeyCredentialCreationOptionsJSON, { origin, rpId = options.rp.id! }: { origin: string; rpId?: string }): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin, crossOrigin: false }));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED]),
      uint32(this.counter),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(this.#coseKey()),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** What the browser answers navigator.credentials.get() with; the counter moves on first when it keeps one. */
  signIn(
    options: PublicKeyCredentialRequestOptionsJSON,
    { origin, rpId = options.rpId!, userVerified = true }: { origin: string; rpId?: string; userVerified?: boolean },
  ): AuthenticationResponseJSON {
    if (this.counter > 0) this.counter += 1;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin, crossOrigin: false }));
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0)]), uint32(this.counter)]);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.#privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
