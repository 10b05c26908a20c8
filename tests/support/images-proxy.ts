/**
 * A wrapper around the Worker's real Images binding, installed as a workerd
 * "wrapped binding" in place of `IMAGES`, as d1-proxy.ts does for D1: the
 * Worker is the production bundle, untouched, and the pictures are made by
 * Miniflare's real local Images service. Before each `info` or `output` the
 * wrapper asks the test process, which counts the call and says whether it
 * fails, and how.
 *
 * - `pass`: every call reaches the real service (counted).
 * - `outage`: every call rejects as an unreachable service would.
 * - `quota`: every call rejects with Cloudflare's "usage limit reached" code (9422).
 * - `fail-after`: the first `passCount` outputs pass, the next ones reject
 *   (an outage in the middle of an upload's variants).
 */
export type ImagesProxyMode = "pass" | "outage" | "quota" | "fail-after";

export interface ImagesProxy {
  mode: ImagesProxyMode;
  /** Outputs let through before failing, in `fail-after` mode. */
  passCount: number;
  /** Calls that reached the real service, by kind (info, output). */
  calls: Map<string, number>;
  resetCounts(): void;
}

export function createImagesProxy(mode: ImagesProxyMode = "pass"): ImagesProxy {
  return {
    mode,
    passCount: 0,
    calls: new Map(),
    resetCounts() {
      this.calls.clear();
    },
  };
}

export const IMAGES_PROXY_WORKER = "images-proxy";
const INNER_BINDING = "REAL_IMAGES";

const source = /* js */ `
export default function (env) {
  const real = env.${INNER_BINDING};
  const ask = async (kind) => {
    const answer = await env.CONTROL.fetch("http://images-proxy/" + kind, { method: "POST" });
    if (answer.status === 204) return;
    const { code, message } = await answer.json();
    const error = new Error(message);
    if (code !== null) error.code = code;
    throw error;
  };
  const wrap = (transformer) => ({
    transform: (transform) => wrap(transformer.transform(transform)),
    draw: (image, options) => wrap(transformer.draw(image, options)),
    output: async (options) => {
      await ask("output");
      return transformer.output(options);
    },
  });
  return {
    info: async (stream, options) => {
      await ask("info");
      return real.info(stream, options);
    },
    input: (stream, options) => wrap(real.input(stream, options)),
    get hosted() {
      return real.hosted;
    },
  };
}
`;

function refusal(
  proxy: ImagesProxy,
  kind: string,
): { code: number | null; message: string } | null {
  switch (proxy.mode) {
    case "pass":
      return null;
    case "quota":
      return { code: 9422, message: "IMAGES_TRANSFORM_ERROR 9422: usage limit reached" };
    case "fail-after": {
      const passed = proxy.calls.get(kind) ?? 0;
      return passed < proxy.passCount ? null : { code: null, message: "Network connection lost." };
    }
    case "outage":
      return { code: null, message: "Network connection lost." };
  }
}

/**
 * The Miniflare options that put `proxy` in front of the Images binding:
 * `main` goes into the Worker's own options, `worker` is the extra Worker
 * that holds the wrapper and the real binding.
 */
export function imagesProxyWorkerOptions(proxy: ImagesProxy) {
  return {
    main: {
      images: undefined,
      wrappedBindings: { IMAGES: { scriptName: IMAGES_PROXY_WORKER } },
    },
    worker: {
      name: IMAGES_PROXY_WORKER,
      modules: true,
      script: source,
      images: { binding: INNER_BINDING },
      serviceBindings: {
        CONTROL: async (request: Request) => {
          const kind = new URL(request.url).pathname.slice(1);
          const refused = refusal(proxy, kind);
          if (refused) return Response.json(refused, { status: 503 });
          proxy.calls.set(kind, (proxy.calls.get(kind) ?? 0) + 1);
          return new Response(null, { status: 204 });
        },
      },
    },
  };
}
