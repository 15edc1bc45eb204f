import { defineWebExtConfig } from 'wxt';

// `wxt` dev mode would otherwise launch /usr/bin/chromium itself, which dies on a display-less
// root machine. `npm start` (scripts/start.mjs) launches the browser instead.
export default defineWebExtConfig({ disabled: true });
