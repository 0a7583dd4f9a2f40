import type { FieldStyle } from '../../http/fields.ts';

/**
 * The card-on-file sale's own error codes. The spec shows no error body for this endpoint, so it answers with the
 * payment item search body shape and these sandbox codes (415 keeps the spec's code-less "Unsupported Media Type").
 */
export const saleErrors = {
  invalidRequest: { status: 400, customCode: 'SBXS01', message: 'The request body is invalid' },
  notAcceptable: { status: 406, customCode: 'SBXS02', message: 'Not Acceptable' },
  duplicateReference: {
    status: 409,
    customCode: 'SBXS03',
    message: 'transactionReference was already used for a different sale of this entity',
  },
} as const;

/** Sale messages name the field by its whole JSON path; a required string must hold more than whitespace. */
export const saleFieldStyle: FieldStyle = { label: 'path', blank: 'requiredNotBlank' };
