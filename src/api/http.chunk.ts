/**
 * The HTTP client of spec §7: one function, `call`, for every endpoint of the contract.
 * Defaults: GET, 30 s timeout (10 s for short calls), credentials included (unless the contract
 * says 'omit'), redirects not followed,
 * headers Merchant, Language (default CN), Authorization (the session token unless the endpoint
 * says 'none'), ModuleId and Device where the contract names them. Identical GETs in flight are
 * shared. Encrypted POSTs fetch the RSA key first and load node-forge on demand.
 */
import {
  api,
  skipsSuccessCheck,
  type AnswerOf,
  type Endpoint,
  type EndpointName,
  type RequestOf,
} from '../../contract/endpoints';
import { envelope } from '../../contract/entities';
import { ApiError } from './errors';
import { tryDecode } from '../../contract/decode';
import { DEFAULT_LANGUAGE_HEADER, HTTP_SHORT_TIMEOUT_MS } from '../config/constants';
import { httpContext } from './context';
import { requestKey } from '../shared/request-key';
import { noteIfPastWorker } from './sent-past-worker';
import { coalescedTimeouts } from '../lib/timers';

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Another origin (the domain failover pings other lines). */
  baseUrl?: string;
  /** Extra headers (for example the Merchant of a probed domain). */
  headers?: Record<string, string>;
  /**
   * A GET whose answer must have left after the call (a live count): it shares no request in
   * flight, here or in the worker (fetch cache 'no-cache', sw/wps-cache.ts), and no kept answer.
   */
  fresh?: boolean;
}

const inFlight = new Map<string, Promise<unknown>>();

function queryString(request: unknown): string {
  if (!request || typeof request !== 'object') return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(request as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function headersFor(
  endpoint: Endpoint<unknown, unknown>,
  extra: Record<string, string> | undefined,
): Record<string, string> {
  // A bare request carries only what the caller adds, so the browser sends it without a preflight.
  if (endpoint.bareRequest) return { ...extra };
  const context = httpContext();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Merchant: context.merchantCode,
    Language: context.language() || DEFAULT_LANGUAGE_HEADER,
  };
  const token = endpoint.auth === 'none' ? null : context.token();
  if (token) headers.Authorization = token;
  if (endpoint.moduleId) headers.ModuleId = endpoint.moduleId;
  if (endpoint.deviceHeader) headers.Device = context.deviceKind();
  return { ...headers, ...extra };
}

async function send<Req, Res>(endpoint: Endpoint<Req, Res>, request: Req, options: CallOptions): Promise<Res> {
  const base = options.baseUrl ?? httpContext().baseUrl;
  const isGet = endpoint.method === 'GET';
  const url = `${base}${endpoint.path}${isGet ? queryString(request) : ''}`;
  const headers = headersFor(endpoint as Endpoint<unknown, unknown>, options.headers);
  let body: string | undefined;

  if (!isGet) {
    headers['Content-Type'] = 'application/json';
    if (endpoint.encrypted) {
      const encrypted = await encrypt(request, options);
      Object.assign(headers, encrypted.headers);
      body = JSON.stringify(encrypted.body);
    } else {
      body = JSON.stringify(request ?? {});
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  // Nearly every answer comes before its timeout: one shared native timer (src/lib/timers.ts).
  const timer = coalescedTimeouts.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? endpoint.timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  if (isGet) noteIfPastWorker(url, headers);
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body,
      credentials: endpoint.credentials,
      redirect: 'manual',
      cache: endpoint.cache === 'no-store' ? 'no-store' : options.fresh ? 'no-cache' : 'default',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', endpoint.path, undefined, undefined, undefined);
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', endpoint.path, undefined, undefined, undefined);
  } finally {
    coalescedTimeouts.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw new ApiError('redirect', endpoint.path, response.status, undefined, undefined);
  }

  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(timedOut ? 'timeout' : 'network', endpoint.path, response.status, undefined, undefined);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('malformed', endpoint.path, response.status, undefined, undefined);
  }

  if (skipsSuccessCheck(endpoint.path)) {
    const decoded = tryDecode(endpoint.answer, json);
    if (!decoded.ok) throw new ApiError('malformed', endpoint.path, response.status, undefined, undefined);
    return decoded.value;
  }

  const wrapped = tryDecode(envelope, json);
  if (!wrapped.ok) throw new ApiError('malformed', endpoint.path, response.status, undefined, undefined);
  const { success, value, message, errorCode } = wrapped.value;
  if (!success || !response.ok) {
    throw new ApiError('business', endpoint.path, response.status, errorCode, message, value);
  }
  const decoded = tryDecode(endpoint.answer, value);
  if (!decoded.ok) throw new ApiError('malformed', endpoint.path, response.status, undefined, undefined);
  return decoded.value;
}

async function encrypt(request: unknown, options: CallOptions) {
  const publicKey = await call('rsaKey', { _: Date.now() }, { signal: options.signal, baseUrl: options.baseUrl });
  try {
    const { encryptPayload } = await import('./encrypt.chunk');
    return await encryptPayload(publicKey, request);
  } catch (error) {
    throw new ApiError(
      'encryption',
      '/wps/session/key/rsa',
      undefined,
      'encryption_failed',
      error instanceof Error ? error.message : undefined,
    );
  }
}

/** Calls an endpoint of the contract by name. Rejects with ApiError (see errors.ts). */
export function call<N extends EndpointName>(
  name: N,
  request: RequestOf<N>,
  options: CallOptions = {},
): Promise<AnswerOf<N>> {
  const endpoint = api[name] as unknown as Endpoint<RequestOf<N>, AnswerOf<N>>;
  if (endpoint.method !== 'GET' || endpoint.cache === 'no-store' || options.signal || options.fresh) {
    return send(endpoint, request, options);
  }
  // §7: identical GETs in flight are shared (same URL, merchant, language and authorization), by
  // the same request key the worker uses.
  const headers = headersFor(endpoint as Endpoint<unknown, unknown>, options.headers);
  const url = `${options.baseUrl ?? httpContext().baseUrl}${endpoint.path}${queryString(request)}`;
  const key = requestKey(
    url,
    (name) => headers[name === 'authorization' ? 'Authorization' : name === 'merchant' ? 'Merchant' : 'Language'],
  );
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<AnswerOf<N>>;
  const promise = send(endpoint, request, options).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

/** §7: the shared wrapper whose calls give up after 10 s instead of 30 s. */
export function callQuick<N extends EndpointName>(
  name: N,
  request: RequestOf<N>,
  options: CallOptions = {},
): Promise<AnswerOf<N>> {
  return call(name, request, { timeoutMs: HTTP_SHORT_TIMEOUT_MS, ...options });
}
