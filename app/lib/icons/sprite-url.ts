/**
 * Where the icon sprite is served. The build's `lucideSprite` plugin (vite.icons.ts) replaces
 * this module with the hashed asset's address, the same in the browser and the server bundle;
 * this value is what unit tests, which run without the plugin, render.
 */
export const SPRITE_URL = "/icons.svg";
