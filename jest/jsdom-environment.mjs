import JSDOMEnvironment from 'jest-environment-jsdom';

/** jsdom plus Node's fetch family and streams, which ky and next-intl need (not MessageChannel: G16). */
export default class Environment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
    ];
    for (const name of names) this.global[name] = globalThis[name];
  }
}
