/**
 * The employee uid of seed 000 §3 ("hash of the PIN"): PBKDF2-SHA256 over the 4-digit PIN with the store's salt,
 * through WebCrypto so the terminal (offline PIN check) and the server compute the same value.
 * One salt per store lets the terminal hash an entry once and match it against every employee's uid.
 * A 4-digit PIN cannot resist an offline search whatever the hash; the iterations only slow it, and the
 * server never stores or sends the PIN itself.
 */
export const PIN_HASH_ITERATIONS = 100_000;

export async function pinUid(pin: string, storeSalt: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(storeSalt), iterations: PIN_HASH_ITERATIONS },
    key,
    256,
  );
  return Array.from(new Uint8Array(bits), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
