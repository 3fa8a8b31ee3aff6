// Runs before every unit test file (vitest setupFiles).
// Two happy-dom gaps make DOMPurify unsafe there (browsers are fine), so this setup restores the
// browser behaviour before DOMPurify is imported and caches these functions:
// 1. `nodeName` lives on each subclass and Node.prototype's getter returns ''. DOMPurify reads the
//    Node.prototype getter (so a clobbered `nodeName` cannot fool it) and would see every tag as ''.
// 2. NodeIterator is a TreeWalker that gets lost when its current node is removed, so DOMPurify
//    would stop after the first removal. This one resumes from the removed node's predecessor,
//    as the DOM standard's "pre-removing steps" do.
// Test files that run in the node environment have no DOM to patch.
if (typeof Node !== 'undefined') {
  const baseName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this);
      }
      return baseName.get!.call(this);
    },
  });

  // The window's document class is a per-window subclass, not the global `Document`: patch its own.
  let owner = Object.getPrototypeOf(document);
  while (!Object.hasOwn(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner);
  owner.createNodeIterator = function (root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null) {
    const following = (node: Node): Node | null => {
      if (node.firstChild) return node.firstChild;
      for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at.nextSibling) return at.nextSibling;
      return null;
    };
    const preceding = (node: Node): Node | null => {
      let at = node.previousSibling;
      if (!at) return node.parentNode;
      while (at.lastChild) at = at.lastChild;
      return at;
    };
    const shown = (node: Node) =>
      ((whatToShow >> (node.nodeType - 1)) & 1) === 1 &&
      (!filter || (typeof filter === 'function' ? filter(node) : filter.acceptNode(node)) === NodeFilter.FILTER_ACCEPT);
    let reference: Node | null = null;
    let before: Node | null = null;
    return {
      root,
      whatToShow,
      filter,
      nextNode() {
        let node = reference === null ? root : root.contains(reference) ? following(reference) : before && following(before);
        while (node && !shown(node)) node = following(node);
        if (node) {
          reference = node;
          before = preceding(node);
        }
        return node;
      },
    } as unknown as NodeIterator;
  };
}
