import type { CampaignImage } from '@crowdvault/shared/api/media';
import { apiRequest } from '@/lib/http/api-client';

/** `POST /api/images`: the files stored and processed, in order; `onProgress` gets 0–1 while the
 *  bytes go up (processing follows, a second or two). Errors are shown by the caller. */
export async function uploadImages(
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<CampaignImage[]> {
  const formData = new FormData();
  for (const file of files) formData.append('images', file, file.name);
  const answer = await apiRequest<{ images: CampaignImage[] }>('/images', {
    method: 'POST',
    formData,
    onUploadProgress: onProgress ?? (() => {}),
    silent: true,
  });
  return answer.images;
}
