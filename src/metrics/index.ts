export { GatewayMetrics } from './gatewayMetrics.ts';
export { plainOperationName } from './operationLabel.ts';
