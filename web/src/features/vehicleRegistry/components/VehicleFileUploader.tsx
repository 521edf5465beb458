// One tab's file uploader (section 2): a CSV or XLSX file, in update mode the status every VIN
// gets, and Upload or Update, disabled without a file, without a status in update mode, or while
// a file is on its way. Below: the 3-step progress, then how it ended.
import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { BULK_STATUSES, UPLOAD_LIMITS, type BulkStatus } from '@canam/domain/rest/vehicleFiles';
import { VEHICLE_STATUS_LABELS } from '@canam/domain/statuses';
import { REGISTRY_TEXTS } from '../registryTexts.ts';
import type { BulkMode, BulkReport } from '../sendBulkFile.ts';
import { SPREADSHEET_ACCEPT, spreadsheetProblem } from '../spreadsheetFile.ts';
import { useBulkFile } from '../useBulkFile.ts';
import { BulkProgressBar } from './BulkProgressBar.tsx';
import { BulkWarning } from './BulkWarning.tsx';
import { InvalidRows } from './InvalidRows.tsx';
import { TemplateHelp } from './TemplateHelp.tsx';

const MAX_MEGABYTES = UPLOAD_LIMITS.spreadsheet / 1024 / 1024;

const BUTTON_TEXT: Record<BulkMode, string> = { upload: 'Upload', update: 'Update' };

function count(rows: BulkReport['rows'], outcome: string): number {
  return rows.filter((row) => row.outcome === outcome).length;
}

/** Rows an upload left alone; every other row was saved (new or updated, complete or not). */
const LEFT_ALONE = new Set(['sold', 'deleted', 'invalid']);

/** What an applied file changed, in a sentence. */
export function appliedSummary(mode: BulkMode, rows: BulkReport['rows']): string {
  if (mode === 'update') return `Statuses set: ${count(rows, 'updated')} of ${rows.length}.`;
  const saved = rows.filter((row) => !LEFT_ALONE.has(row.outcome)).length;
  return `Rows saved: ${saved} of ${rows.length}.`;
}

function Outcome({ mode, report }: { mode: BulkMode; report: BulkReport }) {
  const [dismissed, setDismissed] = useState(false);
  if (!report.applied) return <InvalidRows rows={report.rows} />;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="gray.700">
        {appliedSummary(mode, report.rows)}
      </Text>
      {!dismissed && <BulkWarning report={report} onDismiss={() => setDismissed(true)} />}
    </Stack>
  );
}

export function VehicleFileUploader({ mode }: { mode: BulkMode }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [status, setStatus] = useState<BulkStatus | ''>('');
  const { send, running, progress, result } = useBulkFile();
  // A new result starts with its warning shown again.
  const [sends, setSends] = useState(0);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? spreadsheetProblem(chosen) : null;
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const ready = file !== null && (mode === 'upload' || status !== '') && !running;
  const submit = () => {
    if (!file || !ready) return;
    setSends((n) => n + 1);
    void send({ file, mode, status: status || undefined });
  };

  return (
    <Stack gap="4">
      <TemplateHelp mode={mode} />
      <form
        noValidate
        aria-label={mode === 'upload' ? REGISTRY_TEXTS.uploadTab : REGISTRY_TEXTS.updateTab}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="3">
          <Field.Root invalid={Boolean(fileError)} required>
            <Field.Label>
              File
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="file"
              accept={SPREADSHEET_ACCEPT}
              onChange={chooseFile}
              disabled={running}
              bg="white"
              p="1.5"
              h="auto"
            />
            {fileError ? (
              <Field.ErrorText>{fileError}</Field.ErrorText>
            ) : (
              <Field.HelperText>CSV or Excel (.xlsx), at most {MAX_MEGABYTES} MB.</Field.HelperText>
            )}
          </Field.Root>
          {mode === 'update' && (
            <Field.Root required>
              <Field.Label>
                Status
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root bg="white" disabled={running}>
                <NativeSelect.Field
                  value={status}
                  onChange={(event) => setStatus(event.currentTarget.value as BulkStatus | '')}
                >
                  <option value="">{REGISTRY_TEXTS.selectStatus}</option>
                  {BULK_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {VEHICLE_STATUS_LABELS[value]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!ready}
            loading={running}
            loadingText={mode === 'upload' ? 'Uploading' : 'Updating'}
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          >
            {BUTTON_TEXT[mode]}
          </Button>
        </Stack>
      </form>
      {progress && (
        <BulkProgressBar
          progress={progress}
          failed={result !== null && !('report' in result && result.report.applied)}
        />
      )}
      {result && 'failure' in result && (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{REGISTRY_TEXTS.fileNotUploaded}</Alert.Title>
            {result.failure !== REGISTRY_TEXTS.fileNotUploaded && (
              <Alert.Description>{result.failure}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {result && 'report' in result && <Outcome key={sends} mode={mode} report={result.report} />}
    </Stack>
  );
}
