import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { DocumentNode, GraphQLSchema, Token } from 'graphql';
import { LRUCache } from 'lru-cache';
import { mayOutliveRequest } from './documentRetention.ts';

/**
 * What one parsed document costs beyond its source, per token: graphql-js keeps every token (a linked list the
 * document's `loc` points into), an AST node and a `Location` for most of them. Measured at about 320 bytes per
 * token on Node 20 (20,000 documents of 40 tokens held 13 KB each); rounded up.
 */
const bytesPerToken = 350;
/** The entry itself: its key (a SHA-256 in hex) and the LRU's bookkeeping. */
const bytesPerEntry = 256;

/** What the cache holds now and its lookups so far, for the metrics. */
export interface DocumentCacheStats {
  readonly entries: number;
  readonly bytes: number;
  /** Lookups that found the document: Apollo neither parsed nor validated it. */
  readonly hits: number;
  /** Lookups that did not: the document was parsed (and, if it parsed, validated). */
  readonly misses: number;
}

/**
 * Apollo Server's cache of parsed and validated documents (its `documentStore` option), bounded by bytes.
 *
 * Apollo's default store counts a document as its JSON, which leaves out the source text every parsed document
 * keeps (`loc.source.body`): whitespace-padded documents filled it until the process ran out of memory. Here an
 * entry costs its source (two bytes a character when V8 must store it so) plus its tokens, and the least recently
 * used entries go when the budget is spent. A document whose text carries card data is never kept (see
 * {@link mayOutliveRequest}): it is parsed again when sent again, which only the sender of card data pays.
 * The rule reads the schema's `@cardData` marks, so the cache keeps nothing until its {@link plugin} has been
 * handed the schema.
 */
export class DocumentCache {
  private readonly cache: LRUCache<string, DocumentNode>;
  private schema: GraphQLSchema | undefined;
  private hits = 0;
  private misses = 0;

  constructor(maxBytes: number) {
    this.cache = new LRUCache<string, DocumentNode>({ maxSize: maxBytes, sizeCalculation: documentBytes });
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    const document = this.cache.get(key);
    if (document === undefined) this.misses += 1;
    else this.hits += 1;
    return document;
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    // A document bigger than the whole budget is refused by the LRU itself (its maxEntrySize is maxSize).
    if (this.schema !== undefined && mayOutliveRequest(this.schema, document)) this.cache.set(key, document);
  }

  async delete(key: string): Promise<boolean> {
    return this.cache.delete(key);
  }

  stats(): DocumentCacheStats {
    return {
      entries: this.cache.size,
      bytes: this.cache.calculatedSize,
      hits: this.hits,
      misses: this.misses,
    };
  }

  /** Hands the cache the schema Apollo validates against, at start-up and on every schema change. */
  plugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
    return {
      serverWillStart: async () => ({
        schemaDidLoadOrUpdate: ({ apiSchema }) => {
          this.schema = apiSchema;
        },
      }),
    };
  }
}

function tokensOf(document: DocumentNode): Token[] {
  const tokens: Token[] = [];
  for (let token = document.loc?.startToken ?? null; token !== null; token = token.next) tokens.push(token);
  return tokens;
}

/** How many tokens a parsed document holds (what its memory grows with). */
export function tokenCount(document: DocumentNode): number {
  return tokensOf(document).length;
}

/** What a parsed document costs in memory, its text and syntax tree. */
export function documentBytes(document: DocumentNode): number {
  const body = document.loc?.source.body ?? '';
  // V8 stores a string with any character beyond Latin-1 at two bytes per character (control characters, not
  // allowed in GraphQL anyway, are counted so too: an overestimate errs on the safe side).
  const bytesPerChar = /[^\x20-\xff\t\n\r]/.test(body) ? 2 : 1;
  return bytesPerEntry + body.length * bytesPerChar + tokenCount(document) * bytesPerToken;
}
