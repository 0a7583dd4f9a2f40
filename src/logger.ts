import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/**
 * Paths pino blanks out wherever they appear in a log record. Our code never logs card data on purpose; this
 * catches the accident (a request body or an upstream error logged whole).
 */
const redactPaths = [
  'authorization',
  '*.authorization',
  'headers.authorization',
  '*.cardNumber',
  '*.*.cardNumber',
  '*.*.*.cardNumber',
  '*.*.*.*.cardNumber',
  '*.cvc',
  '*.*.*.cvc',
  '*.*.*.*.cvc',
  '*.tokenNumber',
  '*.*.*.tokenNumber',
  '*.*.*.*.tokenNumber',
  '*.dpan',
  '*.*.*.*.dpan',
  '*.walletToken',
  '*.*.*.*.walletToken',
  '*.password',
  'variables',
];

/** JSON lines to stdout, or to `destination` (tests read what would have been logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' }, base: undefined };
  return destination ? pino(options, destination) : pino(options);
}
