import type { IncomingMessage } from 'node:http';

/** The GraphQL-over-HTTP media type of a GraphQL response, whatever its status (the spec's "watershed" type). */
const graphqlResponseType = 'application/graphql-response+json; charset=utf-8';
/** The legacy media type of a GraphQL response, for clients that do not ask for the one above. */
const jsonType = 'application/json; charset=utf-8';

/** The weight (`q`) of each media range of an Accept header, and where it stands in the header. */
function weights(accept: string): Map<string, { q: number; at: number }> {
  const ranges = new Map<string, { q: number; at: number }>();
  accept.split(',').forEach((part, at) => {
    const [range = '', ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    ranges.set(range.trim().toLowerCase(), { q: Number.isFinite(weight) ? weight : 0, at });
  });
  return ranges;
}

/**
 * The content type of a GraphQL response the gateway writes itself (a refusal before Apollo: trusted documents, body
 * limits, rate limits, CORS, shutdown), chosen as Apollo Server chooses its own: `application/graphql-response+json`
 * when the request's Accept names it and does not prefer `application/json` over it, JSON otherwise (no Accept,
 * `*\/*`). Why it matters: Apollo Client reads a 4xx answer's errors only from the GraphQL response type; a 4xx in
 * plain JSON is a `ServerError` whose code the app never sees.
 */
export function graphqlResponseTypeFor(req: IncomingMessage | undefined): string {
  const accept = req?.headers.accept;
  if (accept === undefined || !accept.includes('graphql-response+json')) return jsonType;
  const ranges = weights(accept);
  const graphql = ranges.get('application/graphql-response+json');
  if (graphql === undefined || graphql.q <= 0) return jsonType;
  const json = ranges.get('application/json');
  if (json === undefined || graphql.q > json.q || (graphql.q === json.q && graphql.at < json.at)) {
    return graphqlResponseType;
  }
  return jsonType;
}
