export { GatewayMetrics } from './gatewayMetrics.ts';
export { installMetrics } from './install.ts';
export { plainOperationName } from './operationLabel.ts';
