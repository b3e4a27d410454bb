/** The free messages left, in French: « 3 messages gratuits restants », « 1 message gratuit restant ». */
export function remainingLabel(remaining: number): string {
  if (remaining <= 0) return 'Aucun message gratuit restant';
  if (remaining === 1) return '1 message gratuit restant';
  return `${remaining} messages gratuits restants`;
}
