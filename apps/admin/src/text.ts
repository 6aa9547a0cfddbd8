/** Rich text as plain words: lists and titles show what a block says, never its markup (nothing in it runs). */
export function plainText(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  // Blocks and line breaks read as spaces, so "Dhanmondi<br>Dhaka" stays two words.
  for (const block of doc.body.querySelectorAll('p, div, br, li, h1, h2, h3, h4, h5, h6, tr, td')) block.after(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** `show_on_homepage` → `Show on homepage`: for values that have no label of their own. */
export const humanize = (value: string) => value.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** `Receipt voucher` → `receipt voucher`, inside a sentence; a name that starts with capitals (`ID journal voucher`) keeps them. */
export const inSentence = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? name[0].toLocaleLowerCase() + name.slice(1) : name);
