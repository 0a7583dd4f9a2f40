export type { OperationTracing } from './operationSpans.ts';
export { startTracing, type Tracing } from './tracing.ts';
