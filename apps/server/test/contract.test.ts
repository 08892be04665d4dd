import { describe, expect, it } from 'vitest';
import { modules } from '../src/modules/index.js';
import { listOperations, loadContract } from '../src/openapi/contract.js';

describe('contract and modules', () => {
  it('every operation of the contract has exactly one handler, and every handler an operation', async () => {
    const operations = listOperations(await loadContract()).map((o) => o.operationId);
    expect(new Set(operations).size, 'operationIds are unique').toBe(operations.length);
    const handled = modules.flatMap((m) => Object.keys(m.handlers));
    expect(new Set(handled).size, 'no operationId is handled twice').toBe(handled.length);
    expect(
      operations.filter((id) => !handled.includes(id)),
      'operations without a handler',
    ).toEqual([]);
    expect(
      handled.filter((id) => !operations.includes(id)),
      'handlers without an operation',
    ).toEqual([]);
  });

  it('every secured operation documents 401, and 404 when it has a hotelId in its path', async () => {
    for (const op of listOperations(await loadContract())) {
      const statuses = Object.keys(op.operation.responses ?? {});
      if (op.secured) expect(statuses, `${op.operationId} documents 401`).toContain('401');
      if (op.secured && op.parameters.some((p) => p.in === 'path' && p.name === 'hotelId')) {
        expect(statuses, `${op.operationId} documents 404`).toContain('404');
      }
    }
  });
});
