/** A multipart/form-data body of files, as a browser's FormData sends it, for app.inject. */
export function multipartFiles(
  files: readonly { name: string; bytes: Buffer; type?: string; field?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----crowdvault${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
