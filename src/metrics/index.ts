export { GatewayMetrics, type OperationOutcome } from './gatewayMetrics.ts';
export { OperationLabels } from './operationLabel.ts';
