// Whether "Back" can stay in the application: react-router numbers this tab's history entries,
// and 0 is the page the tab opened on (a shared link, a new tab).
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
