import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The root of the contract: /openapi/openapi.yaml of the repository (same depth from src/ and dist/). */
export const CONTRACT_FILE = path.resolve(import.meta.dirname, '../../../../openapi/openapi.yaml');
/** The contract bundled by the build (dist/contract.json), used while no .yaml file is newer. */
export const BUNDLED_CONTRACT_FILE = path.resolve(import.meta.dirname, '../contract.json');

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; schema?: JsonSchema; required?: boolean; $ref?: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }>; $ref?: string }>;
  'x-hotel-roles'?: number[];
  'x-hotel-route'?: string;
  /** SPEC 4 guards (http/session.ts HotelGuards): reachable by a user who must verify (own record only). */
  'x-verification-page'?: boolean;
  /** SPEC 4 guards: reachable whatever the property's status (else approved properties only). */
  'x-any-status'?: boolean;
  'x-body-limit'?: number;
  /** Per-process flood limit by client address: `{ max, timeWindow (ms) }`. */
  'x-rate-limit'?: { max: number; timeWindow: number };
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  security?: Array<Record<string, string[]>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  /** OpenAPI path, e.g. /api/v1/hotels/{hotelId}. */
  path: string;
  operation: OpenApiOperation;
  /** Path-level and operation-level parameters merged. */
  parameters: NonNullable<OpenApiOperation['parameters']>;
  /** True when the operation needs a session (its own or the document's security is not empty). */
  secured: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const cache = new Map<string, Promise<OpenApiDocument>>();

/**
 * The contract as one document: the per-module files bundled by @redocly/openapi-core (the same library
 * openapi-typescript uses, so the server and the generated client read the contract alike). External
 * references become components; internal `#/components/...` references stay. Cached per file and process.
 */
export function loadContract(file: string = CONTRACT_FILE): Promise<OpenApiDocument> {
  let pending = cache.get(file);
  if (!pending) {
    pending = bundleContract(file);
    cache.set(file, pending);
    pending.catch(() => cache.delete(file));
  }
  return pending.then((doc) => structuredClone(doc));
}

function newestYaml(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestYaml(full));
    else if (/\.ya?ml$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** The build's bundle when it exists and no contract file changed since; else null. */
function prebundled(file: string): OpenApiDocument | null {
  if (file !== CONTRACT_FILE) return null;
  try {
    const built = statSync(BUNDLED_CONTRACT_FILE).mtimeMs;
    if (built < newestYaml(path.dirname(CONTRACT_FILE))) return null;
    return JSON.parse(readFileSync(BUNDLED_CONTRACT_FILE, 'utf8')) as OpenApiDocument;
  } catch {
    return null;
  }
}

async function bundleContract(file: string): Promise<OpenApiDocument> {
  const ready = prebundled(file);
  if (ready) return ready;
  return bundleContractFiles(file);
}

/** Bundles the .yaml files (the bundler is loaded only when needed: it is slow to import). */
export async function bundleContractFiles(file: string = CONTRACT_FILE): Promise<OpenApiDocument> {
  const { bundle, createConfig } = await import('@redocly/openapi-core');
  const config = await createConfig({});
  const result = await bundle({ ref: file, config, dereference: false });
  const problems = result.problems.filter((p) => p.severity === 'error');
  if (problems.length > 0) {
    const text = problems.map((p) => `${p.message} (${p.location[0]?.pointer ?? ''})`).join('; ');
    throw new Error(`The contract ${file} has errors: ${text}`);
  }
  return result.bundle.parsed as OpenApiDocument;
}

function resolveLocal<T>(doc: OpenApiDocument, value: T): T {
  let current: unknown = value;
  for (let i = 0; i < 20; i++) {
    if (typeof current !== 'object' || current === null || !('$ref' in current)) return current as T;
    const ref = (current as { $ref: unknown }).$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current as T;
    let node: unknown = doc;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    }
    current = node;
  }
  return current as T;
}

/** Every operation of the contract with its merged parameters and whether it needs a session. */
export function listOperations(doc: OpenApiDocument): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const [p, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = resolveLocal(doc, rawItem) as Record<string, unknown>;
    const shared = ((item.parameters as OpenApiOperation['parameters']) ?? []).map((x) =>
      resolveLocal(doc, x),
    );
    for (const method of METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((x) => resolveLocal(doc, x));
      const parameters = [
        ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
        ...own,
      ];
      const security = operation.security ?? doc.security ?? [];
      const secured = security.length > 0 && !security.some((req) => Object.keys(req).length === 0);
      out.push({
        operationId: operation.operationId ?? `${method} ${p}`,
        method,
        path: p,
        operation,
        parameters,
        secured,
      });
    }
  }
  return out;
}
