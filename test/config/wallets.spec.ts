import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

/** UPSTREAM_WALLETS: wallets the schema's enum does not name, read once at start-up. */

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('UPSTREAM_WALLETS', () => {
  it('is empty by default', () => {
    expect(loadConfig({}).upstream.wallets).toEqual(new Map());
  });

  it('reads name:suffix pairs, trimming spaces and skipping empty entries', () => {
    const { wallets } = loadConfig({ UPSTREAM_WALLETS: ' SAMSUNG_PAY:samsungpay , ,Paze:pazepay' }).upstream;
    expect(wallets).toEqual(
      new Map([
        ['SAMSUNG_PAY', 'samsungpay'],
        ['Paze', 'pazepay'],
      ]),
    );
  });

  it('lists every malformed entry and repeated name at start-up', () => {
    expect(
      problemsOf({
        UPSTREAM_WALLETS: 'SAMSUNG_PAY:samsungpay,SAMSUNG_PAY:otherpay,PAZE:paze,:x,A:b:c,9X:ninepay',
      }),
    ).toEqual([
      'UPSTREAM_WALLETS: the name SAMSUNG_PAY is given twice',
      ...['PAZE:paze', ':x', 'A:b:c', '9X:ninepay'].map(
        (entry) =>
          `UPSTREAM_WALLETS: "${entry}" must be name:suffix, the name letters, digits and _ (up to 40), the suffix lower-case letters and digits ending in "pay"`,
      ),
    ]);
  });
});
