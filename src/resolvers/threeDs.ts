import type { Resolvers } from '../generated/resolvers.ts';
import { validateInput } from '../validation/index.ts';
import { authenticate3dsInput, verify3dsInput } from '../validation/threeDs.ts';
import { toAuthenticationRequest, toVerificationRequest } from './mappers/threeDs/request.ts';
import { toThreeDsResult } from './mappers/threeDs/result.ts';

/**
 * 3-D Secure. Outcomes such as `authenticationFailed` are data on the payload; only failures to get an answer
 * are errors.
 *
 * `verify3ds` is a separate request that knows only the transaction, entity and challenge reference, not the
 * `3ds:verify` link of the challenged answer. Keeping links between requests would make the gateway stateful, so
 * it posts to the spec's documented verification path (the data source's fallback when no link is at hand).
 */
export const threeDsResolvers: Resolvers = {
  Mutation: {
    async authenticate3ds(_parent, args, ctx) {
      const input = validateInput(authenticate3dsInput, args.input, 'input');
      const answer = await ctx.dataSources.verifications.authenticate(toAuthenticationRequest(input));
      return toThreeDsResult('Authenticate3dsPayload', answer, input.transactionReference, new Date());
    },
    async verify3ds(_parent, args, ctx) {
      const input = validateInput(verify3dsInput, args.input, 'input');
      const answer = await ctx.dataSources.verifications.verify(undefined, toVerificationRequest(input));
      return toThreeDsResult('Verify3dsPayload', answer, input.transactionReference, new Date());
    },
  },
  ThreeDsResult: {
    __resolveType: (result) => result.__typename ?? null,
  },
};
