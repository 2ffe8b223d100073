import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps bare <br>, <b>, <i>, <strong> and <em>', () => {
    expect(sanitizeHtml('a<br>b<BR/>c<br />')).toBe('a<br />b<br />c<br />');
    expect(sanitizeHtml('<b>x</b><i>y</i><strong>z</strong><em>w</em>')).toBe(
      '<b>x</b><i>y</i><strong>z</strong><em>w</em>',
    );
  });

  it('escapes other tags and any tag with attributes', () => {
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('<b onclick="x()">hi</b>')).toBe('&lt;b onclick=&quot;x()&quot;&gt;hi</b>');
    expect(sanitizeHtml('<a href="javascript:x">y</a>')).toBe('&lt;a href=&quot;javascript:x&quot;&gt;y&lt;/a&gt;');
  });

  it('keeps character references but escapes a lone ampersand', () => {
    expect(sanitizeHtml('Tom &amp; Jerry &nbsp; &#169; & more')).toBe('Tom &amp; Jerry &nbsp; &#169; &amp; more');
  });
});
