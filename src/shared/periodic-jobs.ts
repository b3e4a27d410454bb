/**
 * The process's periodic work (issue 40): what each job is called, how often
 * it runs, and how the back office names it. The server schedules them from
 * this list; the « Service » screen shows each one's last run.
 */
export const PERIODIC_JOBS = {
  'recover-exchanges': { label: 'Reprise des échanges interrompus', everySeconds: 60 },
  'retry-mails': { label: 'Nouvel essai des e-mails', everySeconds: 30 },
  purge: { label: 'Purge des données expirées', everySeconds: 6 * 60 * 60 },
} as const;

export type PeriodicJobName = keyof typeof PERIODIC_JOBS;
export const PERIODIC_JOB_NAMES = Object.keys(PERIODIC_JOBS) as PeriodicJobName[];
