export { createStores, type Stores, type StoresOptions } from './create.ts';
export { StoreUnavailableError } from './errors.ts';
