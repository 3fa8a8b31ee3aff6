// The runtime's one Trusted Types policy, `ha-widgets`. On a page that enforces Trusted Types
// (`require-trusted-types-for 'script'`) an HTML or script-URL sink takes only values a policy made;
// a site that lists allowed policies (`trusted-types ...`) lists this name. The policy is created once,
// on first use (a page that never needs it never asks), and only two callers use it: the sanitiser,
// whose output is the only HTML the runtime puts in the page, and the script loaders below, which
// check a URL before they make it a script URL. Kept apart from the sanitiser so that loading a
// script URL does not load DOMPurify.
import type { TrustedTypePolicy, TrustedTypesWindow } from 'trusted-types/lib';

export const POLICY_NAME = 'ha-widgets';

let policy: TrustedTypePolicy | null | undefined;

/**
 * The policy, or null where the browser has no Trusted Types or the page refuses the name (the
 * browser then reports the refusal, as it does for any policy a page has not listed).
 */
export function trustedTypesPolicy(): TrustedTypePolicy | null {
  if (policy === undefined) {
    const factory = typeof window === 'undefined' ? undefined : (window as unknown as TrustedTypesWindow).trustedTypes;
    try {
      policy = factory
        ? (factory.createPolicy(POLICY_NAME, { createHTML: (html) => html, createScriptURL: (url) => url }) as TrustedTypePolicy)
        : null;
    } catch {
      policy = null;
    }
  }
  return policy;
}

/**
 * A URL the caller has checked, as the value a script's `src` (or a worker) takes: a TrustedScriptURL
 * where the policy exists, else the URL itself. Typed as a string, which is what the DOM typings ask.
 */
export function scriptUrl(url: string): string {
  const made = trustedTypesPolicy();
  return made ? (made.createScriptURL(url) as unknown as string) : url;
}
