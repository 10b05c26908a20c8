/**
 * The browser's WebAuthn library, loaded on demand. A `.client` module is
 * empty in the server build, so the library stays out of the Worker bundle.
 */
export const loadWebAuthn = () => import("@simplewebauthn/browser");
