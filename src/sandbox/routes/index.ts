import type { Route } from '../http/types.ts';
import { routes as control } from './control/index.ts';

/** Every route the sandbox serves; the router prefers literal segments, so order does not matter. */
export const allRoutes: readonly Route[] = [...control];
