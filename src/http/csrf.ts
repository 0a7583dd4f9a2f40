/** Content types a page on any site may POST without a preflight (HTML forms, `fetch` without headers). */
const simpleTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Whether a POST could have been sent by another site's page behind the user's back: no Content-Type, or one a
 * plain form can send. Such a request skips the CORS preflight, so the browser never asked us; with open access in
 * development (or cookies where CORS_CREDENTIALS allows them) it could move money. A JSON POST is preflighted.
 * GET needs no such check: it runs queries only, and their answers reach no page that CORS does not allow.
 */
export function isCrossSiteFormPost(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const essence = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return essence === '' || simpleTypes.has(essence);
}
