// Renders a records modal behind an 'Open' button against a mock environment: the test answers
// the list's query, the mutations and the live events itself, so it can check each request.
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import { openDialog } from '../../../testing/openDialog.ts';
import { renderWithRelay, type MockEnvironment } from '../../../testing/renderWithRelay.tsx';
import { VehicleRecordsModal } from '../VehicleRecordsModal.tsx';
import { LIVE_CURSOR, VEHICLE_ID, VIN } from './recordFixtures.ts';

function Harness({ kind }: { kind: VehicleRecordKind }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <VehicleRecordsModal
        kind={kind}
        vehicleId={VEHICLE_ID}
        vin={VIN}
        isOpen={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function renderRecordsModal(kind: VehicleRecordKind) {
  const rendered = renderWithRelay(<Harness kind={kind} />);
  const open = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
    return openDialog('dialog');
  };
  return { ...rendered, open };
}

/** The pending operation of that name (the latest one). */
export function pendingOperation(environment: MockEnvironment, name: string): OperationDescriptor {
  const found = environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === name)
    .at(-1);
  if (!found) throw new Error(`No pending ${name}`);
  return found;
}

/** The operation of that name once the screen has sent it (a form submits asynchronously). */
export function sentOperation(environment: MockEnvironment, name: string) {
  return waitFor(() => pendingOperation(environment, name));
}

/** Answers the modal's list query with these records (a page of them) and this total. */
export async function answerList(
  environment: MockEnvironment,
  connection: 'CheckConnection' | 'ConditionReportConnection' | 'NoteConnection',
  nodes: object[],
  totalCount = nodes.length,
) {
  const operation = await sentOperation(environment, 'useModalRecordsQuery');
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ liveCursor: LIVE_CURSOR }),
        Node: () => ({ __typename: 'Vehicle', id: VEHICLE_ID }),
        Vehicle: () => ({ id: VEHICLE_ID }),
        [connection]: () => ({ totalCount, edges: nodes.map((node) => ({ node })) }),
      }),
    ),
  );
}

/** Answers the latest mutation of that name with a generated payload built on `payload`. */
export async function answerSave(
  environment: MockEnvironment,
  name: string,
  payloadType: string,
  payload: Record<string, unknown>,
) {
  const operation = await sentOperation(environment, name);
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        [payloadType]: () => ({ userErrors: [], ...payload }),
      }),
    ),
  );
  return operation;
}
