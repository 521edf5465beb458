import { act, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { useLiveVehiclesSubscription } from '../__generated__/useLiveVehiclesSubscription.graphql.ts';
import { renderWithRelay } from '../testing/renderWithRelay.tsx';
import {
  useDeferredSubscription,
  type DeferredSubscriptionConfig,
  type SubscriptionModule,
} from './useDeferredSubscription.ts';

type Config = DeferredSubscriptionConfig<useLiveVehiclesSubscription>;

/** The module as import() gives it, released when the test says so. */
function deferredModule() {
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn<SubscriptionModule>(async () => {
    await loaded;
    return import('../features/offers/live/useLiveVehiclesSubscription.ts');
  });
  return { load, release };
}

function Subscriber({ load, config }: { load: SubscriptionModule; config: Config | null }) {
  useDeferredSubscription<useLiveVehiclesSubscription>(load, config);
  return null;
}

const config: Config = { variables: { vehicleIds: ['VmVoaWNsZTox'], after: null } };

const running = (environment: ReturnType<typeof createMockEnvironment>) =>
  environment.mock
    .getAllOperations()
    .filter((op) => op.request.node.params.name === 'useLiveVehiclesSubscription');

describe('useDeferredSubscription', () => {
  it('subscribes once its document has loaded, with the given variables', async () => {
    const environment = createMockEnvironment();
    const { load, release } = deferredModule();
    renderWithRelay(<Subscriber load={load} config={config} />, { environment });
    expect(load).toHaveBeenCalledTimes(1);
    expect(running(environment)).toHaveLength(0);

    act(() => release());
    await waitFor(() => expect(running(environment)).toHaveLength(1));
    expect(running(environment)[0]!.request.variables).toEqual(config.variables);
  });

  it('ends the subscription on unmount, and never starts one whose page left first', async () => {
    const environment = createMockEnvironment();
    const first = deferredModule();
    const { unmount } = renderWithRelay(<Subscriber load={first.load} config={config} />, {
      environment,
    });
    act(() => first.release());
    await waitFor(() => expect(running(environment)).toHaveLength(1));
    unmount();
    expect(running(environment)).toHaveLength(0);

    const late = deferredModule();
    const second = renderWithRelay(<Subscriber load={late.load} config={config} />, {
      environment,
    });
    second.unmount();
    await act(async () => late.release());
    expect(running(environment)).toHaveLength(0);
  });

  it('loads nothing and subscribes to nothing without a config', async () => {
    const environment = createMockEnvironment();
    const { load, release } = deferredModule();
    renderWithRelay(<Subscriber load={load} config={null} />, { environment });
    await act(async () => release());
    expect(load).not.toHaveBeenCalled();
    expect(running(environment)).toHaveLength(0);
  });

  it('reports a document that could not be loaded as the subscription failing', async () => {
    const environment = createMockEnvironment();
    const onError = vi.fn();
    const load: SubscriptionModule = () => Promise.reject(new Error('offline'));
    renderWithRelay(<Subscriber load={load} config={{ ...config, onError }} />, { environment });
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('offline')));
    expect(running(environment)).toHaveLength(0);
  });
});
