/**
 * Fired on the window with an action's name when a URL action is asked for that no one has
 * registered: the loader's second stage then loads the extension that carries it out.
 */
export const URL_ACTION_WANTED = 'ha:url-action-wanted';
