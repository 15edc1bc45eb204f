import { browser } from 'wxt/browser';
import { ContentScriptContext } from 'wxt/utils/content-script-context';

/**
 * WXT stops a content script when `document` receives its "newer script started" event, and any
 * page script can dispatch that event (audit F4: the banner and every shield gone). A genuinely newer
 * copy of our script only exists once this one is orphaned (the extension was reloaded or updated),
 * so while our extension is alive the event came from the page: it is stopped at the window, in the
 * capture phase, before it reaches WXT's listener on the document.
 */
export function ignoreForgedRestarts(): void {
  // WXT's own name for the event (private in its types; "<extension id>:<entrypoint>:wxt:content-script-started").
  const type = (ContentScriptContext as unknown as { SCRIPT_STARTED_MESSAGE_TYPE: string }).SCRIPT_STARTED_MESSAGE_TYPE;
  window.addEventListener(
    type,
    (event) => {
      if (browser.runtime?.id != null) event.stopImmediatePropagation();
    },
    true,
  );
}
