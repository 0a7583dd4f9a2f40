export { intervalAt } from './cadence.ts';
export { LivePollers, type LiveSource } from './pollers.ts';
