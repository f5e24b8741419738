/** A browser's cookie jar, reduced to what these flows need: name, path, deletion. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith("path="))?.slice(5) ?? "/";
      const expired = attributes.some(
        (a) => a.toLowerCase().startsWith("expires=") && new Date(a.slice(8)).getTime() < Date.now(),
      );
      const key = `${name};${path}`;
      if (expired || value === "") this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter((cookie) => url.pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
  }
}
