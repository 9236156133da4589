import { AdminApiError } from "~/lib/admin-api-client";

export const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** One file sent with XMLHttpRequest, for its upload progress (fetch has none for a request body). */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<{ id: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.total || file.size);
    xhr.onload = () => {
      let body: { id?: number; message?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ id: body.id ?? 0 });
      else reject(new AdminApiError(xhr.status, body.message ?? `HTTP ${xhr.status}`, body.error));
    };
    xhr.onerror = () => reject(new AdminApiError(0, "Network error"));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
