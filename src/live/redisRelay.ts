import { randomUUID } from 'node:crypto';
import { type RedisConnection, redisReady } from '../stores/index.ts';
import type { LiveRelay } from './relay.ts';

/** Takes the lease when free, renews it when ours; 1 when this replica holds it afterwards. */
const leadScript = `
local holder = redis.call('get', KEYS[1])
if holder == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
if holder then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/** Deletes the lease only while it is still ours (it may have expired and been taken by another replica). */
const releaseScript = `
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

/**
 * The relay over Redis: a lease key per resource (`live:lease:<key>`, holding this replica's random id), the last
 * state (`live:last:<key>`) and a pub/sub channel (`live:changes:<key>`). Commands use the stores' connection;
 * subscriptions need a connection of their own (a subscribed ioredis client takes no other commands), opened on
 * first use.
 */
export class RedisRelay implements LiveRelay {
  private readonly replica = randomUUID();
  private subscriber: RedisConnection | undefined;
  private readonly listeners = new Map<string, Set<(text: string) => void>>();

  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix = 'live:',
  ) {}

  available(): boolean {
    // Both connections: a follower whose subscriber is reconnecting would miss the leader's changes.
    return redisReady(this.redis) && (this.subscriber === undefined || redisReady(this.subscriber));
  }

  async lead(key: string, ttlMs: number): Promise<boolean> {
    const held = await this.redis.eval(
      leadScript,
      1,
      `${this.prefix}lease:${key}`,
      this.replica,
      String(ttlMs),
    );
    return held === 1;
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(releaseScript, 1, `${this.prefix}lease:${key}`, this.replica);
  }

  async share(key: string, text: string, changed: boolean, ttlMs: number): Promise<void> {
    const batch = this.redis.multi().set(`${this.prefix}last:${key}`, text, 'PX', ttlMs);
    if (changed) batch.publish(`${this.prefix}changes:${key}`, text);
    await batch.exec();
  }

  async last(key: string): Promise<string | undefined> {
    return (await this.redis.get(`${this.prefix}last:${key}`)) ?? undefined;
  }

  async listen(key: string, onState: (text: string) => void): Promise<() => Promise<void>> {
    const channel = `${this.prefix}changes:${key}`;
    const subscriber = this.subscriberConnection();
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await subscriber.subscribe(channel);
    }
    set.add(onState);
    return async () => {
      set.delete(onState);
      if (set.size > 0 || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      await subscriber.unsubscribe(channel);
    };
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    this.listeners.clear();
    await subscriber?.quit().catch(() => subscriber.disconnect());
  }

  private subscriberConnection(): RedisConnection {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.redis.duplicate();
    // Failures reach the callers of subscribe/unsubscribe; ioredis resubscribes after a reconnection itself.
    subscriber.on('error', () => {});
    subscriber.on('message', (channel: string, text: string) => {
      for (const onState of this.listeners.get(channel) ?? []) onState(text);
    });
    this.subscriber = subscriber;
    return subscriber;
  }
}
