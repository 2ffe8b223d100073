import { messages } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { checkAttachment, fitsCategory } from './attachments';
import { buildShortcodeTable, emojiFromHexcode, loadShortcodes, replaceShortcodes } from './emojiShortcodes';
import { htmlToPlainText } from './plainText';

describe('emoji shortcodes', () => {
  it('turns known shortcodes from the emojibase data into emoji and leaves the rest', async () => {
    const table = await loadShortcodes();
    expect(replaceShortcodes('<p>Well done :+1: :tada: :smile: :not_an_emoji:</p>', table)).toBe(
      '<p>Well done 👍 🎉 😄 :not_an_emoji:</p>',
    );
    expect(replaceShortcodes('time 10:30:45', table)).toBe('time 10:30:45');
  });
  it('reads hexcodes, sequences included, and lets the first source win', () => {
    expect(emojiFromHexcode('1F44D')).toBe('👍');
    expect(emojiFromHexcode('1F468-200D-1F469')).toBe('👨‍👩');
    const table = buildShortcodeTable({ '1F600': ['grin', 'happy'] }, { '1F601': 'grin' });
    expect(table.get('grin')).toBe('😀');
    expect(table.get('happy')).toBe('😀');
  });
});

describe('attachments', () => {
  const file = (type: string, size = 1000, name = 'file') => ({ type, size, name });
  it('accepts each category’s own files only', () => {
    expect(fitsCategory(file('image/png'), 'images')).toBe(true);
    expect(fitsCategory(file('image/svg+xml'), 'images')).toBe(false);
    expect(fitsCategory(file('video/mp4'), 'videos')).toBe(true);
    expect(fitsCategory(file('audio/mpeg'), 'audios')).toBe(true);
    expect(fitsCategory(file('application/pdf'), 'documents')).toBe(true);
    expect(fitsCategory(file('', 1, 'notes.docx'), 'documents')).toBe(true);
    expect(checkAttachment(file('video/mp4'), 'documents')).toBe(messages.uploadWrongType);
  });
  it('refuses files over 10 MB except images (compressed in the browser to 1 MB)', () => {
    expect(checkAttachment(file('application/pdf', 10_485_760), 'documents')).toBeNull();
    expect(checkAttachment(file('application/pdf', 10_485_761), 'documents')).toBe(messages.uploadTooLarge);
    expect(checkAttachment(file('video/mp4', 20_000_000), 'videos')).toBe(messages.uploadTooLarge);
    expect(checkAttachment(file('image/jpeg', 20_000_000), 'images')).toBeNull();
  });
});

describe('htmlToPlainText', () => {
  it('keeps paragraphs and line breaks as new lines', () => {
    expect(htmlToPlainText('<p>Hello <strong>class</strong></p><p>Line<br>two</p>')).toBe('Hello class\nLine\ntwo');
    expect(htmlToPlainText('')).toBe('');
  });
});

describe('withTwemoji', () => {
  it('draws known emoji in text as the app’s pictures and leaves attributes and other text alone', async () => {
    const { withTwemoji } = await import('../page/twemoji');
    const html = withTwemoji('<p title="👍">Great 👍 <a href="https://a.test/👍">x</a> ☃</p>');
    expect(html).toContain('<p title="👍">Great <img class="emoji" src=');
    expect(html).toContain('alt="👍"');
    expect(html).toContain('<a href="https://a.test/👍">x</a> ☃</p>');
  });
});
