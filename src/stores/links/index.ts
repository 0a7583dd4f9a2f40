export { linkKey } from '../keys.ts';
export type { LinkStore } from './store.ts';
