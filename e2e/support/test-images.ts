// Real image files for upload tests, drawn by the browser: a JPEG of a villa-like scene, and a PNG of
// noise that no encoder can shrink (over 2 MB at 900 × 800).
import type { Page } from 'playwright-core';

export async function drawImage(
  page: Page,
  {
    type,
    width,
    height,
    noise,
  }: { type: 'image/jpeg' | 'image/png'; width: number; height: number; noise: boolean },
): Promise<Buffer> {
  const bytes = await page.evaluate(
    async (options) => {
      const canvas = document.createElement('canvas');
      canvas.width = options.width;
      canvas.height = options.height;
      const context = canvas.getContext('2d')!;
      if (options.noise) {
        const pixels = context.createImageData(options.width, options.height);
        for (let i = 0; i < pixels.data.length; i += 1) {
          pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
        }
        context.putImageData(pixels, 0, 0);
      } else {
        const sky = context.createLinearGradient(0, 0, 0, options.height);
        sky.addColorStop(0, '#7fb3d5');
        sky.addColorStop(1, '#f5e6ca');
        context.fillStyle = sky;
        context.fillRect(0, 0, options.width, options.height);
        context.fillStyle = '#1f4d3a';
        context.fillRect(
          options.width * 0.2,
          options.height * 0.45,
          options.width * 0.6,
          options.height * 0.4,
        );
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), options.type, 0.9));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { type, width, height, noise },
  );
  return Buffer.from(bytes);
}

/** A PDF's first bytes, to send under an image's name. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
