/**
 * Lua scripts of the Redis idempotency store. Each runs atomically in Redis, in one round trip.
 *
 * Terminology: the *sentinel* is a key every gateway writes at start-up (if absent) and adopts the value of (its
 * *epoch*). Redis restarting without its data, a FLUSHALL or an eviction removes it with the records; a gateway
 * that then finds it missing or changed knows that records were lost, and marks the store *distrusted* (a key
 * that lives as long as a record would, holding when the loss was noticed) for every replica.
 */

/**
 * Checks the sentinel, then claims a record. KEYS: record, sentinel, distrust. ARGV: pending record JSON, record
 * lifetime (ms), the caller's epoch, now (epoch ms). Returns {epoch, distrust since or '', distrust PTTL,
 * 1 if claimed else 0, the existing record or ''}.
 */
export const beginScript = `
local epoch = redis.call('GET', KEYS[2])
if epoch ~= ARGV[3] then
  if not epoch then
    redis.call('SET', KEYS[2], ARGV[3])
    epoch = ARGV[3]
  end
  redis.call('SET', KEYS[3], ARGV[4], 'PX', ARGV[2], 'NX')
end
local since = redis.call('GET', KEYS[3])
local left = redis.call('PTTL', KEYS[3])
if redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then
  return {epoch, since or '', left, 1, ''}
end
return {epoch, since or '', left, 0, redis.call('GET', KEYS[1]) or ''}`;

/** Writes the sentinel when absent and returns it: the epoch a starting gateway adopts. KEYS: sentinel. */
export const adoptEpochScript = `
redis.call('SET', KEYS[1], ARGV[1], 'NX')
return redis.call('GET', KEYS[1])`;

/** Replaces the value of KEYS[1] by ARGV[2] (with PX ARGV[3]) only while it still is ARGV[1]. */
export const compareAndSet = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

/** Claims KEYS[1] for ARGV[1] (PX ARGV[2]) unless another owner holds it: 1 claimed or already ours, 0 not. */
export const claimSingleUseScript = `
if redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2], 'NX') then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then return 1 end
return 0`;
