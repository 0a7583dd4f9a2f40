import type { FieldStyle } from '../../http/fields.ts';

/**
 * The BIN lookup's own error codes. The spec shows no error body for this endpoint, so it answers with the payment
 * item search body shape and these sandbox codes (415 keeps the spec's code-less "Unsupported Media Type").
 */
export const cardBinErrors = {
  invalidRequest: { status: 400, customCode: 'SBXB01', message: 'The request body is invalid' },
  notAcceptable: { status: 406, customCode: 'SBXB02', message: 'Not Acceptable' },
  // A missing, repeated or other version header (`WP-Api-Version: 1`): the provider's own code and words for a missing version
  // (SPAV01, documented for payment item search), as the spec shows none for this endpoint.
  versionRequired: {
    status: 400,
    customCode: 'SPAV01',
    message: 'An API version is required, but was not specified.',
  },
  tokenNotFound: { status: 404, customCode: 'SBXB03', message: 'No token is stored at this location' },
  binNotFound: { status: 404, customCode: 'SBXB04', message: 'No BIN data for this card number' },
} as const;

/** BIN messages name the field by its whole JSON path; a required string must hold more than whitespace. */
export const cardBinFieldStyle: FieldStyle = { label: 'path', blank: 'requiredNotBlank' };
