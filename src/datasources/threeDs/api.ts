import { paths } from '../../contract/index.ts';
import { withDomainCodes } from '../../errors/domainCodes.ts';
import type { UpstreamClient, UpstreamResponse } from '../upstream/client.ts';
import { readModel } from '../upstream/validate.ts';
import { type Authentication, authenticationBodySchema, toAuthentication } from './models.ts';
import type { AuthenticationRequest, VerifyRequest } from './requestModels.ts';
import { verifyRefusals } from './verifyRefusals.ts';

/** 3-D Secure authentication and, after a challenge, verification (spec area A). */
export class ThreeDsApi {
  constructor(private readonly client: UpstreamClient) {}

  /** Starts an authentication; outcomes such as `authenticationFailed` are data, not errors. */
  async authenticate(request: AuthenticationRequest): Promise<Authentication> {
    const res = await this.client.post(paths.threeDsAuthenticate, request, this.options());
    return this.read(res, 'authentication');
  }

  /**
   * Completes an authentication after the customer's challenge, following the `3ds:verify` href of the challenged
   * response. Without one (the caller lost it), the published verification path is used. A refusal that means
   * "the challenge is not complete yet" carries its domain code (verifyRefusals.ts).
   */
  async verify(href: string | undefined, request: VerifyRequest): Promise<Authentication> {
    const sent =
      href === undefined
        ? this.client.post(paths.threeDsVerify, request, this.options())
        : this.client.postUrl(href, request, this.options());
    return withDomainCodes(
      sent.then((res) => this.read(res, 'verification')),
      verifyRefusals,
    );
  }

  private read(res: UpstreamResponse, what: string): Authentication {
    return toAuthentication(readModel(res, authenticationBodySchema, what));
  }

  private options() {
    const { contentType, accept } = this.client.media.threeDs;
    return { contentType, accept };
  }
}
