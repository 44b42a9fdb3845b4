import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface RecordedRequest {
  method: string;
  /** The full URL: base URL and path. */
  url: string;
  headers: AxiosHeaders;
  /** The JSON body, parsed. */
  body: unknown;
  timeout: number | undefined;
}

/**
 * Replaces axios's transport (XHR in jsdom, http in Node) by one that answers with `status` and
 * records what was sent; every client the code under test creates afterwards uses it, the rest
 * of axios (interceptors, error handling) runs as in the browser. `restore` puts the real one back.
 */
export function fakeAxiosTransport(reply: { status: number; data?: unknown }) {
  const requests: RecordedRequest[] = [];
  const original = axios.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    requests.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      headers: AxiosHeaders.from(config.headers as AxiosHeaders),
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      timeout: config.timeout,
    });
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  axios.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      axios.defaults.adapter = original;
    },
  };
}
