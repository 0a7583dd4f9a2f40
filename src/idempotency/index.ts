export { type IdempotentRequest, runIdempotent } from './runIdempotent.ts';
