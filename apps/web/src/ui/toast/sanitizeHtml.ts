const allowedTag = /<(\/?)(b|i|strong|em)>|<br\s*\/?>/gi;
const entity = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '&') {
      out += entity.test(text.slice(i)) ? '&' : '&amp;';
    } else if (char === '<') {
      out += '&lt;';
    } else if (char === '>') {
      out += '&gt;';
    } else if (char === '"') {
      out += '&quot;';
    } else if (char === "'") {
      out += '&#39;';
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * Makes a message safe for innerHTML. Only bare `<br>`, `<b>`, `<i>`, `<strong>` and `<em>` survive
 * (attributes are not allowed, so `<b onclick=…>` is escaped); everything else is escaped as text.
 * Character references are kept because they cannot create markup.
 */
export function sanitizeHtml(input: string): string {
  let out = '';
  let last = 0;
  for (const match of input.matchAll(allowedTag)) {
    out += escapeText(input.slice(last, match.index));
    const [, slash, name] = match;
    out += name ? `<${slash}${name.toLowerCase()}>` : '<br />';
    last = match.index + match[0].length;
  }
  return out + escapeText(input.slice(last));
}
