import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface RawRequest {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface RawAnswer {
  /** The status, or what went wrong instead: "no answer" past `withinMs`, or the socket's error code. */
  status: number | string;
  /** Whether the request went on a connection an earlier one had used. */
  reusedConnection: boolean;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A keep-alive agent with one connection: each request follows the last on it. */
export const oneConnection = () => new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends `request` to `base` through `agent` (Node's own HTTP client, so
 * connections are reused as a browser or curl reuses them) and resolves with
 * whatever happens, never rejecting; `withinMs` gives up on a silent server.
 */
export function sendRaw(
  agent: Agent,
  base: URL,
  request: RawRequest,
  withinMs?: number,
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) {
      headers["Content-Length"] = String(Buffer.byteLength(request.body));
    }
    const failed = (status: string) =>
      resolve({ status, reusedConnection: req.reusedSocket, headers: {}, body: "" });
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        agent,
        headers,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            reusedConnection: req.reusedSocket,
            headers: res.headers,
            body,
          }),
        );
      },
    );
    if (withinMs !== undefined) {
      req.setTimeout(withinMs, () => {
        failed("no answer");
        req.destroy();
      });
    }
    req.on("error", (error: NodeJS.ErrnoException) => failed(error.code ?? error.message));
    req.end(request.body);
  });
}
