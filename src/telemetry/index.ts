export type { OperationTracing } from './operationSpans.ts';
export { type SpanDestination, startTracing, type Tracing } from './tracing.ts';
