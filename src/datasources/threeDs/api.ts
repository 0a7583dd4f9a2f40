import { paths } from '../../contract/index.ts';
import type { UpstreamClient, UpstreamResponse } from '../upstream/client.ts';
import { readModel } from '../upstream/validate.ts';
import { type Authentication, authenticationBodySchema, toAuthentication } from './models.ts';
import type { AuthenticationRequest, VerifyRequest } from './requestModels.ts';

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
   * response. Without one (the caller lost it), the published verification path is used. What a refusal means to
   * the caller is the domain's to say (src/resolvers/threeDs/verifyRefusals.ts): this knows no GraphQL code.
   */
  async verify(href: string | undefined, request: VerifyRequest): Promise<Authentication> {
    const sent =
      href === undefined
        ? this.client.post(paths.threeDsVerify, request, this.options())
        : this.client.postUrl(href, request, this.options());
    return sent.then((res) => this.read(res, 'verification'));
  }

  private read(res: UpstreamResponse, what: string): Authentication {
    return toAuthentication(readModel(res, authenticationBodySchema, what));
  }

  private options() {
    const { contentType, accept } = this.client.media.threeDs;
    return { contentType, accept };
  }
}
