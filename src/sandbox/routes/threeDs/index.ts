import { paths } from '../../../contract/index.ts';
import type { Route } from '../../http/types.ts';
import { authenticate } from './authenticate.ts';
import { completeChallenge, showChallenge } from './challengePage.ts';
import { challengePaths, walletAuthenticatePath } from './routePaths.ts';
import { verify } from './verify.ts';

/** The 3DS area: authenticate (under both published paths), verify, and the simulated issuer's challenge pages. */
export const routes: Route[] = [
  { method: 'POST', pattern: paths.threeDsAuthenticate, area: 'threeDs', handler: authenticate },
  { method: 'POST', pattern: walletAuthenticatePath, area: 'threeDs', handler: authenticate },
  { method: 'POST', pattern: paths.threeDsVerify, area: 'threeDs', handler: verify },
  { method: 'POST', pattern: challengePaths.page, area: 'challenge', public: true, handler: showChallenge },
  {
    method: 'POST',
    pattern: challengePaths.complete,
    area: 'challenge',
    public: true,
    handler: completeChallenge,
  },
];
