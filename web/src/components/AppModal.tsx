// The product's modal (AppModalDialog.tsx). Its dialog is mounted from the page's first render,
// closed, rather than loaded with its first opening: a dialog that mounts already open did not
// always give the focus back to the button that opened it (WCAG 2.4.3), which costs more than the
// few KiB the lazy load saved.
export { AppModalDialog as AppModal, type AppModalProps } from './AppModalDialog.tsx';
