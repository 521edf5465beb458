/** The id of the small screens' menu, which its button controls. */
export const NAV_MENU_ID = 'nav-menu';
