/** How many preload links go into the head per task. */
export const PRELOADS_PER_TASK = 8;

/**
 * Moves elements into the head a few per task, then calls `done`. Inserting a modulepreload link
 * costs a phone's main thread one to five milliseconds (at Lighthouse's 4x slower CPU): the 30 to
 * 40 preloads of a signed-in page, moved at once, were one long task of 50 to 100 ms (issue 13).
 */
export function appendInSlices(elements: Element[], done: () => void, perTask = PRELOADS_PER_TASK) {
  const rest = [...elements];
  const next = () => {
    document.head.append(...rest.splice(0, perTask));
    if (rest.length > 0) setTimeout(next, 0);
    else done();
  };
  next();
}
