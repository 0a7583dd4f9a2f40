import type { Cluster, ClusterOptions, Redis } from 'ioredis';
import { StartupError } from '../settings/startupError.ts';

/**
 * The process's Redis connection: one server (or a primary with replicas behind one address), or a Redis Cluster
 * (`REDIS_CLUSTER=true`). Everything that uses Redis takes either; see `keys.ts` for how keys are laid out on a
 * cluster.
 */
export type RedisConnection = Redis | Cluster;

/** Options of {@link connectRedis}. */
export interface ConnectRedisOptions {
  /** Longest wait for one command's answer (a Redis that hangs); none by default. */
  commandTimeoutMs?: number;
  /**
   * `url` is one node of a Redis Cluster (a managed service's configuration endpoint, or any node): the others are
   * found from its `CLUSTER SLOTS`, and each command goes to the node that holds its keys.
   */
  cluster?: boolean;
}

/**
 * A connected Redis client for `REDIS_URL`: the process opens one, in `createStores`. Connects eagerly so that a wrong URL fails at start-up rather than on
 * the first payout; few retries per command, so a Redis outage surfaces as an error instead of a hang.
 */
export async function connectRedis(url: string, options: ConnectRedisOptions = {}): Promise<RedisConnection> {
  // Loaded only when a REDIS_URL is set: a memory-only process (the default) then never holds ioredis's code
  // and objects (about 2 MB of heap).
  const { Redis: RedisClient, Cluster: ClusterClient } = await import('ioredis');
  const perNode = {
    maxRetriesPerRequest: 2,
    ...(options.commandTimeoutMs === undefined ? {} : { commandTimeout: options.commandTimeoutMs }),
  };
  const redis: RedisConnection = options.cluster
    ? new ClusterClient([seedNode(url)], clusterOptions(url, perNode))
    : new RedisClient(url, { lazyConnect: true, ...perNode });
  // Failures reach the caller of each command; without a listener ioredis would also print every failed
  // reconnection of an outage to stderr as an "unhandled error event". The last one is the reason a first
  // connection failed: connect() itself rejects with only "Connection is closed".
  let reason: unknown;
  redis.on('error', (error: unknown) => {
    reason = error;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw redisStartupError(reason ?? error, url);
  }
  return redis;
}

/**
 * A Redis that cannot be reached at start-up, in one line naming REDIS_URL (never its password): a setting or a
 * server to fix, not a bug of ours, so no stack trace.
 */
function redisStartupError(error: unknown, url: string): StartupError {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const why = typeof code === 'string' ? code : typeof message === 'string' ? message : 'failed';
  const { host } = new URL(url);
  return new StartupError(
    'REDIS_URL',
    `REDIS_URL: cannot connect to Redis at ${host || 'its host'} (${why}). Start it, or correct REDIS_URL ` +
      '(unset, what may be lost is kept in each process: docs/operations.md "Money records in production").',
  );
}

/**
 * Whether the connection is up now (connected, and for a cluster its slots known). What may be lost without harm
 * checks this before each use and does without Redis at once when it is not: a command sent during an outage would
 * wait for the client's reconnection attempts (up to its 2 s timeout) before failing.
 */
export function redisReady(redis: RedisConnection): boolean {
  return redis.status === 'ready';
}

type NodeOptions = NonNullable<ClusterOptions['redisOptions']>;

function seedNode(url: string): { host: string; port: number } {
  const { hostname, port } = new URL(url);
  return { host: hostname.replace(/^\[(.*)\]$/, '$1'), port: port === '' ? 6379 : Number(port) };
}

/**
 * Cluster options from the URL: the nodes found through the seed are known only by address, so the credentials and
 * TLS of the URL must be given for every node (ioredis would apply them to the seed alone).
 */
function clusterOptions(url: string, perNode: NodeOptions): ClusterOptions {
  const { protocol, username, password, pathname } = new URL(url);
  // A cluster has only database 0: a URL naming another one means the operator expects a separation it lacks.
  if (pathname !== '' && pathname !== '/' && pathname !== '/0') {
    throw new Error(`a Redis Cluster has only database 0; REDIS_URL names ${pathname.slice(1)}`);
  }
  return {
    lazyConnect: true,
    // Nodes are reached by the names the cluster gives (not resolved here to addresses first): a managed cluster's
    // TLS certificates name hosts, so a connection to a resolved address would fail verification.
    dnsLookup: (address, callback) => callback(null, address),
    redisOptions: {
      ...perNode,
      ...(username === '' ? {} : { username: decodeURIComponent(username) }),
      ...(password === '' ? {} : { password: decodeURIComponent(password) }),
      ...(protocol === 'rediss:' ? { tls: {} } : {}),
    },
  };
}
