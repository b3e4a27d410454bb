import { useSearchParams } from 'react-router';
import { SetPasswordScreen } from '@/features/passwords/components/password-screens';
import { readConversationId } from '@/features/passwords/utils/after-password';

/** /set-password, with or without ?token=&conversationId= (spec §2). */
export default function SetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  return (
    <SetPasswordScreen
      key={token ?? 'direct'}
      token={token}
      conversationId={readConversationId(searchParams.get('conversationId'))}
    />
  );
}
