import type { RefObject } from 'react';

/**
 * The reveal that needs no pointer gesture (the scratch, fold and peel modes). `focusBack` is the
 * flag from useFocusBack: focus moves to the back once it shows, since this button goes away.
 */
export function RevealButton({ focusBack, onReveal }: { focusBack: RefObject<boolean>; onReveal: () => void }) {
  return (
    <button
      type="button"
      className="ha-animated-box__switch"
      onClick={() => {
        focusBack.current = true;
        onReveal();
      }}
    >
      Reveal
    </button>
  );
}
