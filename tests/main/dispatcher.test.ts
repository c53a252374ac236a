import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, ApiError, requests, type Handlers } from '../../electron/api/contract.js';
import { createDispatcher } from '../../electron/api/dispatcher.js';
import { MALFORMED_PAYLOADS, makeServices, REQUEST_NAMES, VALID_REQUESTS } from './helpers.js';

describe('dispatcher', () => {
  it('declares a request and response schema for every channel name', () => {
    expect(Object.keys(requests).sort()).toEqual([...REQUEST_NAMES].sort());
  });

  it.each(REQUEST_NAMES)('%s: refuses every malformed payload with a typed error and changes nothing', async (name) => {
    const services = makeServices();
    const before = services.settings.get();
    for (const payload of MALFORMED_PAYLOADS) {
      const result = await services.dispatch(name, payload);
      expect(result, `payload ${JSON.stringify(payload)}`).toMatchObject({ ok: false, code: 'request/malformed' });
    }
    // An otherwise valid request with one unknown field is refused too.
    const result = await services.dispatch(name, { ...VALID_REQUESTS[name], sneaky: 1 });
    expect(result).toMatchObject({ ok: false, code: 'request/malformed' });
    expect(services.settings.get()).toEqual(before);
  });

  it.each(REQUEST_NAMES)('%s: a well-formed request passes validation', async (name) => {
    const services = makeServices();
    const result = await services.dispatch(name, VALID_REQUESTS[name]);
    expect(result.ok ? 'ok' : result.code).not.toBe('request/malformed');
  });

  it('answers an unknown channel with request/unknown', async () => {
    const services = makeServices();
    expect(await services.dispatch('constructor', {})).toMatchObject({ ok: false, code: 'request/unknown' });
    expect(await services.dispatch('__proto__', {})).toMatchObject({ ok: false, code: 'request/unknown' });
  });

  it('never throws: handler bugs become internal/error, ApiErrors keep their code', async () => {
    const errors: string[] = [];
    const log = { warn: () => undefined, error: (m: string) => errors.push(m) };
    const base = makeServices().handlers;
    const handlers: Handlers = {
      ...base,
      ping: () => {
        throw new TypeError('boom');
      },
      getSettings: () => {
        throw new ApiError('seq/stale', 'stale!');
      },
      // Returns something that breaks its response schema.
      getAppInfo: () => ({ name: 1 }) as never,
    };
    const dispatch = createDispatcher(handlers, log);
    expect(await dispatch('ping', { nonce: 'x' })).toMatchObject({ ok: false, code: 'internal/error' });
    expect(await dispatch('getSettings', {})).toEqual({ ok: false, code: 'seq/stale', message: 'stale!' });
    expect(await dispatch('getAppInfo', {})).toMatchObject({ ok: false, code: 'internal/error' });
    expect(errors).toHaveLength(2);
  });

  it('only uses error codes from the closed set', async () => {
    const services = makeServices();
    const results = await Promise.all([
      services.dispatch('nope', {}),
      services.dispatch('ping', {}),
      services.dispatch('setSettings', { expectSeq: 5, patch: {} }),
    ]);
    for (const r of results) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(API_ERROR_CODES as readonly string[]).toContain(r.code);
    }
  });
});
