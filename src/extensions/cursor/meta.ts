import { defineExtensionMeta } from '../define';

/**
 * The add-on's custom mouse cursor, which this product keeps off: the follower element its script
 * draws (`.ha-cursor`, added by the site's scripts, so usually after the page has loaded). The body
 * classes that hide the visitor's own pointer come with it and are handled by the chunk.
 */
export default defineExtensionMeta({ selector: '.ha-cursor' });
