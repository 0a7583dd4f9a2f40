import { type DocumentNode, type GraphQLSchema, isLeafType, type OperationDefinitionNode } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { compiles } from './compilationRule.ts';
import { leafSerializers } from './compiledErrors.ts';
import { documentBytes, tokenCount } from './documentStore.ts';

/**
 * What one compiled operation costs beyond its document, per token of the document. graphql-jit writes about 200
 * characters of JavaScript per token (6.2 KB for a 30-token balance query, 15.5 KB for a 67-token statement page);
 * once the function runs, V8 adds its bytecode, feedback and, for hot operations, optimised code, several times the
 * source. Budgeted at five times the source.
 */
const compiledBytesPerToken = 1_000;
/** An entry without a compiled operation: its key (a SHA-256 in hex and a name) and the LRU's bookkeeping. */
const markerBytes = 256;

/** A document seen once: compiled if it comes again. */
const seenOnce = Symbol('seenOnce');
/** An operation graphql-js runs (the compiler refused it, or it could run differently compiled): never compiled. */
const refused = Symbol('refused');

interface Entry {
  readonly plan: CompiledQuery | typeof seenOnce | typeof refused;
  readonly bytes: number;
}

/** What `planFor` needs of a request (Apollo's gateway request context has it all). */
export interface PlannedRequest {
  /** Apollo's SHA-256 of the document's text. */
  readonly queryHash: string;
  readonly document: DocumentNode;
  /** The operation Apollo resolved; absent when the document has none by the requested name. */
  readonly operation: OperationDefinitionNode | undefined;
  readonly request: { readonly operationName?: string | undefined };
}

/**
 * Compiled operations within a byte budget, keyed by document hash and operation name, least recently used first
 * out. An operation is compiled the second time it is asked for: compiling costs a few times one execution, so a
 * document sent once (any caller can send endless new ones) costs only a small marker. Whether it is compiled at
 * all is the one rule of compilationRule.ts, judged on the first sighting and kept as a marker.
 */
export class CompiledPlans {
  private readonly cache: LRUCache<string, Entry>;
  private readonly serializers: ReturnType<typeof leafSerializers>;

  constructor(
    private readonly schema: GraphQLSchema,
    maxBytes: number,
  ) {
    this.cache = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
    this.serializers = leafSerializers(Object.values(schema.getTypeMap()).filter(isLeafType));
  }

  /** The compiled operation of a request, or nothing when graphql-js runs it. */
  planFor({ queryHash, document, operation, request }: PlannedRequest): CompiledQuery | undefined {
    // graphql-js words a missing operation its own way.
    if (operation === undefined) return undefined;
    // Operation names are GraphQL names, so the separator cannot occur in one.
    const key = `${queryHash}:${request.operationName ?? ''}`;
    const entry = this.cache.get(key);
    if (entry === undefined) {
      // Judged once per document and operation: a repeat costs one lookup.
      const plan = compiles(this.schema, document, operation) ? seenOnce : refused;
      this.cache.set(key, { plan, bytes: markerBytes });
      return undefined;
    }
    if (entry.plan === refused) return undefined;
    if (entry.plan !== seenOnce) return entry.plan;
    const compiled = compileQuery(this.schema, document, request.operationName, {
      customSerializers: this.serializers,
      // Its errors are replaced by graphql-js's (compiledErrors.ts), which take their own stack.
      disablingCapturingStackErrors: true,
    });
    if (!isCompiledQuery(compiled)) {
      this.cache.set(key, { plan: refused, bytes: markerBytes });
      return undefined;
    }
    const bytes = documentBytes(document) + tokenCount(document) * compiledBytesPerToken;
    this.cache.set(key, { plan: compiled, bytes });
    return compiled;
  }
}
