/**
 * graphql-js and graphql-scalars put the offending value into their messages ("got invalid value "4444…"",
 * "cannot represent a non string value: 123", "Value is not a valid UUID: …"). A caller's card number or CVC must
 * never come back in an error, so those values are cut out before any error leaves the server, and any run of
 * 12-19 digits that survives is masked.
 */
export function sanitizeErrorMessage(message: string): string {
  return message
    .replace(/(Variable "\$[^"]+" got invalid value) [\s\S]*?(?=( at "\$?[^"]*")?; )/, '$1')
    .replace(/(cannot represent[^:]*value): [\s\S]*$/, '$1.')
    .replace(/(Value is not a valid [^:]+): [\s\S]*$/, '$1.')
    .replace(/(Expected value of type "[^"]+"), found [\s\S]*?(;|$)/, '$1$2')
    .replace(/\d{12,19}/g, '[redacted]');
}
