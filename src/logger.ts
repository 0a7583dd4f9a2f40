import { type Bindings, type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { maskCardNumbers, maskCardNumbersDeep } from './errors/maskCardNumbers.ts';

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
  const options: LoggerOptions = {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    base: undefined,
    // Field names cannot catch a card number inside free text (a caller's request id, an unknown input key, a
    // provider's message): every string of every line goes through the masking rule (child bindings: below).
    formatters: {
      log: (record) => maskCardNumbersDeep(record) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskCardNumbers(arg) : arg));
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
  return maskingChildBindings(destination ? pino(options, destination) : pino(options));
}

/**
 * A child's bindings (`logger.child({ caller })`, an API key's name) are serialised once, when the child is made,
 * and pino passes them through no formatter (`formatters.bindings` shapes only the root's `base`). So `child` is
 * wrapped on the root: every descendant inherits it (pino makes a child with `Object.create(parent)`), and every
 * binding goes through the masking rule before pino sees it.
 */
function maskingChildBindings(root: Logger): Logger {
  const pinoChild = root.child;
  root.child = function maskedChild(this: Logger, bindings: Bindings, childOptions?: object) {
    return pinoChild.call(this, maskCardNumbersDeep(bindings) as Bindings, childOptions);
  } as Logger['child'];
  return root;
}
