export { GatewayMetrics, type OperationOutcome } from './gatewayMetrics.ts';
export { metricsPlugin } from './graphqlPlugin.ts';
export { OperationLabels } from './operationLabel.ts';
