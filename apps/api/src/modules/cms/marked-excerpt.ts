import { markEnd, markStart } from '../../db/full-text.ts';

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text an entity of stored rich text stands for (the excerpt is cut from that HTML with its tags taken out). */
function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An excerpt as the search page may show it as HTML: all of its text escaped, so nothing a writer put in content
 * (a tag, a script, an entity standing for one) becomes markup, and only the matched words, between the marks the
 * database put around them, inside `<mark>`. A mark without its pair is dropped.
 */
export function markedExcerpt(excerpt: string) {
  return escapeHtml(decodeEntities(excerpt))
    .replace(new RegExp(`${markStart}([^${markStart}${markEnd}]*)${markEnd}`, 'g'), '<mark>$1</mark>')
    .replace(new RegExp(`[${markStart}${markEnd}]`, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim();
}
