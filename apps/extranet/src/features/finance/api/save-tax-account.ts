import { ApiError, CLIENT_ERROR_CODES, errorFromBody, type Schemas } from '@extranet/api';
import { pinProofHeader } from '../../../shared/pin/verify-pin';
import type { TaxFormValues } from '../model';

/**
 * `POST` (first save) or `PUT` (change) `.../tax-accounts`, multipart: the text fields and the chosen documents
 * (a document not chosen keeps the stored one), with a PIN proof (`x-pin-proof`). A refusal rejects with the
 * server's ApiError (field errors) like the typed client.
 */
export async function saveTaxAccount(
  hotelId: number,
  values: TaxFormValues,
  exists: boolean,
  proof: string,
): Promise<Schemas['TaxAccountView']> {
  const form = new FormData();
  const company = values.taxAccountType === 'COMPANY';
  form.append('taxAccountType', values.taxAccountType);
  form.append('taxAccountName', values.taxAccountName);
  form.append('taxAccountNumber', values.taxAccountNumber);
  form.append('nitku', values.nitku);
  if (company) {
    form.append('branchTaxAccountName', values.branchTaxAccountName);
    form.append('branchTaxAccountNumber', values.branchTaxAccountNumber);
  }
  for (const field of ['taxAccountDocument', 'branchTaxAccountDocument', 'otherDocument'] as const) {
    const file = values[field];
    if (file instanceof File && (company || field === 'taxAccountDocument'))
      form.append(field, file, file.name);
  }
  let response: Response;
  try {
    response = await fetch(`/api/v1/hotels/${hotelId}/tax-accounts`, {
      method: exists ? 'PUT' : 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...pinProofHeader(proof) },
    });
  } catch {
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message: 'NETWORK', requestId: '' });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && body && typeof body === 'object' && 'account' in body) {
    return body as Schemas['TaxAccountView'];
  }
  throw errorFromBody(response.status, response.statusText, body, response.headers.get('x-request-id') ?? '');
}
