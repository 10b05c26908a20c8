import { createContext, useContext } from "react";

/**
 * The response's Content-Security-Policy nonce, provided by entry.server.tsx
 * while the page renders. In the browser there is none to give (browsers hide
 * a nonce from the page once it has been checked), so it is undefined there;
 * every element that carries it suppresses the hydration warning.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
