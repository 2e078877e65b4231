/**
 * Prints one section of the page: `data-printing` on <html> switches on the print rules of
 * styles.css, which hide everything but the element marked `data-print-target` (and the path to it).
 * Both marks go away after printing, so Ctrl+P prints the whole page again.
 */
export function printSection(element: HTMLElement) {
  const root = document.documentElement;
  const clear = () => {
    root.removeAttribute('data-printing');
    for (const marked of document.querySelectorAll('[data-print-target]')) marked.removeAttribute('data-print-target');
  };
  clear();
  element.setAttribute('data-print-target', '');
  root.setAttribute('data-printing', element.id);
  window.addEventListener('afterprint', clear, { once: true });
  window.print();
}
