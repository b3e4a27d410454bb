/** The version of the terms (CGU) the app shows today: their "last updated" date (spec §2). */
export const CGU_VERSION = '2025-05-26';
