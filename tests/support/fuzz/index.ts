/**
 * Building blocks of the property-based robustness tests (api-fuzz,
 * page-action-fuzz-*, route-fuzz): generators of hostile values, malformed
 * JSON and form bodies, odd path ids, request headers, the filters of the
 * request inbox and of the codes list; the watch that holds D1, R2 and KV
 * to their baseline while generated requests run; and the checks of each
 * answer.
 */
export * from "./answers";
export * from "./code-filters";
export * from "./encodings";
export * from "./fields";
export * from "./form-bodies";
export * from "./form-values";
export * from "./headers";
export * from "./inbox";
export * from "./json-bodies";
export * from "./json-values";
export * from "./paths";
export * from "./payloads";
export * from "./requests";
export * from "./settings";
export * from "./strings";
export * from "./suite";
export * from "./watch";
