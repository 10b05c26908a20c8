/** The standalone mode's shared constants (SPEC §4, §9), for the browser and the server. */

/** Where the mode is turned on and off: a plain form post, enhanced with JavaScript. */
export const STANDALONE_PATH = "/standalone";
/** SPEC §9: the page reloads this long after the mode is turned on. */
export const STANDALONE_RELOAD_DELAY_MS = 1500;
/** SPEC §2: the notice shown while the mode is turned on. */
export const STANDALONE_ENABLING = "Activando modo independiente";
export const STANDALONE_DISABLED = "Modo sin conexión desactivado";

/** The name the admin screens show for the mode's mock admin session. */
export const MOCK_ADMIN_NAME = "Modo sin conexión";
