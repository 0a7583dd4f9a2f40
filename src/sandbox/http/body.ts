import type { IncomingMessage } from 'node:http';
import { fail } from './errors.ts';

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
  const raw = Buffer.concat(chunks);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(raw);
  if (text.includes('\uFFFD')) fail(400, 'SBXG02', 'Request body is not valid UTF-8');
  return text;
}

/** Parses a JSON request body; the provider's bodies are always objects. */
export function parseJsonObject(text: string): Record<string, unknown> {
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
