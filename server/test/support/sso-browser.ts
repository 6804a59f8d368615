import type { ProviderAccount } from './oidc-provider';

/** Where a visit ended: a page that answered, or a redirect to an origin the browser leaves alone (the console). */
export interface Visit {
  url: URL;
  status: number;
  text: string;
}

/**
 * Just enough of a browser for API tests of single sign-on: follows redirects by hand, keeps cookies
 * per origin, and routes public origins (a server's API host) to where that server really listens.
 */
export class SsoBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();

  constructor(
    /** Public origin -> the origin that answers for it. */
    private readonly routes: Record<string, string>,
    /** Redirects to these origins end a visit instead of being followed. */
    private readonly stopOrigins: string[],
  ) {}

  private keepCookies(origin: string, response: Response): void {
    const jar = this.cookies.get(origin) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const [name, value = ''] = pair.split('=', 2);
      if (value === '' || attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(origin, jar);
  }

  private async send(url: URL, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url.pathname + url.search, this.routes[url.origin] ?? url.origin);
    const jar = this.cookies.get(url.origin) ?? new Map<string, string>();
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.keepCookies(url.origin, response);
    return response;
  }

  private async follow(url: URL, response: Response): Promise<Visit> {
    let current = url;
    let answer = response;
    for (let hops = 0; hops < 20; hops++) {
      const location = answer.headers.get('location');
      if (answer.status < 300 || answer.status >= 400 || !location) {
        return { url: current, status: answer.status, text: await answer.text() };
      }
      current = new URL(location, current);
      if (this.stopOrigins.includes(current.origin)) return { url: current, status: answer.status, text: '' };
      answer = await this.send(current);
    }
    throw new Error(`too many redirects, last at ${current.href}`);
  }

  /** Opens the URL and follows its redirects. */
  async open(url: string | URL): Promise<Visit> {
    const target = new URL(url);
    return this.follow(target, await this.send(target));
  }

  /** Submits the first form of the page, as the browser would, and follows where it leads. */
  async submit(page: Visit, fields: Record<string, string>): Promise<Visit> {
    const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
    if (!action) throw new Error(`no form on ${page.url.href}:\n${page.text}`);
    const target = new URL(action, page.url);
    const response = await this.send(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return this.follow(target, response);
  }

  /** Starts single sign-on at `loginUrl`, signs in at the provider's form, and returns where it ends. */
  async signInWithSso(loginUrl: string, account: Pick<ProviderAccount, 'login' | 'password'>): Promise<Visit> {
    const loginForm = await this.open(loginUrl);
    if (loginForm.status !== 200) return loginForm;
    return this.submit(loginForm, { login: account.login, password: account.password });
  }
}
