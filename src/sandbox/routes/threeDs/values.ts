import { createHash } from 'node:crypto';

/**
 * Deterministic stand-ins for the values an issuer generates. They depend only on the sandbox seed and the
 * transactionReference, so the same request gives the same values run after run, yet two references never share one.
 */
function digest(seed: number, purpose: string, transactionReference: string): Buffer {
  return createHash('sha256').update(`${seed}\u0000${purpose}\u0000${transactionReference}`).digest();
}

/** 20 bytes in base64 (28 characters), the size of a real CAVV/UCAF. */
export function authenticationValue(seed: number, transactionReference: string): string {
  return digest(seed, 'cavv', transactionReference).subarray(0, 20).toString('base64');
}

/**
 * The 3DS1 xid: 20 bytes in base64.
 * @internal Exported for the specs, which derive the issuer values they expect from the seed.
 */
export function xid(seed: number, transactionReference: string): string {
  return digest(seed, 'xid', transactionReference).subarray(0, 20).toString('base64');
}

/**
 * The 3DS2 dsTransactionId: a version-4-shaped UUID.
 * @internal Exported for the specs, which derive the issuer values they expect from the seed.
 */
export function dsTransactionId(seed: number, transactionReference: string): string {
  const bytes = digest(seed, 'dsTransactionId', transactionReference).subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** transactionId per the spec: the xid for version 1, the dsTransactionId for version 2. */
export function transactionId(seed: number, transactionReference: string, version: 1 | 2): string {
  return version === 1 ? xid(seed, transactionReference) : dsTransactionId(seed, transactionReference);
}

/** Domestic-scheme global score: two digits, 00 to 99. */
export function networkScore(seed: number, transactionReference: string): string {
  const byte = digest(seed, 'score', transactionReference)[0] ?? 0;
  return String(byte % 100).padStart(2, '0');
}

/** The version string the sandbox reports for a 3DS major version. */
export const versionString = (version: 1 | 2): string => (version === 1 ? '1.0.2' : '2.2.0');
