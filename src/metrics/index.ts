export { GatewayMetrics } from './gatewayMetrics.ts';
export { OperationLabels, plainOperationName } from './operationLabel.ts';
