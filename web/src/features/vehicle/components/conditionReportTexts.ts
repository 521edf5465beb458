// The condition report button's text when a vehicle has no report (specification, quoted).
export const NO_REPORT_TEXT = 'Nothing to show. Call your agent for more information.';
