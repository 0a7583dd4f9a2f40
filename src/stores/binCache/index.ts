export type { BinCache } from './store.ts';
