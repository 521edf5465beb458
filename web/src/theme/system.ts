// The design system: Chakra's default tokens with only the recipes of the components we use
// (keeps the bundle lean), a deep-blue brand and the specification's breakpoints
// (576 mobile, 990 small, 1280 wide).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  dataListSlotRecipe,
  listSlotRecipe,
  progressSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  sliderSlotRecipe,
  tableSlotRecipe,
  selectSlotRecipe,
  checkboxSlotRecipe,
  comboboxSlotRecipe,
  radioGroupSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  popoverSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      dataList: dataListSlotRecipe,
      list: listSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      slider: sliderSlotRecipe,
      select: selectSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      popover: popoverSlotRecipe,
      table: tableSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const config = defineConfig({
  theme: {
    breakpoints: {
      // min-width queries: 576 px is still "mobile" and 1280 px is not yet "wide" (section 9)
      sm: '36.0625em', // 577px: above mobile
      md: '48em', // 768px
      lg: '61.9375em', // 991px: above the specification's "small" screens
      xl: '80.0625em', // 1281px: wide
      '2xl': '96em',
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8eefb' },
          100: { value: '#c5d4f4' },
          200: { value: '#9db5ea' },
          300: { value: '#6f90dc' },
          400: { value: '#3f67c6' },
          500: { value: '#1f47a8' },
          600: { value: '#163a8e' },
          700: { value: '#0f2d73' },
          800: { value: '#0a2259' },
          900: { value: '#061640' },
          950: { value: '#030c26' },
        },
      },
      fonts: {
        heading: { value: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
        body: { value: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // White text on Chakra's solid orange and green (the 600 shades: 3.6:1 and 3.3:1) is
        // below WCAG AA's 4.5:1; the 700 shades give 5.2:1 and 5.0:1. Buttons and bands use these.
        orange: { solid: { value: '{colors.orange.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
      },
    },
  },
  globalCss: {
    body: { bg: 'gray.50', color: 'gray.900' },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
