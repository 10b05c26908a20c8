import { Agent, request } from "node:http";

/** What one closed-loop run against one URL measured. */
export interface LoadSample {
  /** Responses received with a 2xx status. */
  ok: number;
  /** Responses with another status, and failed requests. */
  /** Answers other than 2xx, by status. */
  errors: Map<number, number>;
  /** Requests lost to the connection (a kept-alive socket closed under it), not answered. */
  socketErrors: number;
  latenciesMs: number[];
  elapsedMs: number;
}

/** One GET, its body read to the end (a response counts once it is all received). */
function get(url: URL, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers: { Accept: "*/*" } }, (response) => {
      response.on("data", () => undefined);
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/**
 * Closed-loop load: `concurrency` clients over kept-alive connections, each
 * sending its next request as soon as the last one is answered, for
 * `seconds`. Requests in flight at the deadline are waited for and counted.
 */
export async function closedLoop(
  url: URL,
  { seconds, concurrency, agent }: { seconds: number; concurrency: number; agent: Agent },
): Promise<LoadSample> {
  const sample: LoadSample = {
    ok: 0,
    errors: new Map(),
    socketErrors: 0,
    latenciesMs: [],
    elapsedMs: 0,
  };
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const status = await get(url, agent);
        if (status >= 200 && status < 300) {
          sample.ok += 1;
          sample.latenciesMs.push(performance.now() - sent);
        } else {
          sample.errors.set(status, (sample.errors.get(status) ?? 0) + 1);
        }
      } catch {
        sample.socketErrors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  sample.elapsedMs = performance.now() - start;
  return sample;
}

export function keepAliveAgent(concurrency: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: concurrency });
}
