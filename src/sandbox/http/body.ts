import type { IncomingMessage } from 'node:http';
import { fail } from './errors.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads the body up to `limit` bytes; answers 413 beyond it instead of buffering an unbounded request. */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) fail(413, 'SBXG13', 'Request body too large');
    chunks.push(buf);
  }
  // A fatal decoder rejects only invalid bytes; a body may legitimately contain U+FFFD itself.
  try {
    return utf8.decode(Buffer.concat(chunks));
  } catch {
    fail(400, 'SBXG02', 'Request body is not valid UTF-8');
  }
}

/** Deeper than any provider request; deeper bodies would only exercise recursion limits. */
const maxNesting = 32;

/** Nesting depth of a JSON text, counted without parsing (brackets inside strings do not count). */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Parses a JSON request body; the provider's bodies are always objects. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (nestingDepth(text) > maxNesting) fail(400, 'SBXG06', 'Request body is nested too deeply');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(400, 'SBXG01', 'Request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    fail(400, 'SBXG03', 'Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
