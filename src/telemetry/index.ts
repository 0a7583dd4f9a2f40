export type { OperationTracing } from './operationSpans.ts';
export type { Tracing } from './tracing.ts';
