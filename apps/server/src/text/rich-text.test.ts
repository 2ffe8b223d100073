import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a>' +
      '<img src="https://example.org/a.png" onerror="boom()"></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<img src="https://example.org/a.png" />');
  });

  it('keeps formatting and makes links safe to open', () => {
    expect(sanitizeRichText('<p><strong>Bold</strong> <a href="https://a.test/">link</a></p>')).toBe(
      '<p><strong>Bold</strong> <a href="https://a.test/" target="_blank" rel="noopener noreferrer nofollow">link</a></p>',
    );
  });

  it('drops inline styles and unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<div style="color:red"><font>Text</font></div>')).toBe('Text');
  });
});

describe('richTextToPlain', () => {
  it('gives the visible words only', () => {
    expect(richTextToPlain('<p>One&nbsp;<b>two</b></p><p>three &amp; four</p>')).toBe('One two three & four');
    expect(richTextToPlain('<p></p><p><br></p>')).toBe('');
  });
});
