/**
 * The sandbox's own challenge pages: they stand in for the issuer's access control server, so they are outside the
 * provider's API (public, no Basic credentials), under the sandbox's `/_sandbox` prefix.
 */
export const challengePaths = {
  page: '/_sandbox/3ds/challenge',
  complete: '/_sandbox/3ds/challenge/complete',
} as const;

/** The wallet-token example of the spec posts to this path rather than `/authentication`. */
export const walletAuthenticatePath = '/verifications/customers/3ds/authenticate';

export const challengeUrl = (baseUrl: string): string => `${baseUrl}${challengePaths.page}`;
