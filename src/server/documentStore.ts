import { type DocumentNode, type Token, TokenKind } from 'graphql';
import { LRUCache } from 'lru-cache';
import { containsCardNumber } from '../contract/index.ts';

/**
 * What one parsed document costs beyond its source, per token: graphql-js keeps every token (a linked list the
 * document's `loc` points into), an AST node and a `Location` for most of them. Measured at about 320 bytes per
 * token on Node 20 (20,000 documents of 40 tokens held 13 KB each); rounded up.
 */
const bytesPerToken = 350;
/** The entry itself: its key (a SHA-256 in hex) and the LRU's bookkeeping. */
const bytesPerEntry = 256;

/** What the cache holds now, for the metrics. */
export interface DocumentCacheStats {
  readonly entries: number;
  readonly bytes: number;
}

/**
 * Apollo Server's cache of parsed and validated documents (its `documentStore` option), bounded by bytes.
 *
 * Apollo's default store counts a document as its JSON, which leaves out the source text every parsed document
 * keeps (`loc.source.body`): whitespace-padded documents filled it until the process ran out of memory. Here an
 * entry costs its source (two bytes a character when V8 must store it so) plus its tokens, and the least recently
 * used entries go when the budget is spent. A document that carries card data is never kept (see
 * {@link carriesCardData}): it is parsed again when sent again, which only the sender of card data pays.
 */
export class DocumentCache {
  private readonly cache: LRUCache<string, DocumentNode>;

  constructor(maxBytes: number) {
    this.cache = new LRUCache<string, DocumentNode>({ maxSize: maxBytes, sizeCalculation: documentBytes });
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    return this.cache.get(key);
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    // A document bigger than the whole budget is refused by the LRU itself (its maxEntrySize is maxSize).
    if (!carriesCardData(document)) this.cache.set(key, document);
  }

  async delete(key: string): Promise<boolean> {
    return this.cache.delete(key);
  }

  stats(): DocumentCacheStats {
    return { entries: this.cache.size, bytes: this.cache.calculatedSize };
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

/**
 * Whether a document may hold card data, and so must not outlive its request: any string literal (a card
 * number, CVC, wallet token or JWT written inline is a string, and the schema's card fields take strings), or
 * anything in its text that the card-number rule matches (an Int literal, digits split over tokens, a comment).
 * A document without its text (no `loc`) cannot be checked and is not kept either.
 */
export function carriesCardData(document: DocumentNode): boolean {
  const body = document.loc?.source.body;
  if (body === undefined) return true;
  const literal = tokensOf(document).some(
    (token) => token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING,
  );
  return literal || containsCardNumber(body);
}
