export { GatewayMetrics } from './gatewayMetrics.ts';
export { OperationLabels } from './operationLabel.ts';
