
export interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Hangs up, as a browser tab that is closed. */
  signal?: AbortSignal;
}

/** Sends requests to the app in-process and keeps cookies between them, like one browser tab. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
    private readonly origin: string,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (!headers.has('origin')) headers.set('origin', this.origin);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set('content-type', 'application/json');
    }
    const response = await this.app.request(`${this.origin}${path}`, { method, headers, body, ...(options.signal ? { signal: options.signal } : {}) });
    this.storeCookies(response);
    return response;
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }

  post(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request('POST', path, { ...options, json });
  }

  delete(path: string) {
    return this.request('DELETE', path);
  }

  async signUp(email: string, password: string, name?: string) {
    const response = await this.post('/api/auth/sign-up/email', { email, password, ...(name ? { name } : {}) });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    // A new account is signed in by its sign-up (a taken e-mail gets the same answer and no session):
    // check the session, as the web app does, so a helper that silently got no account fails here.
    const session = (await (await this.get('/api/auth/get-session')).json()) as { user: { id: string; email: string } } | null;
    if (!session?.user) throw new Error(`sign-up started no session for ${email} (is the address taken?)`);
    return { user: session.user };
  }

  private storeCookies(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
