import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind utility override an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables at its first call: a fifth of hydrating
 * /auth (80 ms of a throttled phone's main thread). Called in a task of its
 * own before hydrating (main.tsx), it keeps that out of the hydration's task.
 */
export function prepareClassMerging(): void {
  twMerge('');
}
