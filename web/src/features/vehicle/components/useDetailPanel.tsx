// The side panel of a vehicle in a list: mounted with its first opening (its code loads then,
// outside the list's bundle), then kept so it can close with its animation.
import { lazy, Suspense, useState, type ReactElement } from 'react';

const VehicleDetailPanel = lazy(async () => ({
  default: (await import('./VehicleDetailPanel.tsx')).VehicleDetailPanel,
}));

export function useDetailPanel(
  vin: string,
  title: string,
): { openPanel: () => void; panel: ReactElement | null } {
  const [state, setState] = useState({ mounted: false, open: false });
  const panel = state.mounted ? (
    <Suspense fallback={null}>
      <VehicleDetailPanel
        vin={vin}
        title={title}
        open={state.open}
        onOpenChange={(open) => setState({ mounted: true, open })}
      />
    </Suspense>
  ) : null;
  return { openPanel: () => setState({ mounted: true, open: true }), panel };
}
