export type { OperationTracing } from './operationSpans.ts';
