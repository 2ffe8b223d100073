/** Editor HTML to text with line breaks (the meeting chat stores text, classroom spec 3). */
export function htmlToPlainText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const lines: string[] = [];
  const blocks = doc.body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote, pre');
  if (!blocks.length) return (doc.body.textContent ?? '').trim();
  for (const block of blocks) {
    if (block.querySelector('p, li')) continue;
    for (const br of block.querySelectorAll('br')) br.replaceWith('\n');
    lines.push(block.textContent ?? '');
  }
  return lines.join('\n').trim();
}
