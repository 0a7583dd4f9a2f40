import { describe, expect, it } from 'vitest';
import { GatewayMetrics } from '../../../../src/features/metrics/gatewayMetrics.ts';

describe('the code label of graphql_operations_total', () => {
  it("takes the catalogue's codes only: any other extensions.code is counted as other", async () => {
    const metrics = new GatewayMetrics();
    metrics.operationFinished('Pay', 'STORE_UNAVAILABLE', 0.01);
    metrics.operationFinished('Pay', 'STORE_UNAVAILABLE', 0.01);
    metrics.operationFinished('Pay', 'SOME_LIBRARY_CODE', 0.01);
    metrics.operationFinished('Pay', 'constructor', 0.01);
    metrics.operationFinished('Pay', undefined, 0.01);
    const { body } = await metrics.render();
    expect(body.split('\n').filter((line) => line.startsWith('graphql_operations_total{'))).toEqual([
      'graphql_operations_total{operation="Pay",outcome="error",code="STORE_UNAVAILABLE"} 2',
      'graphql_operations_total{operation="Pay",outcome="error",code="other"} 2',
      'graphql_operations_total{operation="Pay",outcome="ok"} 1',
    ]);
  });
});
