import { isApiError, unwrap, type Schemas } from '@extranet/api';
import { api } from '../../../shared/api/client';

/**
 * `POST .../ari/changes`: one batch, written at once. Unless `confirmAnomalies`, a rate far from its 30-day
 * average makes the server answer RATE_ANOMALY and write nothing.
 */
export function saveAriChanges(
  hotelId: number,
  changes: Schemas['AriCellChange'][],
  options: { confirmAnomalies: boolean },
) {
  return unwrap(
    api.POST('/api/v1/hotels/{hotelId}/ari/changes', {
      params: { path: { hotelId } },
      body: { changes, dryRun: false, confirmAnomalies: options.confirmAnomalies },
    }),
  );
}

/** The rates a RATE_ANOMALY refusal lists (none for any other error). */
export function anomaliesOf(error: unknown): Schemas['AriRateAnomaly'][] {
  if (!isApiError(error) || error.code !== 'RATE_ANOMALY') return [];
  const list = error.details?.anomalies;
  return Array.isArray(list) ? (list as Schemas['AriRateAnomaly'][]) : [];
}

/**
 * Saves a batch in one request. Only when the server refuses it as a rate anomaly (it then writes nothing)
 * `confirm` asks the owner; confirmed, the same batch goes again with the anomalies confirmed, otherwise the
 * refusal is thrown.
 */
export async function writeAriChanges(
  hotelId: number,
  changes: Schemas['AriCellChange'][],
  confirm: (anomalies: Schemas['AriRateAnomaly'][]) => Promise<boolean>,
): Promise<Schemas['AriChangesResult']> {
  try {
    return await saveAriChanges(hotelId, changes, { confirmAnomalies: false });
  } catch (error) {
    const anomalies = anomaliesOf(error);
    if (anomalies.length === 0 || !(await confirm(anomalies))) throw error;
    return saveAriChanges(hotelId, changes, { confirmAnomalies: true });
  }
}
