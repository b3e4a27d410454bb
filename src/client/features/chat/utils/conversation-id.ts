const MAX_ID = 2_147_483_647;

/** The :id of /chat/:id when it is a conversation id the server could know, else null (spec §5). */
export function parseConversationId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}
