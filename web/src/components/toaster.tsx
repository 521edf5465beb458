// What every screen adds its toasts to. The toasts' store and machines (toasterStore.ts) load with
// the toasts' region after the first paint (AppToaster), not with every page: a toast added
// before they are loaded is added as soon as they are, in order.
import type { CreateToasterReturn } from '@chakra-ui/react';

type ToasterStore = CreateToasterReturn;
type ToastOptions = Parameters<ToasterStore['create']>[0];

let loaded: ToasterStore | null = null;
let loading: Promise<ToasterStore> | null = null;

/** The store itself (AppToaster renders it). */
export function loadToasterStore(): Promise<ToasterStore> {
  loading ??= import('./toasterStore.ts').then((module) => (loaded = module.toaster));
  return loading;
}

function withStore(action: (store: ToasterStore) => void) {
  if (loaded) action(loaded);
  else void loadToasterStore().then(action);
}

export const toaster = {
  create(options: ToastOptions): void {
    withStore((store) => void store.create(options));
  },
  /** Removes one toast, or every toast without an id. */
  remove(id?: string): void {
    withStore((store) => store.remove(id));
  },
};
