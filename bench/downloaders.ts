import http from 'node:http';

export interface DownloadTotals {
  bytes: number;
  /** Downloads that arrived whole. */
  downloads: number;
  seconds: number;
  /** Answers other than a whole `200`, and broken connections, not counting the cut at the end. */
  failures: number;
}

/**
 * Clients that each download their URL (a file of `size` bytes) over and over, on a kept-alive
 * connection. `measure` runs them for some seconds and returns the bytes per second received;
 * bytes count as they arrive, and the downloads under way when the time is up are cut off.
 */
export function downloaders(urls: string[], size: number) {
  const agent = new http.Agent({ keepAlive: true });
  const totals: DownloadTotals = { bytes: 0, downloads: 0, seconds: 0, failures: 0 };

  const download = (url: string, deadline: number) =>
    new Promise<void>((resolve) => {
      let cut = false;
      const failedUnlessCut = () => {
        if (!cut) totals.failures += 1;
      };
      const request = http.get(url, { agent }, (response) => {
        let received = 0;
        response.on('error', failedUnlessCut);
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          totals.bytes += chunk.length;
        });
        response.on('end', () => {
          if (response.statusCode === 200 && received === size) totals.downloads += 1;
          else totals.failures += 1;
        });
      });
      const timer = setTimeout(() => {
        cut = true;
        request.destroy();
      }, deadline - Date.now());
      request.on('error', failedUnlessCut);
      request.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  return {
    totals,
    async measure(seconds: number) {
      const bytesBefore = totals.bytes;
      const started = performance.now();
      const deadline = Date.now() + seconds * 1000;
      await Promise.all(
        urls.map(async (url) => {
          while (Date.now() < deadline) await download(url, deadline);
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      // Each round opens its connections anew, so that none idles open between rounds.
      agent.destroy();
      totals.seconds += elapsed;
      return (totals.bytes - bytesBefore) / elapsed;
    },
  };
}
