// The state of one file uploader: whether a file is on its way, its progress and how it ended,
// with the specification's toasts (section 8).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { laterProgress, SENDING, type BulkProgress } from './bulkProgress.ts';
import { REGISTRY_TEXTS } from './registryTexts.ts';
import { toastSuccess, toastWarning } from './registryToasts.ts';
import { sendBulkFile, type BulkRequest, type BulkResult } from './sendBulkFile.ts';

export function useBulkFile() {
  const environment = useRelayEnvironment();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  // A result that arrives after the uploader closed (the modal) changes nothing on screen.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(
    async (request: BulkRequest) => {
      setRunning(true);
      setResult(null);
      setProgress(SENDING);
      const outcome = await sendBulkFile(environment, request, (next) => {
        if (mounted.current) setProgress((current) => laterProgress(current ?? SENDING, next));
      });
      if ('report' in outcome && outcome.report.applied) {
        toastSuccess(REGISTRY_TEXTS.fileUploaded);
        if (mounted.current) {
          setProgress({ value: 3, text: 'Done: the file was applied' });
        }
      } else {
        toastWarning(REGISTRY_TEXTS.fileNotUploaded);
        if (mounted.current) {
          setProgress((current) => ({
            value: current?.value ?? 0,
            text: 'Stopped: nothing was changed',
          }));
        }
      }
      if (mounted.current) {
        setResult(outcome);
        setRunning(false);
      }
    },
    [environment],
  );

  return { send, running, progress, result };
}
