import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { pkcs8FromPkcs1, pkcs8Pem } from '../../functions/editor-api/pkcs8.ts';

/** A key as GitHub hands an App's out: PKCS#1 PEM. */
function githubStyleKey(modulusLength = 2048) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength });
  return {
    pkcs1: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    pkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

describe('the App’s private key, PKCS#1 as GitHub hands it out, as PKCS#8 for Web Crypto', () => {
  test.each([1024, 2048, 4096])('a %i-bit key: the very bytes OpenSSL writes as PKCS#8', (bits) => {
    const { pkcs1, pkcs8 } = githubStyleKey(bits);
    expect(pkcs8Pem(pkcs1)).toBe(pkcs8);
  });

  test('Web Crypto imports it and signs with it', async () => {
    const { pkcs1 } = githubStyleKey();
    const der = Buffer.from(pkcs8Pem(pkcs1)!.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const key = await crypto.subtle.importKey('pkcs8', der, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    expect(key.algorithm.name).toBe('RSASSA-PKCS1-v1_5');
  });

  test('a key pasted with its line breaks written as "\\n", or already PKCS#8, reads the same', () => {
    const { pkcs1, pkcs8 } = githubStyleKey();
    expect(pkcs8Pem(pkcs1.trim().replaceAll('\n', '\\n'))).toBe(pkcs8);
    expect(pkcs8Pem(`  ${pkcs8}  `)).toBe(pkcs8);
  });

  test('anything else is no key', () => {
    expect(pkcs8Pem('')).toBeUndefined();
    expect(pkcs8Pem('-----BEGIN RSA PRIVATE KEY-----\nnão é base64!\n-----END RSA PRIVATE KEY-----')).toBeUndefined();
    expect(pkcs8Pem('-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----')).toBeUndefined();
    expect(pkcs8Pem('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).toBeUndefined();
  });

  test('the wrapping is PKCS#8’s own: lengths in DER’s long form, the key bytes untouched', () => {
    const inner = new Uint8Array(300).fill(7);
    const wrapped = pkcs8FromPkcs1(inner);
    // SEQUENCE of 2-byte length, version 0, rsaEncryption, OCTET STRING of 2-byte length.
    expect([...wrapped.subarray(0, 4)]).toEqual([0x30, 0x82, 0x01, 0x42]);
    expect([...wrapped.subarray(22, 26)]).toEqual([0x04, 0x82, 0x01, 0x2c]);
    expect(wrapped.subarray(26)).toEqual(inner);
  });
});
