/**
 * The GitHub App's private key as Web Crypto takes it. GitHub hands out a PKCS#1 PEM ("BEGIN RSA
 * PRIVATE KEY"); Web Crypto, and so jose in Cloudflare's runtime, imports RSA private keys as PKCS#8
 * only ("BEGIN PRIVATE KEY"). PKCS#8 wraps the same PKCS#1 bytes (RFC 5208): a version, the
 * rsaEncryption algorithm and the key as an octet string. Nothing about the key is changed or read.
 */

/** A DER length: short form below 128, else the count of big-endian length bytes first. */
function derLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

const derOf = (tag: number, content: Uint8Array) => Uint8Array.from([tag, ...derLength(content.length), ...content]);

/** INTEGER 0, the version of a PrivateKeyInfo. */
const version = [0x02, 0x01, 0x00];
/** AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }. */
const rsaEncryption = [0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];

/** PrivateKeyInfo (PKCS#8) around an RSAPrivateKey (PKCS#1), both DER. */
export function pkcs8FromPkcs1(pkcs1: Uint8Array): Uint8Array {
  const key = derOf(0x04, pkcs1);
  return derOf(0x30, Uint8Array.from([...version, ...rsaEncryption, ...key]));
}

const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

const pemPattern = /-----BEGIN ((?:RSA )?PRIVATE KEY)-----([\s\S]*?)-----END \1-----/;

/**
 * A PKCS#8 PEM of the private key given as PKCS#1 or PKCS#8. A PEM pasted into a secret field often
 * has its line breaks written as "\n": they are read as line breaks. Undefined for anything else.
 */
export function pkcs8Pem(pem: string): string | undefined {
  const [, label, body] = pemPattern.exec(pem.replaceAll('\\n', '\n')) ?? [];
  if (!label || body === undefined) return undefined;
  const base64 = body.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  const der = label === 'PRIVATE KEY' ? bytesOf(base64) : pkcs8FromPkcs1(bytesOf(base64));
  const lines = base64Of(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN PRIVATE KEY-----\n${lines.join('\n')}\n-----END PRIVATE KEY-----\n`;
}
