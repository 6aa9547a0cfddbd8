/**
 * Addresses a link field must refuse: each scheme that runs a script or makes up a document, written the ways a
 * browser still reads as that scheme (any case, spaces or control characters before it, tabs or line breaks inside).
 */
export const unsafeLinks = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  '\u0001\u001fjavascript:alert(1)',
  'java\tscr\nipt:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '\u0008VBScript:msgbox(1)',
];

/** Addresses a link field keeps as written: paths, the web, mail and telephone. */
export const safeLinks = [
  '/about/2',
  'contact',
  '#donate',
  'https://example.org/give?campaign=water',
  'http://example.org',
  'mailto:info@example.org',
  'tel:+880-2-5816-4420',
];
