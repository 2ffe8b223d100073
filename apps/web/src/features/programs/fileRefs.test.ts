import { describe, expect, it } from 'vitest';
import { fileKeyOf, fileUrl } from './programs.api';

describe('stored file references', () => {
  const key = 'programs/2026/a b.png';
  const address = `/api/download/file?file=${encodeURIComponent(key)}`;

  it('turns the address the server answered back into the key a form sends', () => {
    expect(fileKeyOf(address)).toBe(key);
    expect(fileKeyOf(key)).toBe(key);
  });

  it('never wraps an address twice', () => {
    expect(fileUrl(address)).toBe(fileUrl(key));
    expect(fileUrl(key)).toMatch(/\/download\/file\?file=programs%2F2026%2Fa%20b\.png$/);
  });
});
