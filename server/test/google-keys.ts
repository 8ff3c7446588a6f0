/**
 * Google's side of Firebase ID tokens, played locally for the server's tests: a key server that
 * answers like https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com
 * (over TLS, with a certificate for that host that only the test's agent trusts), and a signer that
 * issues tokens as Firebase would. firebase-admin reaches the key server through the `httpAgent`
 * it is given, so its production code path runs unchanged and offline.
 */
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { Agent, createServer, type AgentOptions } from 'node:https';
import { connect, type ConnectionOptions } from 'node:tls';
import type { AddressInfo, Socket } from 'node:net';
import forge from 'node-forge';

const GOOGLE_KEYS_HOST = 'www.googleapis.com';

function selfSignedCertificate(
  publicKey: KeyObject,
  privateKey: KeyObject,
  commonName: string,
  altNames: string[] = [],
): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3_600_000);
  const attrs = [{ name: 'commonName', value: commonName }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  const extensions: object[] = [{ name: 'basicConstraints', cA: true }];
  if (altNames.length)
    extensions.push({ name: 'subjectAltName', altNames: altNames.map((value) => ({ type: 2, value })) });
  cert.setExtensions(extensions);
  cert.sign(
    forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    forge.md.sha256.create(),
  );
  return forge.pki.certificateToPem(cert);
}

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TokenInit {
  projectId: string;
  uid?: string;
  provider?: string;
  email?: string;
  phoneNumber?: string;
  /** Seconds since the epoch. Default now. */
  iat?: number;
  exp?: number;
  aud?: string;
  iss?: string;
}

export function claimsFor(init: TokenInit): Record<string, unknown> {
  const iat = init.iat ?? Math.floor(Date.now() / 1000);
  const uid = init.uid ?? randomUUID().replace(/-/g, '').slice(0, 28);
  const provider = init.provider ?? 'google.com';
  return {
    iss: init.iss ?? `https://securetoken.google.com/${init.projectId}`,
    aud: init.aud ?? init.projectId,
    auth_time: iat,
    user_id: uid,
    sub: uid,
    iat,
    exp: init.exp ?? iat + 3600,
    ...(init.email ? { email: init.email, email_verified: true } : {}),
    ...(init.phoneNumber ? { phone_number: init.phoneNumber } : {}),
    firebase: { identities: {}, sign_in_provider: provider },
  };
}

/** An RS256 JWT of these claims, signed with `key` and naming key id `kid`. */
export function signedToken(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const head = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url(claims)}`;
  return `${head}.${sign('sha256', Buffer.from(head), key).toString('base64url')}`;
}

/** A token as the Auth Emulator issues them: alg none, no signature. */
export const unsignedToken = (claims: Record<string, unknown>) =>
  `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;

export interface GoogleKeys {
  kid: string;
  /** Signs like Firebase does. */
  issue(init: TokenInit): string;
  /** Signs with a key Google never published, under Google's key id. */
  forge(init: TokenInit): string;
  /** What firebase-admin is given as its httpAgent: every connection goes to the local key server. */
  agent: Agent;
  /** How often the keys were fetched. */
  fetches(): number;
  close(): Promise<void>;
}

export async function startGoogleKeys(): Promise<GoogleKeys> {
  const signing = rsa();
  const attacker = rsa();
  const kid = randomUUID().replace(/-/g, '');
  const signingCert = selfSignedCertificate(
    signing.publicKey,
    signing.privateKey,
    'securetoken.system.gserviceaccount.com',
  );
  const tls = rsa();
  const tlsCert = selfSignedCertificate(tls.publicKey, tls.privateKey, GOOGLE_KEYS_HOST, [GOOGLE_KEYS_HOST]);
  let fetches = 0;
  const server = createServer(
    { key: tls.privateKey.export({ type: 'pkcs8', format: 'pem' }), cert: tlsCert },
    (_req, res) => {
      fetches++;
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=UTF-8',
        'Cache-Control': 'public, max-age=3600',
      });
      res.end(JSON.stringify({ [kid]: signingCert }));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  class LocalGoogleAgent extends Agent {
    override createConnection(options: ConnectionOptions): Socket {
      return connect({ ...options, host: '127.0.0.1', port, servername: GOOGLE_KEYS_HOST, ca: tlsCert });
    }
  }
  const agent = new LocalGoogleAgent({ keepAlive: false } as AgentOptions);

  return {
    kid,
    issue: (init) => signedToken(claimsFor(init), signing.privateKey, kid),
    forge: (init) => signedToken(claimsFor(init), attacker.privateKey, kid),
    agent,
    fetches: () => fetches,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
