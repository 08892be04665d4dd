import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError, type Schemas } from '@extranet/api';
import { fakeServer, session } from '../../../../test/fake-server';
import { writeAriChanges } from './save-ari-changes';

const H = 101;
const PATH = `POST /api/v1/hotels/${H}/ari/changes`;
const change: Schemas['AriCellChange'] = {
  roomId: 1,
  ratePlanId: 11,
  date: '2027-01-10',
  field: 'rate',
  value: 5_000_000,
};
const anomaly = { roomId: 1, ratePlanId: 11, date: '2027-01-10', rate: 5_000_000, average: 900_000 };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const saved = (changed: number) => json(200, { batchId: 'b1', dryRun: false, changed, changes: [] });
const refused = () => json(409, { code: 'RATE_ANOMALY', message: 'Unusual rate', anomalies: [anomaly] });

/** The bodies the calendar sent, in order. */
function serverAnswering(...answers: (() => Response)[]) {
  const bodies: Record<string, unknown>[] = [];
  fakeServer(session(), {
    [PATH]: ({ body }) => {
      bodies.push(JSON.parse(body) as Record<string, unknown>);
      return (answers[bodies.length - 1] ?? saved.bind(null, 0))();
    },
  });
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('saving calendar changes', () => {
  it('writes in one request: no dry run first', async () => {
    const bodies = serverAnswering(() => saved(1));
    const confirm = vi.fn(async () => true);
    await expect(writeAriChanges(H, [change], confirm)).resolves.toMatchObject({ changed: 1 });
    expect(bodies).toEqual([{ changes: [change], dryRun: false, confirmAnomalies: false }]);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks about a rate anomaly and, confirmed, sends the same batch again confirmed', async () => {
    const bodies = serverAnswering(refused, () => saved(1));
    const confirm = vi.fn(async () => true);
    await expect(writeAriChanges(H, [change], confirm)).resolves.toMatchObject({ changed: 1 });
    expect(confirm).toHaveBeenCalledWith([anomaly]);
    expect(bodies).toEqual([
      { changes: [change], dryRun: false, confirmAnomalies: false },
      { changes: [change], dryRun: false, confirmAnomalies: true },
    ]);
  });

  it('sends nothing more when the owner declines, and throws the refusal', async () => {
    const bodies = serverAnswering(refused);
    const error = await writeAriChanges(H, [change], async () => false).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('RATE_ANOMALY');
    expect(bodies).toHaveLength(1);
  });

  it('throws any other refusal without asking', async () => {
    const bodies = serverAnswering(() =>
      json(400, {
        code: 'VALIDATION_ERROR',
        message: 'Invalid',
        errors: [{ field: 'changes.0.value', code: 'MIN', message: 'Too low' }],
      }),
    );
    const confirm = vi.fn(async () => true);
    const error = await writeAriChanges(H, [change], confirm).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('VALIDATION_ERROR');
    expect(confirm).not.toHaveBeenCalled();
    expect(bodies).toHaveLength(1);
  });
});
