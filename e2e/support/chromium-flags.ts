/**
 * The switches the end-to-end browser starts with (playwright.config.ts).
 *
 * New headless Chromium preloads its omnibox popup, a WebUI page, in a
 * renderer of its own for every window, and every test's context is a new
 * window: about a CPU-second per test on CI's two cores, for a popup no test
 * can open. Chromium reads only the last `--disable-features` it is given and
 * Playwright passes its own list first, so ours repeats Playwright's
 * (playwright-core's `chromiumSwitches`; scripts/chromium-flags.test.ts fails
 * when an upgrade changes it).
 *
 * Chromium also keeps a spare renderer started for the next navigation, but
 * in the default profile, which no test's context uses: one more renderer
 * started and killed per test (15 tests: 45 renderers → 30).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const SPARE_RENDERER = ['SpareRendererForSitePerProcess'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP, ...SPARE_RENDERER].join(',')}`,
];
