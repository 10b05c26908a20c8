/**
 * Locally (workerd's own HTTP server, under `wrangler dev` or Miniflare), a
 * keep-alive connection whose request body was not read to its end is not
 * reused cleanly: the next request on it is reset, or behind wrangler's proxy
 * hangs until the client gives up. Cancelling the body is not enough, and the
 * body can no longer be read once the answer has gone. So, locally, every
 * request's body is read to its end before the Worker answers, whatever the
 * app read of it: a refusal that never looked at it, a 413 cut off part-way,
 * a `new Request()` copy that left the original behind. On Cloudflare the
 * edge holds the visitor's connection and nothing is drained: a refusal from
 * `Content-Length` answers before the body has arrived.
 * docs/decisions/020-local-server-and-node.md
 *
 * The app reads the body through a stream of its own whose `cancel()` only
 * stops the app's reading; the bytes left are read here afterwards.
 */

/** Above every body the site accepts (a product form with its photos); a longer one is cancelled. */
const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

export interface DrainableRequest {
  request: Request;
  /** Reads what the app left of the body; never throws. */
  drainUnread(): Promise<void>;
}

const AS_IS = async () => {};

/** `environment` is `ENVIRONMENT`: bodies are drained only where it is `development`. */
export function withDrainableBody(incoming: Request, environment: string): DrainableRequest {
  const source = incoming.body;
  if (!source || environment !== "development") return { request: incoming, drainUnread: AS_IS };
  const reader = source.getReader();
  let finished = false;
  let read = 0;

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk = await reader.read();
        if (chunk.done) {
          finished = true;
          controller.close();
          return;
        }
        read += chunk.value.byteLength;
        controller.enqueue(chunk.value);
      },
      cancel() {
        // The app stopped reading; drainUnread() reads the rest.
      },
    },
    { highWaterMark: 0 },
  );

  async function drainUnread() {
    if (finished) return;
    try {
      while (read <= MAX_DRAINED_BYTES) {
        const chunk = await reader.read();
        if (chunk.done) return;
        read += chunk.value.byteLength;
      }
      await reader.cancel();
    } catch {
      // The client went away: nothing is left to read.
    }
  }

  return { request: new Request(incoming, { body }), drainUnread };
}
