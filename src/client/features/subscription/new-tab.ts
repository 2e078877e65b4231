/**
 * Checkout and the portal open in a new tab (spec section 2). The tab is opened synchronously in the
 * click, before the server answers, so popup blockers let it through; its address is set once the URL
 * arrives. When no tab could be opened, the page itself goes there.
 */
export type PendingTab = {
  /** Sends the tab (or, without one, this page) to the URL. */
  go: (url: string) => void;
  /** The request failed: the blank tab closes again. */
  abandon: () => void;
};

export function openPendingTab(loadingText: string): PendingTab {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      // The new page must not reach back into this one (window.opener), as with rel=noopener.
      tab.opener = null;
      tab.document.title = loadingText;
      tab.document.body.textContent = loadingText;
    } catch {
      // A browser that keeps the blank page from us still navigates it below.
    }
  }
  return {
    go: (url) => {
      const target = new URL(url, window.location.href).href;
      if (tab && !tab.closed) tab.location.href = target;
      else window.location.assign(target);
    },
    abandon: () => {
      if (tab && !tab.closed) tab.close();
    },
  };
}
