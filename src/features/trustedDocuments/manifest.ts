import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type DocumentSource, hexHash } from '../../http/documentIds.ts';
import { StartupError } from '../../settings/startupError.ts';

/**
 * Reads and checks a manifest. Every key must be the SHA-256 (lower-case hex) of its document's text: a manifest
 * that says otherwise was edited by hand or built from other sources, and running it would run operations no
 * frontend build vouches for, so start-up stops with every bad entry named. `gateway --check` reads it the same way
 * (src/commands/check.ts), so a manifest that would stop start-up fails the check.
 */
export function loadTrustedDocuments(path: string, enforce: boolean): DocumentSource {
  const manifest = readManifest(path);
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw manifestError(path, 'must be a JSON object of hash to document');
  }
  const byHash = new Map<string, string>();
  const problems: string[] = [];
  for (const [key, document] of Object.entries(manifest)) {
    const hash = key.startsWith('sha256:') ? key.slice('sha256:'.length) : key;
    if (typeof document !== 'string') problems.push(`${key}: the document must be a string`);
    else if (!hexHash.test(hash)) problems.push(`${key}: not a lower-case hex SHA-256`);
    else if (createHash('sha256').update(document).digest('hex') !== hash) {
      problems.push(`${key}: is not the SHA-256 of its document`);
    } else byHash.set(hash, document);
  }
  if (problems.length > 0) {
    // One line per bad entry: each names a key to fix or remove.
    const list = problems.map((p) => `  - ${p}`).join('\n');
    throw new StartupError('TRUSTED_DOCUMENTS_MANIFEST', `TRUSTED_DOCUMENTS_MANIFEST ${path}:\n${list}`);
  }
  return { enforce, byHash };
}

const manifestError = (path: string, problem: string) =>
  new StartupError('TRUSTED_DOCUMENTS_MANIFEST', `TRUSTED_DOCUMENTS_MANIFEST ${path}: ${problem}`);

/** The manifest's JSON; a file that is not there, cannot be read or is not JSON fails start-up in one line. */
function readManifest(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (code === 'ENOENT') {
      throw manifestError(
        path,
        'no such file. Set it to the persisted-documents manifest of your client build ' +
          '(docs/frontend.md "Trusted documents"), or leave it unset to run without trusted documents.',
      );
    }
    throw manifestError(path, `cannot be read (${code || 'unknown error'}).`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw manifestError(path, `is not JSON (${err instanceof Error ? err.message : 'unparsable'}).`);
  }
}
