import { withDomainCodes } from '../../errors/domainCodes.ts';
import { withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import { authenticate3dsInput, verify3dsInput } from './input.ts';
import {
  authenticationInputPaths,
  toAuthenticationRequest,
  toVerifyRequest,
  verifyInputPaths,
} from './request.ts';
import { toThreeDsResult } from './result.ts';
import { recallVerifyLink, rememberVerifyLink } from './verifyLink.ts';
import { verifyRefusals } from './verifyRefusals.ts';

/**
 * 3-D Secure. Outcomes such as `authenticationFailed` are data on the payload; only failures to get an answer
 * are errors.
 *
 * `verify3ds` is a separate request that knows only the transaction, entity and challenge reference, so
 * `authenticate3ds` remembers the `3ds:verify` link of a challenged answer in the link store (Redis with
 * `REDIS_URL`, shared by replicas; memory otherwise) until the challenge expires, and `verify3ds` follows it.
 * When no link is remembered (another replica without Redis, a restart, an expired challenge, a store failure),
 * `verify3ds` posts to the spec's documented verification path, the data source's fallback.
 */
export const threeDsResolvers: Resolvers = {
  Mutation: {
    async authenticate3ds(_parent, args, ctx) {
      const input = validateInput(authenticate3dsInput, args.input, 'input');
      ctx.entitlement.check(input.merchant.entity, 'input.merchant.entity');
      const answer = await withInputPaths(
        ctx.dataSources.threeDs.authenticate(toAuthenticationRequest(input, ctx.wallets)),
        authenticationInputPaths(input),
      );
      const receivedAt = new Date();
      // The reference the caller sees (and will send to verify3ds), as toThreeDsResult reports it.
      const reference = answer.transactionReference ?? input.transactionReference;
      await rememberVerifyLink(ctx, input.merchant.entity, reference, answer, receivedAt);
      return toThreeDsResult('Authenticate3dsPayload', answer, input.transactionReference, receivedAt);
    },
    async verify3ds(_parent, args, ctx) {
      const input = validateInput(verify3dsInput, args.input, 'input');
      ctx.entitlement.check(input.entity, 'input.entity');
      const href = await recallVerifyLink(ctx, input);
      // A refusal meaning "the challenge is not complete yet" carries its domain code (verifyRefusals.ts).
      const answer = await withInputPaths(
        withDomainCodes(ctx.dataSources.threeDs.verify(href, toVerifyRequest(input)), verifyRefusals),
        verifyInputPaths,
      );
      return toThreeDsResult('Verify3dsPayload', answer, input.transactionReference, new Date());
    },
  },
  ThreeDsResult: {
    __resolveType: (result) => result.__typename ?? null,
  },
};
