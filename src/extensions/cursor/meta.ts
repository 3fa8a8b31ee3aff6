import { defineExtensionMeta } from '../define';

/**
 * The add-on's custom mouse cursor, which this product keeps off: the follower element its script
 * draws (`.ha-cursor`, added by the site's scripts, so usually after the page has loaded). The body
 * classes that hide the visitor's own pointer come with it and are handled by the chunk.
 */
// Not in the loader, whose bytes are budgeted: the add-on's script draws the follower after the page
// has loaded, on pages built with the add-on, where the runtime runs for a widget or another
// page-level element; the second stage looks for the follower there, also for one drawn later.
export default defineExtensionMeta({ selector: '.ha-cursor', wakesLoader: false });
