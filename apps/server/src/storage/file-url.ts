/** Where the browser downloads a stored file (its key in the file store); null for none. */
export const fileUrl = (key: string | null) => (key ? `/api/download/file?file=${encodeURIComponent(key)}` : null);
