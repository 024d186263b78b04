import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createUploadSubmission, isRefusedUploadId } from '../api/create-upload-submission.ts';
import { uploadImage } from '../api/upload-image.ts';
import {
  checkFiles,
  DEFAULT_UPLOAD_LIMITS,
  type RejectedFile,
  type UploadLimits,
} from '../lib/check-files.ts';
import { UPLOAD_MESSAGES } from '../lib/upload-messages.ts';

/** An uploaded image as the form keeps it. */
export interface UploadedImage {
  /** The server's id: what the form sends. */
  id: string;
  url: string;
  /** The owner's file name, shown and read out, never sent. */
  name: string;
  /** A smaller copy for the thumbnail, when the server made one. */
  thumbnailUrl?: string;
}

/** Spec 4: idle, loading, then the files and urls uploaded, with an error when some failed. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'loading'; total: number; settled: number }
  | { status: 'done'; files: UploadedImage[]; urls: string[] }
  | { status: 'error'; files: UploadedImage[]; urls: string[]; error: string; failed: RejectedFile[] };

export interface UseImageUploadsOptions {
  value: readonly UploadedImage[];
  onChange: (next: UploadedImage[]) => void;
  /** The multipart `type` field. */
  uploadType: string;
  maxFiles?: number;
  maxBytes?: number;
  onBusyChange?: (busy: boolean) => void;
}

const messageOf = (reason: unknown) =>
  reason instanceof Error && reason.message !== '' ? reason.message : UPLOAD_MESSAGES.unknown;

/** 'Failed to upload files' when nothing went up, else how many did not (spec 5). */
const failureSummary = (failed: number, sent: number) =>
  failed === sent ? UPLOAD_MESSAGES.failedAll : UPLOAD_MESSAGES.failedSome(failed);

/**
 * The upload widget's state: checks a selection, sends the good files in parallel, one request
 * each, and adds those stored to the form's value. A failed file is skipped and counted.
 */
export function useImageUploads({
  value,
  onChange,
  uploadType,
  maxFiles = DEFAULT_UPLOAD_LIMITS.maxFiles,
  maxBytes = DEFAULT_UPLOAD_LIMITS.maxBytes,
  onBusyChange,
}: UseImageUploadsOptions) {
  const limits = useMemo<UploadLimits>(
    () => ({ ...DEFAULT_UPLOAD_LIMITS, maxFiles, maxBytes }),
    [maxFiles, maxBytes],
  );
  // The multipart `id`, issued by the server (one call, when a selection first needs it) and shared
  // by the files of the selections that follow. The server stores at most 10 files under one id and
  // for an hour. Removing a photo makes room in the form but not under that id, so a removal, Clear
  // All, a form emptied after it was sent, or an id the server no longer takes, means asking for a
  // new one with the next selection; the form itself never holds more than 10.
  const uploadId = useRef<Promise<string> | null>(null);
  const renewUploadId = useCallback(() => {
    uploadId.current = null;
  }, []);
  useEffect(() => {
    if (value.length === 0) renewUploadId();
  }, [value.length, renewUploadId]);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const busy = state.status === 'loading';

  // Uploads finish after renders the owner caused meanwhile (a photo removed): they add to the
  // value as it is then, and call the form's latest handlers.
  const latest = useRef({ value, onChange, onBusyChange });
  useEffect(() => {
    latest.current = { value, onChange, onBusyChange };
  });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  // The form hears of the start and the end (or the widget going away mid-upload) once each.
  useEffect(() => {
    if (!busy) return undefined;
    latest.current.onBusyChange?.(true);
    return () => latest.current.onBusyChange?.(false);
  }, [busy]);

  const addFiles = useCallback(
    async (picked: readonly File[]) => {
      if (running.current !== null || picked.length === 0) return;
      const checked = checkFiles(picked, latest.current.value.length, limits);
      setRejected(checked.rejected);
      const sending = checked.accepted;
      if (sending.length === 0) {
        setState({ status: 'idle' });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'loading', total: sending.length, settled: 0 });
      const settle = () => {
        if (controller.signal.aborted) return;
        setState((now) => (now.status === 'loading' ? { ...now, settled: now.settled + 1 } : now));
      };
      const issued = (uploadId.current ??= createUploadSubmission(controller.signal));
      // A failed request for an id fails each file with its message; the next selection asks again.
      issued.catch(() => {
        if (uploadId.current === issued) renewUploadId();
      });
      const results = await Promise.allSettled(
        sending.map((file) =>
          issued
            .then((id) => uploadImage({ file, uploadId: id, type: uploadType, signal: controller.signal }))
            .finally(settle),
        ),
      );
      if (controller.signal.aborted) return;
      running.current = null;
      if (results.some((result) => result.status === 'rejected' && isRefusedUploadId(result.reason))) {
        renewUploadId();
      }

      const files: UploadedImage[] = [];
      const failed: RejectedFile[] = [];
      sending.forEach(({ name }, index) => {
        const result = results[index];
        if (result?.status === 'fulfilled') files.push({ ...result.value, name });
        else failed.push({ name, message: messageOf(result?.reason) });
      });
      if (files.length > 0) latest.current.onChange([...latest.current.value, ...files]);
      const urls = files.map((file) => file.url);
      setState(
        failed.length === 0
          ? { status: 'done', files, urls }
          : { status: 'error', files, urls, error: failureSummary(failed.length, sending.length), failed },
      );
    },
    [limits, uploadType, renewUploadId],
  );

  const remove = useCallback(
    (id: string) => {
      renewUploadId();
      latest.current.onChange(latest.current.value.filter((image) => image.id !== id));
    },
    [renewUploadId],
  );

  const clear = useCallback(() => {
    renewUploadId();
    latest.current.onChange([]);
    setRejected([]);
    setState({ status: 'idle' });
  }, [renewUploadId]);

  return { state, rejected, busy, limits, addFiles, remove, clear };
}
