import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type ContentCoding, chooseContentCoding, etagMatches } from '../../http/httpCaching.ts';

const require = createRequire(import.meta.url);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * GraphiQL's browser bundles, served by us from npm packages: the workplace (and many corporate networks) cannot
 * reach a CDN, and a self-hosted IDE has no third-party script in the page that sees the caller's operations.
 */
const assets: Record<string, { pkg: string; file: string; type: string }> = {
  'react.js': { pkg: 'react', file: 'umd/react.production.min.js', type: 'text/javascript' },
  'react-dom.js': { pkg: 'react-dom', file: 'umd/react-dom.production.min.js', type: 'text/javascript' },
  'graphiql.js': { pkg: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript' },
  'graphiql.css': { pkg: 'graphiql', file: 'graphiql.min.css', type: 'text/css' },
};

/** The installed folder of a package; its `exports` map hides the browser bundles from require.resolve. */
function packageDir(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  while (!dir.endsWith(`${sep}node_modules${sep}${pkg}`)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot locate package ${pkg}`);
    dir = parent;
  }
  return dir;
}

const versions = new Map<string, string>();

/** The installed version of a package, read once: it names the asset's URL, so an upgrade gets a new one. */
function packageVersion(pkg: string): string {
  let version = versions.get(pkg);
  if (version === undefined) {
    const manifest: unknown = JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8'));
    const found =
      typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : '';
    version = typeof found === 'string' && found !== '' ? found : '0';
    versions.set(pkg, version);
  }
  return version;
}

/** The versioned path of an asset, `/graphiql/<package version>/<name>`; cached for a year, so it must change. */
export function graphiqlAssetPath(name: keyof typeof assets & string): string {
  const asset = assets[name];
  return `/graphiql/${asset ? packageVersion(asset.pkg) : '0'}/${name}`;
}

/** One asset in each coding it is sent in, with the strong ETag of each (they differ by coding, as RFC 9110 asks). */
interface Prepared {
  readonly type: string;
  readonly bodies: Record<ContentCoding, Buffer>;
  readonly etags: Record<ContentCoding, string>;
}

/** Compressed once per process: brotli at its best quality takes about 2 s for GraphiQL's bundle, then never again. */
async function prepare(pkg: string, file: string, type: string): Promise<Prepared> {
  const identity = await readFile(join(packageDir(pkg), file));
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    type,
    bodies: { br, gzip: gz, identity },
    etags: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
  };
}

const prepared = new Map<string, Promise<Prepared>>();

/**
 * Answers GET /graphiql/<version>/<name> (`rest` is the part after /graphiql/): the asset in the best coding the
 * request accepts, immutable for a year, 304 when the client already holds it. Returns false for any other path
 * (an unknown name or an outdated version), which the caller answers with 404.
 */
export async function serveGraphiqlAsset(
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
): Promise<boolean> {
  const [version, name, ...extra] = rest.split('/');
  const asset = name === undefined ? undefined : assets[name];
  if (!asset || extra.length > 0 || version !== packageVersion(asset.pkg)) return false;
  let ready = prepared.get(asset.file);
  if (!ready) {
    ready = prepare(asset.pkg, asset.file, asset.type);
    prepared.set(asset.file, ready);
    ready.catch(() => prepared.delete(asset.file));
  }
  const { type, bodies, etags } = await ready;
  const coding = chooseContentCoding(req.headers['accept-encoding']);
  const headers: Record<string, string> = {
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
    etag: etags[coding],
  };
  if (etagMatches(req.headers['if-none-match'], etags[coding])) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  const body = bodies[coding];
  if (coding !== 'identity') headers['content-encoding'] = coding;
  res.writeHead(200, { ...headers, 'content-type': type, 'content-length': String(body.length) });
  res.end(body);
  return true;
}
