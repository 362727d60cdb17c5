import { apiUrl } from '@/lib/http/api-client';
import { getAccessToken } from '@/lib/http/session';

/** Downloads a file from the API with the viewer's token (a plain link cannot send it), so a
 *  signed-in donor's PDF carries what they may see. Throws on a non-2xx answer. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
