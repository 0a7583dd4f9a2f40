import type { AccountBalance } from '../../data/world.ts';
import type { Handler } from '../../http/types.ts';
import {
  accountNotFound,
  accountNumberMessage,
  accountNumberPattern,
  checkAccept,
  validated,
} from './rules.ts';
import { balanceToWire } from './wire.ts';

/** GET /accounts/balance//{accountNumber}: `{entity, accounts: [one]}`. */
export const balanceByAccount: Handler = (req, ctx) => {
  const headers = checkAccept(req.headers, ctx.config.mediaVendor, 'balances');
  const accountNumber = validated((errors) => {
    const value = req.params.accountNumber ?? '';
    if (!accountNumberPattern.test(value)) errors.add('accountNumber', accountNumberMessage);
    return value;
  });
  const world = ctx.state.world;
  const account = world.account(accountNumber);
  const balance = world.balance(accountNumber);
  if (!account || !balance) accountNotFound();
  return { status: 200, headers, body: { entity: account.entity, accounts: [balanceToWire(balance)] } };
};

/**
 * GET /accounts/balance/?entity=E: every account of the entity. An entity the world does not hold is not an error:
 * `{entity: E, accounts: []}`, as for an entity that has no accounts.
 */
export const balancesByEntity: Handler = (req, ctx) => {
  const headers = checkAccept(req.headers, ctx.config.mediaVendor, 'balances');
  const entity = validated((errors) => {
    const value = req.query.get('entity') ?? '';
    if (value === '') errors.add('entity', 'entity must not be empty');
    else if (value.length > 32) errors.add('entity', 'entity must be at most 32 characters');
    return value;
  });
  const world = ctx.state.world;
  const balances = world
    .accountsOf(entity)
    .map((a) => world.balance(a.accountNumber))
    .filter((b): b is AccountBalance => b !== undefined);
  return { status: 200, headers, body: { entity, accounts: balances.map(balanceToWire) } };
};
